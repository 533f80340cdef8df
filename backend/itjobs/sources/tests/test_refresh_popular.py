"""The background refresher's older round (SOURCES_CRAWL_PLAN off; the crawl plan's tests are
test_crawl_*): search counts without visitor data, spare budget spent on popular queries."""

from datetime import timedelta

import pytest

from itjobs.content.cities import NEAR_ME_CITIES
from itjobs.content.home import POPULAR_SEARCHES
from itjobs.sources import query_refresh
from itjobs.sources.budget import rate_acquire
from itjobs.sources.models import QueryState
from itjobs.sources.popular import DEFAULT_SEARCH_QUERY, FEATURED_QUERY, PopularStats, popular_targets
from itjobs.sources.search_refresh import background_tick, request_refresh
from itjobs.sources.singleflight import QueryKey, query_key, refresh_claim, refresh_release
from itjobs.sources.tests.refresh_fixtures import (  # noqa: F401 (fixtures)
    indexed_fixture,
    process_state_fixture,
    providers_fixture,
)
from itjobs.sources.tests.refresh_support import NOON

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def counted_only(settings):
    settings.SOURCES_REFRESH_MODE = "off"  # searches are counted; the tick does the refreshing
    settings.SOURCES_BACKGROUND_RESERVE = 0.2
    settings.SOURCES_CRAWL_PLAN = False
    settings.REDIS_URL = ""


def searched(keyword: str, times: int, *, location: str = "") -> None:
    for _ in range(times):
        request_refresh(keyword=keyword, location=location, country="us", now=NOON)


def test_it_counts_searches_per_normalized_query_and_nothing_else(providers, indexed):
    searched("Rust Developer", 3)
    searched("rust  developer", 1)

    background_tick(now=NOON, holder="web-1")

    row = QueryState.objects.get(key="us|rust developer|")
    assert row.search_count == 4
    stored = {field.name for field in QueryState._meta.get_fields()}
    assert not stored & {"ip", "user", "session", "user_agent"}


def test_it_refreshes_the_featured_query_first_then_the_most_searched(providers, indexed):
    searched("Rust Developer", 5)
    searched("Elixir Developer", 9)
    background_tick(now=NOON - timedelta(minutes=1), holder="web-1")  # shares the counts

    targets = popular_targets(now=NOON)

    assert targets[:4] == [
        FEATURED_QUERY,
        DEFAULT_SEARCH_QUERY,
        QueryKey("elixir developer", "", "us"),
        QueryKey("rust developer", "", "us"),
    ]


def test_it_keeps_the_home_pages_searches_and_near_me_cities_fresh():
    targets = popular_targets(now=NOON)

    assert {QueryKey(search.lower(), "", "us") for search in POPULAR_SEARCHES} <= set(targets)
    assert {QueryKey("it", city.lower(), "us") for city in NEAR_ME_CITIES} <= set(targets)
    assert QueryKey("full stack developer", "", "us") in targets  # a popular search no category covers


def test_it_spends_only_the_spare_budget(providers, indexed):
    stats = background_tick(now=NOON, holder="web-1")

    assert isinstance(stats, PopularStats)
    assert stats.out_of_budget
    assert [len(fake.calls) for fake in providers.values()] == [20, 4]  # 25 and 5 a minute, minus 20%
    assert rate_acquire(source="jsearch", now=NOON)  # a visitor's search still has its share


def test_it_runs_one_round_per_interval_across_processes(providers, indexed, settings):
    settings.SOURCES_POPULAR_INTERVAL_SECONDS = 300
    first = background_tick(now=NOON, holder="web-1")
    second = background_tick(now=NOON + timedelta(seconds=30), holder="web-2")
    later = background_tick(now=NOON + timedelta(minutes=6), holder="web-2")

    assert (first is not None, second is None, later is not None) == (True, True, True)


def test_it_leaves_fresh_queries_alone(providers, indexed, settings):
    settings.ADZUNA_CALLS_PER_MINUTE = settings.JSEARCH_CALLS_PER_MINUTE = 1000
    settings.ADZUNA_CALLS_PER_DAY = 10000
    first = background_tick(now=NOON, holder="web-1")
    calls = [len(fake.calls) for fake in providers.values()]

    again = background_tick(now=NOON + timedelta(minutes=6), holder="web-1")

    assert isinstance(first, PopularStats)
    assert isinstance(again, PopularStats)
    assert first.refreshed == len(popular_targets(now=NOON))
    assert (again.refreshed, again.already_fresh) == (0, first.refreshed)
    assert [len(fake.calls) for fake in providers.values()] == calls


def test_it_shares_counts_from_the_search_itself_when_no_loop_runs(process_state):
    process_state.last_flush = float("-inf")  # the counts were last shared long ago

    searched("Kotlin Developer", 1)

    assert QueryState.objects.get(key="us|kotlin developer|").search_count == 1


def test_it_forgets_queries_nobody_wanted_for_a_month(providers, indexed):
    old, recent = (
        query_key(keyword="cobol", location="", country="us"),
        query_key(keyword="go", location="", country="us"),
    )
    for query in (old, recent):
        refresh_claim(query=query, now=NOON - timedelta(days=40))
        refresh_release(
            query=query, now=NOON - timedelta(days=40), next_refresh_at=NOON - timedelta(days=39), refreshed=True
        )
    searched("go", 1)

    background_tick(now=NOON, holder="web-1")

    assert list(QueryState.objects.filter(keyword__in=["cobol", "go"]).values_list("keyword", flat=True)) == ["go"]


def test_it_writes_the_index_once_per_round(providers, monkeypatch):
    writes = []
    monkeypatch.setattr(query_refresh, "index_jobs", lambda *, jobs, now: writes.append(len(jobs)))

    stats = background_tick(now=NOON, holder="web-1")

    assert stats is not None
    assert writes == [stats.jobs]
    assert stats.jobs == 2 * (20 + 4)  # two jobs per call
