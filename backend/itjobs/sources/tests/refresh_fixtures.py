"""Fixtures of the refresh tests (imported by name in each test module; this directory has no conftest of ours)."""

import tempfile
from pathlib import Path

import pytest

from itjobs.core.tests.redis_support import redis_ratelimit_clear
from itjobs.fakeworld import runtime
from itjobs.fakeworld.app import FakeUpstream
from itjobs.sources import query_refresh, refresh_context
from itjobs.sources.handoff import HandoffListener
from itjobs.sources.http import RetryPolicy
from itjobs.sources.process_state import ProcessState, QuietSources
from itjobs.sources.providers.registry import build_providers
from itjobs.sources.status import source_statuses_cache_clear
from itjobs.sources.tests.refresh_support import NOON, FakeProvider


@pytest.fixture(name="providers")
def providers_fixture(monkeypatch):
    """Adzuna and JSearch stand-ins that count their calls; the index records what it was given."""
    fakes = {"adzuna": FakeProvider("adzuna"), "jsearch": FakeProvider("jsearch")}
    monkeypatch.setattr(refresh_context, "active_providers", lambda: fakes)
    return fakes


@pytest.fixture(name="indexed")
def indexed_fixture(monkeypatch):
    received = []
    monkeypatch.setattr(query_refresh, "index_jobs", lambda *, jobs, now: received.extend(jobs))
    return received


@pytest.fixture(name="process_state", autouse=True)
def process_state_fixture(settings, monkeypatch):
    """A new process state for each test (no periodic loop: tests run background_tick themselves),
    whose refresh threads have ended when the test does; the shared Redis counters the clock reuses
    are cleared."""
    if settings.REDIS_URL:
        redis_ratelimit_clear(settings.REDIS_URL)
    state = ProcessState(periodic=False)
    monkeypatch.setattr(refresh_context, "state", state)
    monkeypatch.setattr(refresh_context, "quiet_sources", QuietSources())
    source_statuses_cache_clear()
    yield state
    state.shutdown()
    source_statuses_cache_clear()


def wire_upstream(monkeypatch: pytest.MonkeyPatch, app: FakeUpstream) -> FakeUpstream:
    """The real Adzuna and JSearch clients (as demo mode builds them) against `app`, without retry sleeps."""
    monkeypatch.setattr(runtime, "shared_fake_upstream", lambda: app)
    real = build_providers(retry=RetryPolicy(max_retries=0, sleep=lambda _: None))
    monkeypatch.setattr(refresh_context, "active_providers", lambda: real)
    return app


@pytest.fixture(name="upstream")
def upstream_fixture(monkeypatch, settings):
    """A small fake upstream behind the real clients."""
    settings.DEMO_MODE = True
    return wire_upstream(monkeypatch, FakeUpstream(size=400, now=NOON))


@pytest.fixture(name="listener")
def listener_fixture(settings):
    """The refresher's socket, bound on a short path (a UNIX socket path has at most 107 bytes)."""
    directory = Path(tempfile.mkdtemp(prefix="itjobs-rf-"))
    settings.SOURCES_REFRESHER_SOCKET = directory / "refresher.sock"
    listener = HandoffListener(settings.SOURCES_REFRESHER_SOCKET)
    yield listener
    listener.close()
    directory.rmdir()
