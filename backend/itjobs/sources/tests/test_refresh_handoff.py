"""A search hands a stale query to the node's refresher: its request thread reads, never claims nor ingests."""

import socket
import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from itjobs.jobs.freshness import FreshnessReport
from itjobs.sources import query_refresh, refresh_context
from itjobs.sources.handoff import decode, handoff_send
from itjobs.sources.models import QueryState
from itjobs.sources.search_refresh import request_refresh
from itjobs.sources.singleflight import query_key, refresh_claim, refresh_release
from itjobs.sources.tests.refresh_fixtures import (  # noqa: F401 (fixtures)
    indexed_fixture,
    listener_fixture,
    process_state_fixture,
    providers_fixture,
)
from itjobs.sources.tests.refresh_support import NOON

pytestmark = pytest.mark.django_db(transaction=True)

QUERY = query_key(keyword="Python Developer", location="Austin", country="us")


@pytest.fixture(autouse=True)
def background(settings):
    settings.SOURCES_REFRESH_MODE = "background"


@pytest.fixture
def watched(monkeypatch):
    """The threads that claimed or refreshed a query."""
    threads: list[str] = []
    claim, refresh_query = refresh_claim, query_refresh.refresh_query

    def claimed(**kwargs):
        threads.append(threading.current_thread().name)
        return claim(**kwargs)

    def refreshed(**kwargs):
        threads.append(threading.current_thread().name)
        return refresh_query(**kwargs)

    monkeypatch.setattr("itjobs.sources.search_refresh.refresh_claim", claimed)
    monkeypatch.setattr("itjobs.sources.search_refresh.refresh_query", refreshed)
    return threads


def search(now=NOON) -> FreshnessReport:
    return request_refresh(keyword="Python  Developer", location="Austin", country="us", now=now)


def test_it_hands_a_stale_query_on_and_writes_nothing(listener, providers, indexed, watched):
    with CaptureQueriesContext(connection) as queries:
        report = search()

    assert report.refreshing is True
    assert listener.receive(timeout=0) == [QUERY]
    assert not watched
    assert [len(fake.calls) for fake in providers.values()] == [0, 0]
    assert all(query["sql"].lstrip().upper().startswith("SELECT") for query in queries.captured_queries)
    assert not QueryState.objects.exists()


def test_it_hands_a_query_on_once_while_it_counts_as_refreshing(listener, providers):
    search()
    again = search(now=NOON + timedelta(seconds=2))

    assert again.refreshing is True
    assert listener.receive(timeout=0) == [QUERY]


def test_a_query_handed_on_stops_refreshing_once_the_refresher_is_done(listener, providers):
    # The page polls while `refreshing`: it must not wait out the hand-off's memo for a finished refresh.
    search()
    refresh_claim(query=QUERY, now=NOON + timedelta(seconds=1))  # the refresher takes it...
    during = search(now=NOON + timedelta(seconds=2))
    refresh_release(query=QUERY, now=NOON, next_refresh_at=NOON + timedelta(minutes=15), refreshed=True)
    after = search(now=NOON + timedelta(seconds=3))  # ...and is done within the memo's 5 s

    assert (during.refreshing, after.refreshing) == (True, False)
    assert listener.receive(timeout=0) == [QUERY]


def test_it_reads_fresh_and_busy_from_the_shared_state_without_handing_on(listener, providers):
    refresh_claim(query=QUERY, now=NOON)  # the refresher of another node holds it
    busy = search(now=NOON + timedelta(seconds=1))
    refresh_release(query=QUERY, now=NOON, next_refresh_at=NOON + timedelta(minutes=15), refreshed=True)
    fresh = search(now=NOON + timedelta(seconds=10))  # the busy note has expired: read again

    assert (busy.refreshing, fresh.refreshing) == (True, False)
    assert listener.receive(timeout=0) == []


def test_it_drops_the_query_when_the_refresher_is_behind(listener, providers, indexed, watched):
    while handoff_send(query_key(keyword="filler", location="", country="us")) == "sent":
        pass  # the socket's queue is full

    report = search()

    assert report.refreshing is False
    assert not watched
    assert [len(fake.calls) for fake in providers.values()] == [0, 0]


def test_it_refreshes_in_its_own_pool_when_no_refresher_listens(listener, providers, indexed, watched):
    listener.sock.close()  # the socket file stays, nobody reads it: a refresher that died

    report = search()
    refresh_context.state.wait()

    assert report.refreshing is True
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]
    assert len(indexed) == 4


def test_it_ignores_datagrams_that_are_not_queries():
    assert decode(b"not json") is None
    assert decode(b'["us", "go"]') is None
    assert decode(b'["US", " Go  Dev ", ""]') == query_key(keyword="go dev", location="", country="us")


def test_it_hands_on_the_longest_query_in_any_script(listener):
    longest = query_key(keyword="🐍" * 200, location="東京都🗼" * 60, country="de")  # past the 140 kept

    assert handoff_send(longest) == "sent"
    assert listener.receive(timeout=0) == [longest]


def test_it_never_blocks_on_a_socket_that_is_not_a_refresher(listener, settings, tmp_path):
    stream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    path = listener.path.with_name("stream.sock")
    stream.bind(str(path))
    settings.SOURCES_REFRESHER_SOCKET = path

    try:
        assert handoff_send(QUERY) == "absent"
    finally:
        stream.close()
        path.unlink()
