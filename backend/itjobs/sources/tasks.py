"""The background work: refresh one query from every source, and spend spare budget on popular ones."""

import logging
import threading
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache

import redis
from django.db import DatabaseError
from django.db.models import Q, Sum

from itjobs.content.categories import CATEGORIES
from itjobs.content.cities import CITY_PAGE_KEYWORD, NEAR_ME_CITIES
from itjobs.content.home import POPULAR_SEARCHES
from itjobs.jobs.countries import DEFAULT_COUNTRY
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.types import NormalizedJob

from .budget import rate_acquire, rate_usage, visitors_cap
from .health import source_paused_until, source_record_failure, source_record_success
from .models import QueryState
from .providers.base import Provider
from .providers.registry import build_providers
from .singleflight import QueryKey, query_key, refresh_claim, refresh_release
from .status import source_configured
from .types import SearchQuery, SourceError

log = logging.getLogger(__name__)

# The spec's home page: featured jobs for a US software developer.
FEATURED_QUERY = QueryKey(keyword="software developer", location="", country="us")
# The jobs page's fallback search (software developer jobs), as the API normalizes it.
DEFAULT_SEARCH_QUERY = query_key(keyword=DEFAULT_KEYWORD, location=DEFAULT_LOCATION, country=DEFAULT_COUNTRY)
MOST_SEARCHED_LIMIT = 20
MOST_SEARCHED_WITHIN = timedelta(days=7)


@cache
def active_providers() -> dict[str, Provider]:
    """The configured sources' clients, built once per process (they keep their connections)."""
    return {str(name): provider for name, provider in build_providers().items() if source_configured(source=name)}


class QuietSources:
    """This process's memo of sources that will refuse a call until some moment (paused or out of budget).

    Lets a stale search skip the claim and the queued task when no source could be called anyway; the
    shared limits and pauses stay the authority once the moment has passed.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._until: dict[str, datetime] = {}

    def note(self, *, source: str, until: datetime) -> None:
        with self._lock:
            self._until[source] = until

    def empty(self) -> bool:
        with self._lock:
            return not self._until

    def all_quiet(self, *, sources: list[str], now: datetime) -> bool:
        with self._lock:
            return all(self._until.get(source, now) > now for source in sources)


quiet_sources = QuietSources()  # this process's; tests put a fresh one in its place


def sources_all_quiet(*, country: str, now: datetime) -> bool:
    """True when no source that covers `country` would take a call now (as far as this process knows)."""
    if quiet_sources.empty():
        return False  # nothing noted yet; also keeps the request from building the clients (slow in demo mode)
    covering = [name for name, provider in active_providers().items() if country in provider.countries]
    return quiet_sources.all_quiet(sources=covering, now=now)


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


def _acquire(*, source: str, now: datetime, reserve: float, visitors: bool = False) -> bool:
    try:
        return rate_acquire(source=source, now=now, reserve=reserve, visitors=visitors)
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


def _visitors_quiet_until(*, source: str, now: datetime, visitors: bool) -> datetime:
    next_minute = now.replace(second=0, microsecond=0) + timedelta(minutes=1)
    if visitors:
        try:
            usage = rate_usage(source=source, now=now)
        except (redis.RedisError, DatabaseError):
            return next_minute
        if usage.visitors_used >= visitors_cap(source=source) > 0:
            return now.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)
    return next_minute


def refresh_query(
    *, query: QueryKey, now: datetime, reserve: float = 0.0, index: bool = True, visitors: bool = False
) -> RefreshOutcome:
    """At most one call per source for this query (within its rate limit, and for a visitor's refresh
    within the visitors' share of the day), then one ingest (unless not `index`)."""
    outcome = RefreshOutcome()
    # A visitor's refresh under the crawl plan asks for the newest postings: older ones the sweeps
    # could not vouch for are what goes stale first.
    search = SearchQuery(keyword=query.keyword, location=query.location, country=query.country, newest_first=visitors)
    for name, provider in active_providers().items():
        if query.country not in provider.countries:
            outcome.skipped[name] = "country"
        elif paused_until := source_paused_until(source=name, now=now):
            outcome.skipped[name] = "paused"
            quiet_sources.note(source=name, until=paused_until)
        elif not _acquire(source=name, now=now, reserve=reserve, visitors=visitors):
            outcome.skipped[name] = "budget"
            if not reserve:  # the visitors' own budget is spent for this minute (or their share, for the day)
                quiet_sources.note(source=name, until=_visitors_quiet_until(source=name, now=now, visitors=visitors))
        else:
            source_fetch(provider=provider, query=search, now=now, outcome=outcome)
    if outcome.jobs and index:
        index_jobs(jobs=outcome.jobs, now=now)
    return outcome


def index_jobs(*, jobs: list[NormalizedJob], now: datetime) -> None:
    jobs_ingest(jobs=jobs, now=now)  # the jobs app owns the index


def _category_keywords() -> list[str]:
    return [keyword for category in CATEGORIES for keyword in category.related_keywords[:2]]


def popular_targets(*, now: datetime) -> list[QueryKey]:
    """What the background refresher keeps fresh, most valuable first, without repeats."""
    searched = (
        QueryState.objects.filter(search_count__gt=0, last_searched_at__gte=now - MOST_SEARCHED_WITHIN)
        .exclude(Q(keyword="") & Q(location=""))
        .order_by("-search_count")[:MOST_SEARCHED_LIMIT]
    )
    targets = [FEATURED_QUERY, DEFAULT_SEARCH_QUERY]
    targets += [QueryKey(row.keyword, row.location, row.country) for row in searched]
    targets += [query_key(keyword=k, location="", country="us") for k in _category_keywords()]
    targets += [query_key(keyword=CITY_PAGE_KEYWORD, location=city, country="us") for city in NEAR_ME_CITIES]
    targets += [query_key(keyword=k, location="", country="us") for k in POPULAR_SEARCHES]
    return list(dict.fromkeys(targets))


SUGGESTED_SEARCHES_LIMIT = 2_000


def popular_searches(*, now: datetime) -> list[tuple[str, str, int]]:
    """Keywords searched in the last week, most searched first, for the jobs app's suggestions:
    (keyword, country, searches), each keyword once per country whatever the location."""
    rows = (
        QueryState.objects.filter(search_count__gt=0, last_searched_at__gte=now - MOST_SEARCHED_WITHIN)
        .exclude(keyword="")
        .values_list("keyword", "country")
        .annotate(searches=Sum("search_count"))
        .order_by("-searches")[:SUGGESTED_SEARCHES_LIMIT]
    )
    return [(keyword, country, int(searches)) for keyword, country, searches in rows]


@dataclass
class PopularStats:
    refreshed: int = 0
    already_fresh: int = 0
    calls: int = 0
    jobs: int = 0
    out_of_budget: bool = False


def refresh_popular(*, now: datetime, reserve: float, fresh_for: timedelta, retry_in: timedelta) -> PopularStats:
    """Refresh stale popular queries until the spare budget of every source is spent.

    The round's jobs go to the index in one write at the end: one change of the index (and of the
    search-answer cache's generation) per round instead of one per query.
    """
    stats = PopularStats()
    done: list[tuple[QueryKey, RefreshOutcome]] = []
    indexed = False
    try:
        for query in popular_targets(now=now):
            if refresh_claim(query=query, now=now).outcome != "claimed":
                stats.already_fresh += 1
                continue
            done.append((query, RefreshOutcome()))  # released in `finally` even if the refresh raises
            outcome = refresh_query(query=query, now=now, reserve=reserve, index=False)
            done[-1] = (query, outcome)
            stats.refreshed += int(outcome.answered)
            stats.calls += len(outcome.fetched) + len(outcome.failed)
            stats.jobs += len(outcome.jobs)
            if outcome.out_of_budget:
                stats.out_of_budget = True
                break
        jobs = [job for _, outcome in done for job in outcome.jobs]
        if jobs:
            index_jobs(jobs=jobs, now=now)
        indexed = True
    finally:
        for query, outcome in done:
            fresh = indexed and outcome.answered
            refresh_release(
                query=query, now=now, next_refresh_at=now + (fresh_for if fresh else retry_in), refreshed=fresh
            )
    return stats
