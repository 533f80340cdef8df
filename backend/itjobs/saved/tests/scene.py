"""Jobs in the index for the saved-jobs tests, ingested as a source would bring them."""

from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from itjobs.jobs.models import Job
from itjobs.jobs.services import closed_keep_days, jobs_expire, jobs_ingest
from itjobs.jobs.tests.factories import normalized_job


def listed_job(*, now: datetime | None = None, **overrides: Any) -> str:
    """A job search lists now (or listed at `now`); returns its id."""
    job = normalized_job(**overrides)
    jobs_ingest(jobs=[job], now=now or timezone.now())
    return job.id


def expired_job(**overrides: Any) -> str:
    """A job no source has listed for longer than JOB_EXPIRE_DAYS, not yet closed (the next ingest
    of a listed job closes it: make those first)."""
    return listed_job(now=timezone.now() - timedelta(days=60), **overrides)


def expire_all_but_fresh() -> None:
    """Close what expired, as the next ingest does (the rows are kept: decision 0021)."""
    jobs_expire(now=timezone.now())


def purge_closed() -> None:
    """Delete the closed jobs, as jobs_expire does JOB_CLOSED_KEEP_DAYS after they closed."""
    now = timezone.now()
    Job.objects.filter(closed_at__isnull=False).update(closed_at=now - timedelta(days=closed_keep_days()))
    jobs_expire(now=now)
