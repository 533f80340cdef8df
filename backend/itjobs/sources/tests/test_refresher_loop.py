"""The refresher process's loop, in this process: it dedupes handed-on queries, claims and refreshes
each once, and runs the popular round on its clock; the web processes then fetch nothing."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from itjobs.sources import refresh_context
from itjobs.sources.crawl import CrawlStats
from itjobs.sources.handoff import handoff_send, sender
from itjobs.sources.models import QueryState
from itjobs.sources.refresher_process import Refresher
from itjobs.sources.search_refresh import request_refresh, web_tick
from itjobs.sources.singleflight import query_key, refresh_claim
from itjobs.sources.tests.refresh_fixtures import (  # noqa: F401 (fixtures)
    indexed_fixture,
    listener_fixture,
    process_state_fixture,
    providers_fixture,
)
from itjobs.sources.tests.refresh_support import NOON

pytestmark = pytest.mark.django_db(transaction=True)

GO = query_key(keyword="go", location="", country="us")
RUST = query_key(keyword="rust", location="", country="us")


class FakeClock:
    def __init__(self) -> None:
        self.seconds = 0.0

    def __call__(self) -> float:
        return self.seconds


@pytest.fixture(autouse=True)
def background(settings):
    settings.SOURCES_REFRESH_MODE = "background"
    settings.SOURCES_POPULAR_INTERVAL_SECONDS = 300
    settings.REDIS_URL = ""


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
def refresher(listener, clock):
    return Refresher(listener=listener, clock=clock, now=lambda: NOON, tick_seconds=30)


def test_it_refreshes_each_handed_on_query_once(refresher, providers, indexed):
    for query in (GO, GO, RUST, GO):
        handoff_send(query)

    queued = refresher.step(wait=0)
    refresh_context.state.wait()

    assert queued == 2
    assert [len(fake.calls) for fake in providers.values()] == [2, 2]
    assert len(indexed) == 8
    assert QueryState.objects.get(key=GO.key).next_refresh_at == NOON + timedelta(minutes=15)


def test_it_drops_a_query_it_refreshed_until_it_is_stale_again(refresher, providers, indexed):
    handoff_send(GO)
    refresher.step(wait=0)
    refresh_context.state.wait()

    handoff_send(GO)
    queued = refresher.step(wait=0)

    assert queued == 0
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]


def test_it_leaves_a_query_another_refresher_holds(refresher, providers, indexed):
    refresh_claim(query=GO, now=NOON - timedelta(seconds=1))  # another node's refresher
    handoff_send(GO)

    refresher.step(wait=0)
    refresh_context.state.wait()

    assert [len(fake.calls) for fake in providers.values()] == [0, 0]


def test_it_runs_the_crawl_plans_round_when_its_clock_says_so(refresher, clock, providers, indexed):
    refresher.step(wait=0)
    before = refresher.round
    clock.seconds = 31
    refresher.step(wait=0)
    due = refresher.round
    assert due is not None
    stats = due.result(timeout=30)

    assert before is None
    assert isinstance(stats, CrawlStats)
    assert stats.runs > 0
    assert sum(len(fake.calls) for fake in providers.values()) == stats.calls > 0
    assert all(call.newest_first for fake in providers.values() for call in fake.calls)


def test_it_serves_a_search_end_to_end(refresher, providers, indexed):
    first = request_refresh(keyword="Go", location="", country="us", now=NOON)
    refresher.step(wait=0)
    refresh_context.state.wait()
    later = request_refresh(keyword="go", location="", country="us", now=NOON + timedelta(seconds=6))

    assert (first.refreshing, later.refreshing) == (True, False)
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]


def test_it_leaves_the_popular_round_to_the_refresher(listener, providers, indexed):
    request_refresh(keyword="Go", location="", country="us", now=NOON)

    stats = web_tick(now=NOON, holder="web-1")

    assert stats is None
    assert QueryState.objects.get(key=GO.key).search_count == 1  # the counts are still shared
    assert [len(fake.calls) for fake in providers.values()] == [0, 0]


def test_a_web_process_runs_the_popular_round_when_no_refresher_listens(providers, indexed):
    assert sender.send(b"") == "absent"

    stats = web_tick(now=NOON, holder="web-1")

    assert stats is not None
    assert stats.calls > 0


def test_the_command_refuses_to_run_when_nothing_hands_queries_on(settings):
    settings.SOURCES_REFRESH_MODE = "off"

    with pytest.raises(CommandError, match="SOURCES_REFRESH_MODE"):
        call_command("refresher")
