"""Refreshing one query: at most one call to each source that covers it, within its budget, then one
ingest. The sources, their limits and the memo of quiet sources come from the RefreshContext."""

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

import redis
from django.db import DatabaseError

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.types import NormalizedJob

from .budget import Limits, rate_acquire, rate_usage, visitors_cap
from .health import source_paused_until, source_record_failure, source_record_success
from .providers.base import Provider
from .refresh_context import RefreshContext
from .singleflight import QueryKey
from .types import SearchQuery, SourceError

log = logging.getLogger(__name__)


def sources_all_quiet(*, country: str, now: datetime, context: RefreshContext) -> bool:
    """True when no source that covers `country` would take a call now (as far as this process knows)."""
    if context.quiet.empty():
        return False  # nothing noted yet; also keeps the request from building the clients (slow in demo mode)
    covering = [name for name, provider in context.providers().items() if country in provider.countries]
    return context.quiet.all_quiet(sources=covering, now=now)


@dataclass
class RefreshOutcome:
    fetched: dict[str, int] = field(default_factory=dict)  # source -> jobs received
    skipped: dict[str, str] = field(default_factory=dict)  # source -> 'country', 'paused' or 'budget'
    failed: dict[str, str] = field(default_factory=dict)  # source -> error kind
    jobs: list[NormalizedJob] = field(default_factory=list)

    @property
    def answered(self) -> bool:
        return bool(self.fetched)

    @property
    def out_of_budget(self) -> bool:
        """Nothing could be called because every source that covers the country was paused or spent."""
        blocked = {reason for reason in self.skipped.values() if reason != "country"}
        return not self.fetched and not self.failed and bool(blocked)


def _acquire(*, source: str, now: datetime, reserve: float, limits: Limits, visitors: bool = False) -> bool:
    try:
        return rate_acquire(source=source, now=now, reserve=reserve, visitors=visitors, limits=limits)
    except (redis.RedisError, DatabaseError):
        log.warning("Rate limiter unreachable; not calling %s", source, exc_info=True)
        return False


def source_fetch(*, provider: Provider, query: SearchQuery, now: datetime, outcome: RefreshOutcome) -> None:
    """One call to one source, with its health and numbers recorded whatever happens."""
    name = provider.name
    try:
        result = provider.search(query)
    except SourceError as error:
        outcome.failed[name] = source_record_failure(source=name, now=now, error=error)
        log.warning("%s (query %r in %r, %s)", error, query.keyword, query.location, query.country)
        return
    except Exception as error:  # a bug must not take the refresher down; count it as a failure
        log.exception("Source %s crashed", name)
        outcome.failed[name] = source_record_failure(source=name, now=now, error=SourceError(f"{name}: {error}"))
        return
    source_record_success(source=name, now=now, fetched=len(result.jobs), dropped=result.dropped)
    outcome.fetched[name] = len(result.jobs)
    outcome.jobs.extend(result.jobs)


def _visitors_quiet_until(*, source: str, now: datetime, visitors: bool, context: RefreshContext) -> datetime:
    next_minute = now.replace(second=0, microsecond=0) + timedelta(minutes=1)
    if visitors:
        try:
            usage = rate_usage(source=source, now=now, limits=context.limits(source))
        except (redis.RedisError, DatabaseError):
            return next_minute
        cap = visitors_cap(source=source, limits=usage.limits, reserve=context.config.background_reserve)
        if usage.visitors_used >= cap > 0:
            return now.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    return next_minute


def refresh_query(
    *,
    query: QueryKey,
    now: datetime,
    context: RefreshContext,
    reserve: float = 0.0,
    index: bool = True,
    visitors: bool = False,
) -> RefreshOutcome:
    """At most one call per source for this query (within its rate limit, and for a visitor's refresh
    within the visitors' share of the day), then one ingest (unless not `index`)."""
    outcome = RefreshOutcome()
    # A visitor's refresh under the crawl plan asks for the newest postings: older ones the sweeps
    # could not vouch for are what goes stale first.
    search = SearchQuery(keyword=query.keyword, location=query.location, country=query.country, newest_first=visitors)
    for name, provider in context.providers().items():
        if query.country not in provider.countries:
            outcome.skipped[name] = "country"
        elif paused_until := source_paused_until(source=name, now=now):
            outcome.skipped[name] = "paused"
            context.quiet.note(source=name, until=paused_until)
        elif not _acquire(source=name, now=now, reserve=reserve, limits=context.limits(name), visitors=visitors):
            outcome.skipped[name] = "budget"
            if not reserve:  # the visitors' own budget is spent for this minute (or their share, for the day)
                until = _visitors_quiet_until(source=name, now=now, visitors=visitors, context=context)
                context.quiet.note(source=name, until=until)
        else:
            source_fetch(provider=provider, query=search, now=now, outcome=outcome)
    if outcome.jobs and index:
        index_jobs(jobs=outcome.jobs, now=now)
    return outcome


def index_jobs(*, jobs: list[NormalizedJob], now: datetime) -> None:
    jobs_ingest(jobs=jobs, now=now)  # the jobs app owns the index
