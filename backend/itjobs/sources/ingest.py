"""Bulk ingest through the real clients: page through a source for one query (commands, demo data)."""

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime

from django.utils import timezone

from itjobs.jobs.types import NormalizedJob

from . import query_refresh, refresh_context
from .budget import rate_acquire, rate_usage
from .health import source_is_paused, source_record_failure, source_record_success
from .providers.base import Provider
from .types import SearchQuery, SourceError

Progress = Callable[[str, int], None]  # (what is being fetched, jobs so far)


@dataclass
class IngestRun:
    calls: int = 0
    jobs: int = 0  # distinct jobs handed to the index
    dropped: int = 0
    errors: list[str] = field(default_factory=list)
    stopped: list[str] = field(default_factory=list)  # why a source stopped early


@dataclass
class Budget:
    """How bulk fetching treats the shared rate limits: obey them (waiting for the next minute) or not."""

    enforce: bool = True
    wait: bool = True
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], datetime] = timezone.now

    def take(self, *, source: str) -> str | None:
        """None when a call may go out now, else why not."""
        if not self.enforce:
            return None
        while True:
            now = self.clock()
            if rate_acquire(source=source, now=now):
                return None
            usage = rate_usage(source=source, now=now)
            if usage.day_left == 0:
                return "daily budget spent"
            if not self.wait:
                return "per-minute budget spent"
            self.sleep(60 - now.second + 0.1)


def ingest_query(
    *, query: SearchQuery, pages: int, budget: Budget, progress: Progress | None = None, now: datetime | None = None
) -> IngestRun:
    """Up to `pages` pages of `query` from every source that covers its country, then one index write."""
    run = IngestRun()
    found: dict[str, NormalizedJob] = {}
    for name, provider in refresh_context.active_providers().items():
        if query.country not in provider.countries:
            continue
        if budget.enforce and source_is_paused(source=name, now=budget.clock()):
            run.stopped.append(f"{name}: paused after its last error")
            continue
        _pages(provider=provider, query=query, pages=pages, budget=budget, run=run, found=found, progress=progress)
    if found:
        query_refresh.index_jobs(jobs=list(found.values()), now=now or timezone.now())
    run.jobs = len(found)
    return run


def _pages(
    *,
    provider: Provider,
    query: SearchQuery,
    pages: int,
    budget: Budget,
    run: IngestRun,
    found: dict[str, NormalizedJob],
    progress: Progress | None,
) -> None:
    name = provider.name
    full_page = 0
    for page in range(1, pages + 1):
        if reason := budget.take(source=name):
            run.stopped.append(f"{name}: {reason}")
            return
        run.calls += 1
        try:
            result = provider.search(_page(query, page))
        except SourceError as error:
            source_record_failure(source=name, now=budget.clock(), error=error)
            run.errors.append(str(error))
            return
        source_record_success(source=name, now=budget.clock(), fetched=len(result.jobs), dropped=result.dropped)
        run.dropped += result.dropped
        found.update((job.id, job) for job in result.jobs)
        if progress is not None:
            progress(f"{provider.label} {query.country} page {page}", len(found))
        records = len(result.jobs) + result.dropped
        full_page = max(full_page, records)
        if records == 0 or records < full_page:
            return  # a short page is the last one


def _page(query: SearchQuery, page: int) -> SearchQuery:
    return SearchQuery(
        keyword=query.keyword,
        location=query.location,
        country=query.country,
        page=page,
        per_page=query.per_page,
        max_days_old=query.max_days_old,
    )
