"""A job's way out: closed when its source stops listing it or its time runs out (kept, out of
search, so its page can say it closed), then purged; deleted at once when its content must go."""

import logging
from collections.abc import Iterable
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from ..models import Job
from ..search_cache import bump_search_generation
from ..suggestions import suggestions_refresh_if_due
from .batches import BATCH
from .duplicates import reelect_canonicals, refresh_seen_on, retag
from .lifetimes import closed_keep_days

logger = logging.getLogger(__name__)


def jobs_close(job_ids: Iterable[str], *, now: datetime | None = None) -> int:
    """Take these jobs out of search at once: their source no longer lists them (an employer closed
    the post, a crawl sweep stopped returning them). They go the way an expired job goes
    (jobs_expire), the one path out of the index; returns how many closed (with any others due by now)."""
    now = now or timezone.now()
    ids = list(job_ids)
    if not Job.objects.filter(id__in=ids, closed_at__isnull=True).exists():
        return 0
    # Seen to close: whatever window it was in, it leaves as closed, not as 'not seen lately'.
    Job.objects.filter(id__in=ids, closed_at__isnull=True).update(expires_at=now, expires_unconfirmed=False)
    return jobs_expire(now=now)


def jobs_delete(job_ids: Iterable[str], *, now: datetime | None = None) -> int:
    """Close these jobs, then delete their rows at once, with no closed page kept: their content must
    go (an operator rejected the post, its employer deleted it or their account). Returns how many."""
    ids = list(job_ids)
    jobs_close(ids, now=now)  # a duplicate takes over and the seen_on lists follow, as for any close
    deleted, _ = Job.objects.filter(id__in=ids).delete()
    if deleted:
        bump_search_generation()
    return deleted


def jobs_expire(*, now: datetime | None = None) -> int:
    """Close the jobs no source has listed for JOB_EXPIRE_DAYS (or that jobs_close made due): they
    leave search but are kept, so their page can say they closed; returns how many closed. Jobs
    closed JOB_CLOSED_KEEP_DAYS ago are deleted. Then rebuild the suggestions when due (suggestions.py)."""
    now = now or timezone.now()
    expired = Job.objects.filter(expires_at__lte=now, closed_at__isnull=True)
    with transaction.atomic():
        closing = list(expired.values_list("id", "dedupe_key", "duplicate_of_id"))
        ids = [job_id for job_id, _, _ in closing]
        touched = {duplicate_of for _, _, duplicate_of in closing if duplicate_of}
        orphans = list(
            Job.objects.filter(duplicate_of__in=ids, expires_at__gt=now, closed_at__isnull=True)
            .order_by("first_seen", "id")
            .values_list("id", "dedupe_key", "is_it_role")
        )
        for start in range(0, len(ids), BATCH):
            Job.objects.filter(id__in=ids[start : start + BATCH]).update(closed_at=now, is_listed=False)
        chosen = reelect_canonicals(orphans, now=now)
        # A closed job whose duplicate took over leads there: the same job, still listed elsewhere.
        for job_id, key, _ in closing:
            if key in chosen:
                Job.objects.filter(id=job_id).update(duplicate_of_id=chosen[key])
        retag(ids)
        touched |= set(chosen.values())
        refresh_seen_on(set(Job.objects.filter(id__in=touched).values_list("id", flat=True)), now=now)
    purged, _ = Job.objects.filter(closed_at__lte=now - timedelta(days=closed_keep_days())).delete()
    if closing:
        bump_search_generation()
        logger.info("Closed %d jobs", len(closing))
    if purged:
        logger.info("Purged %d jobs closed %d days ago", purged, closed_keep_days())
    suggestions_refresh_if_due(now=now)  # every ingest ends here
    return len(closing)
