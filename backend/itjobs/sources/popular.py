"""Popular queries: what the background refresher keeps fresh when the crawl plan is off (the home
page's, the categories', the city pages' and the most searched), the searched keywords the title
box suggests, and the round that refreshes them with the spare budget."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db.models import Q, Sum

from itjobs.content.categories import CATEGORIES
from itjobs.content.cities import CITY_PAGE_KEYWORD, NEAR_ME_CITIES
from itjobs.content.home import POPULAR_SEARCHES
from itjobs.jobs.countries import DEFAULT_COUNTRY
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION

from . import query_refresh
from .models import QueryState
from .query_refresh import RefreshOutcome
from .refresh_context import RefreshContext
from .singleflight import QueryKey, query_key, refresh_claim, refresh_release

# The home page's featured jobs: a US software developer search.
FEATURED_QUERY = QueryKey(keyword="software developer", location="", country="us")
# The jobs page's fallback search (software developer jobs), as the API normalizes it.
DEFAULT_SEARCH_QUERY = query_key(keyword=DEFAULT_KEYWORD, location=DEFAULT_LOCATION, country=DEFAULT_COUNTRY)
MOST_SEARCHED_LIMIT = 20
MOST_SEARCHED_WITHIN = timedelta(days=7)


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


def refresh_popular(
    *, now: datetime, reserve: float, fresh_for: timedelta, retry_in: timedelta, context: RefreshContext
) -> PopularStats:
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
            outcome = query_refresh.refresh_query(query=query, now=now, context=context, reserve=reserve, index=False)
            done[-1] = (query, outcome)
            stats.refreshed += int(outcome.answered)
            stats.calls += len(outcome.fetched) + len(outcome.failed)
            stats.jobs += len(outcome.jobs)
            if outcome.out_of_budget:
                stats.out_of_budget = True
                break
        jobs = [job for _, outcome in done for job in outcome.jobs]
        if jobs:
            query_refresh.index_jobs(jobs=jobs, now=now)
        indexed = True
    finally:
        for query, outcome in done:
            fresh = indexed and outcome.answered
            refresh_release(
                query=query, now=now, next_refresh_at=now + (fresh_for if fresh else retry_in), refreshed=fresh
            )
    return stats
