"""One run of a crawl sweep (crawl_plan.Run): its pages, newest first, what it returned, and which
of the jobs it used to return the source no longer lists.

Results come newest first, so the pages a run read hold every job of the search posted between the
oldest job on its last page and the newest on its first (from page 1: up to now; to the end of the
results: back to the search's age limit). A job the sweep returned before, posted inside that span
and not returned now, has left the search: its posting closed (a repost comes back with new ids,
through ingest). Exceptions, where absence proves nothing:
- a run that could not read every page it meant to (budget, pause, a failure) decides nothing;
- around each page break a job can slip from one page to the next while the run reads them, so
  the span between two pages' edge dates is left out;
- a source that cannot sort by date (JSearch) decides only from a run that read all its results;
- only the sweep's own source's jobs: an employer's direct post is never a sweep's to close.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from itertools import pairwise

from django.db.models import Q

from itjobs.jobs.types import NormalizedJob

from .crawl_plan import Run
from .health import source_paused_until, source_record_failure, source_record_success
from .models import Sweep, SweepMember
from .providers.base import Provider
from .types import SearchQuery, SourceError

log = logging.getLogger(__name__)

MAX_DAYS_OLD = 30  # the age limit of every sweep's search (and of the index's expiry)


@dataclass
class SweepOutcome:
    calls: int = 0
    complete: bool = False  # every page meant was read (or the results ended before)
    ended: bool = False  # the last page read was the results' last
    jobs: list[NormalizedJob] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)  # job ids the source no longer lists


def sweep_row(run: Run) -> Sweep:
    spec = run.spec
    row, _ = Sweep.objects.get_or_create(
        key=spec.key,
        defaults={
            "source": spec.source,
            "country": spec.country,
            "kind": spec.kind,
            "keyword": spec.keyword,
            "location": spec.location,
        },
    )
    return row


def sweep_run(
    *, run: Run, provider: Provider, now: datetime, acquire: Callable[[str], bool], sweep: Sweep | None = None
) -> SweepOutcome:
    """Read the run's pages (each call first takes its place in the budget: `acquire`), remember what
    they returned and say which jobs went. The caller ingests the jobs, then closes the gone ones."""
    sweep = sweep or sweep_row(run)
    outcome = SweepOutcome()
    pages: list[list[NormalizedJob]] = []
    known = sweep.head_newest if run.head and provider.sorts_by_date else None
    interrupted = False  # a page meant was not read: budget, pause or failure
    for page in range(run.first_page, run.first_page + run.pages):
        if source_paused_until(source=provider.name, now=now) or not acquire(provider.name):
            interrupted = True
            break
        outcome.calls += 1
        query = SearchQuery(
            keyword=run.spec.keyword,
            location=run.spec.location,
            country=run.spec.country,
            page=page,
            per_page=provider.page_size,
            max_days_old=MAX_DAYS_OLD,
            newest_first=True,
        )
        try:
            result = provider.search(query)
        except SourceError as error:
            source_record_failure(source=provider.name, now=now, error=error)
            log.warning("Sweep %s page %s: %s", run.spec.key, page, error)
            interrupted = True
            break
        source_record_success(source=provider.name, now=now, fetched=len(result.jobs), dropped=result.dropped)
        pages.append(result.jobs)
        received = len(result.jobs) + result.dropped
        if received < provider.page_size or (result.total is not None and page * provider.page_size >= result.total):
            outcome.ended = True
            break
        dates = [job.posted_at for job in result.jobs if job.posted_at]
        if known is not None and dates and min(dates) <= known:
            break  # reached what the last head run saw: the walks go on from there
    outcome.complete = not interrupted
    outcome.jobs = [job for page_jobs in pages for job in page_jobs]
    _remember(sweep=sweep, jobs=outcome.jobs, now=now)
    if outcome.complete and pages:
        outcome.gone = _gone(sweep=sweep, run=run, provider=provider, pages=pages, ended=outcome.ended, now=now)
        SweepMember.objects.filter(sweep=sweep, job_id__in=outcome.gone).delete()
    _advance(sweep=sweep, run=run, outcome=outcome, pages=pages, now=now)
    return outcome


def _remember(*, sweep: Sweep, jobs: list[NormalizedJob], now: datetime) -> None:
    rows = {job.id: SweepMember(sweep=sweep, job_id=job.id, posted_at=job.posted_at, seen_at=now) for job in jobs}
    if rows:
        SweepMember.objects.bulk_create(
            list(rows.values()),
            update_conflicts=True,
            unique_fields=["sweep", "job_id"],
            update_fields=["posted_at", "seen_at"],
        )


def _gone(
    *, sweep: Sweep, run: Run, provider: Provider, pages: list[list[NormalizedJob]], ended: bool, now: datetime
) -> list[str]:
    """Members the pages should have returned and did not."""
    returned = {job.id for page in pages for job in page}
    members = SweepMember.objects.filter(sweep=sweep).exclude(job_id__in=returned)
    members = members.filter(job_id__startswith=f"{provider.name}-")
    if not provider.sorts_by_date:
        if not (run.head and ended):
            return []
        return list(members.values_list("job_id", flat=True))
    dated = [[job.posted_at for job in page if job.posted_at] for page in pages]
    if not all(dated):
        return []  # a page without dates cannot be placed in the order
    span = Q()
    if not run.head:
        span &= Q(posted_at__lt=max(dated[0]))
    if ended:
        span &= Q(posted_at__gt=now - timedelta(days=MAX_DAYS_OLD) + timedelta(hours=1))
    else:
        span &= Q(posted_at__gt=min(dated[-1]))
    for upper, lower in pairwise(dated):
        span &= ~Q(posted_at__gte=max(lower), posted_at__lte=min(upper))  # a job may slip over a page break
    return list(members.filter(span).values_list("job_id", flat=True))


def _advance(*, sweep: Sweep, run: Run, outcome: SweepOutcome, pages: list[list[NormalizedJob]], now: datetime) -> None:
    """Where the next runs start: a head run that read its pages marks what it saw newest; a walk
    goes on after its last page, or back to the top when the results ended."""
    sweep.calls += outcome.calls
    if sweep.calls_on != now.date():
        sweep.calls_on, sweep.calls_today = now.date(), 0
    sweep.calls_today += outcome.calls
    sweep.delisted += len(outcome.gone)
    if run.head:
        if outcome.complete:
            dates = [job.posted_at for job in outcome.jobs if job.posted_at]
            sweep.head_at = now
            sweep.head_newest = max(dates) if dates else sweep.head_newest
    else:
        sweep.walk_at = now
        sweep.walk_page = 2 if outcome.ended else run.first_page + len(pages)
    sweep.save()
