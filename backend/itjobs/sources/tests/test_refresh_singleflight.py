"""50 visitors searching the same stale query at once cost one call per source, and nobody waits."""

import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta

import pytest
from django.db import DatabaseError, connection

from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.faults import Fault
from itjobs.jobs.freshness import FreshnessReport
from itjobs.sources import refresh_context
from itjobs.sources.models import QueryState, SourceState
from itjobs.sources.search_refresh import request_refresh
from itjobs.sources.singleflight import query_key, refresh_claim, refresh_release
from itjobs.sources.status import source_statuses_cached
from itjobs.sources.tests.refresh_fixtures import (  # noqa: F401 (fixtures)
    indexed_fixture,
    process_state_fixture,
    providers_fixture,
    wire_upstream,
)
from itjobs.sources.tests.refresh_support import NOON, race, shared_database_env

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def background(settings):
    settings.SOURCES_REFRESH_MODE = "background"
    settings.SOURCES_POPULAR_INTERVAL_SECONDS = 300


def search(now: datetime = NOON, keyword: str = "Python Developer") -> FreshnessReport:
    return request_refresh(keyword=keyword, location="Austin", country="us", now=now)


def visit(_: int) -> FreshnessReport:
    """A visitor's request in its own thread, which closes its connection as Django does after a request."""
    try:
        return search()
    finally:
        connection.close()


def test_it_calls_each_source_once_for_50_concurrent_searches(background, providers, indexed):
    gate = threading.Event()
    for fake in providers.values():
        fake.gate = gate  # hold the upstream calls until every search has been answered

    source_statuses_cached()  # as in a warm process: the visitors read no table while the refresh writes
    with ThreadPoolExecutor(max_workers=50) as visitors:
        reports = list(visitors.map(visit, range(50)))
    gate.set()
    refresh_context.state.wait()

    assert all(report.refreshing for report in reports)
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]
    assert len(indexed) == 4


def test_it_answers_fresh_queries_without_calling_again(background, providers, indexed):
    search()
    refresh_context.state.wait()

    again = search(now=NOON + timedelta(minutes=14))

    assert again.refreshing is False
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]


def test_it_refreshes_again_after_the_freshness_window(background, providers, indexed, settings):
    settings.SOURCES_FRESH_MINUTES = 15
    search()
    refresh_context.state.wait()

    later = search(now=NOON + timedelta(minutes=16))
    refresh_context.state.wait()

    assert later.refreshing is True
    assert [len(fake.calls) for fake in providers.values()] == [2, 2]


def test_it_treats_case_and_spacing_as_the_same_query(background, providers, indexed):
    search(keyword="Python  Developer")
    refresh_context.state.wait()
    search(keyword=" python developer ")

    assert [len(fake.calls) for fake in providers.values()] == [1, 1]


def test_it_lets_one_claimer_win_across_processes():
    query = query_key(keyword="go", location="", country="us")

    first = refresh_claim(query=query, now=NOON)
    second = refresh_claim(query=query, now=NOON + timedelta(seconds=1))

    assert (first.outcome, second.outcome) == ("claimed", "busy")


def test_it_takes_over_a_claim_whose_holder_died():
    query = query_key(keyword="go", location="", country="us")
    refresh_claim(query=query, now=NOON)

    assert refresh_claim(query=query, now=NOON + timedelta(minutes=3)).outcome == "claimed"


def test_it_reports_fresh_after_release():
    query = query_key(keyword="go", location="", country="us")
    refresh_claim(query=query, now=NOON)
    refresh_release(query=query, now=NOON, next_refresh_at=NOON + timedelta(minutes=15), refreshed=True)

    claim = refresh_claim(query=query, now=NOON + timedelta(minutes=1))

    assert claim.outcome == "fresh"
    assert QueryState.objects.get(key=query.key).refreshed_at == NOON


def test_it_lets_exactly_one_of_two_processes_claim(settings, tmp_path):
    env = shared_database_env(tmp_path=tmp_path)

    won = race(what="claim", processes=2, attempts=5, epoch=int(NOON.timestamp()), env=env)

    assert sum(won) == 1


def test_it_tries_again_after_the_claim_failed(background, providers, indexed, monkeypatch):
    attempts = []

    def locked_once(**kwargs):
        attempts.append(kwargs)
        if len(attempts) == 1:
            raise DatabaseError("database is locked")
        return refresh_claim(**kwargs)

    monkeypatch.setattr("itjobs.sources.search_refresh.refresh_claim", locked_once)
    failed = search()
    retried = search()
    refresh_context.state.wait()

    assert (failed.refreshing, retried.refreshing) == (False, True)
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]


def test_it_calls_the_real_clients_once_for_50_concurrent_searches(background, monkeypatch, settings):
    settings.DEMO_MODE = True
    gate = threading.Event()

    def held(_: float) -> None:
        gate.wait(10)

    app = FakeUpstream(size=400, now=NOON, sleep=held)
    app.faults.set("adzuna", Fault(kind="latency", seconds=1, times=1))  # 'sleeps' until the gate opens
    wire_upstream(monkeypatch, app)
    source_statuses_cached()

    with ThreadPoolExecutor(max_workers=50) as visitors:
        reports = list(visitors.map(visit, range(50)))
    gate.set()
    refresh_context.state.wait()

    assert all(report.refreshing for report in reports)
    assert app.calls == {"adzuna": 1, "jsearch": 1}
    assert SourceState.objects.filter(last_success_at=NOON).count() == 2


def test_it_builds_the_clients_in_the_refresh_thread_not_in_the_request(background, providers, indexed, monkeypatch):
    built_in = []

    def clients():
        built_in.append(threading.current_thread().name)
        return providers

    monkeypatch.setattr(refresh_context, "active_providers", clients)

    search()
    refresh_context.state.wait()

    assert built_in
    assert threading.current_thread().name not in built_in
