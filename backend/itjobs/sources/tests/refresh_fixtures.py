"""Fixtures of the refresh tests (imported by name in each test module; this directory has no conftest of ours)."""

import pytest

from itjobs.core.tests.redis_support import redis_ratelimit_clear
from itjobs.sources import refresh, tasks
from itjobs.sources.fake_upstream import runtime
from itjobs.sources.fake_upstream.app import FakeUpstream
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.registry import build_providers
from itjobs.sources.tests.refresh_support import NOON, FakeProvider


@pytest.fixture(name="providers")
def providers_fixture(monkeypatch):
    """Adzuna and JSearch stand-ins that count their calls; the index records what it was given."""
    fakes = {"adzuna": FakeProvider("adzuna"), "jsearch": FakeProvider("jsearch")}
    monkeypatch.setattr(tasks, "active_providers", lambda: fakes)
    return fakes


@pytest.fixture(name="indexed")
def indexed_fixture(monkeypatch):
    received = []
    monkeypatch.setattr(tasks, "index_jobs", lambda *, jobs, now: received.extend(jobs))
    return received


@pytest.fixture(autouse=True)
def fresh_process_state(settings):
    """Forget this process's memory of queries; clear the shared Redis counters the clock reuses."""
    if settings.REDIS_URL:
        redis_ratelimit_clear(settings.REDIS_URL)
    refresh._reset_for_tests()
    yield
    refresh._reset_for_tests()


def wire_upstream(monkeypatch: pytest.MonkeyPatch, app: FakeUpstream) -> FakeUpstream:
    """The real Adzuna and JSearch clients (as demo mode builds them) against `app`, without retry sleeps."""
    monkeypatch.setattr(runtime, "shared_fake_upstream", lambda: app)
    real = build_providers(retry=RetryPolicy(max_retries=0, sleep=lambda _: None))
    monkeypatch.setattr(tasks, "active_providers", lambda: real)
    return app


@pytest.fixture(name="upstream")
def upstream_fixture(monkeypatch, settings):
    """A small fake upstream behind the real clients."""
    settings.DEMO_MODE = True
    return wire_upstream(monkeypatch, FakeUpstream(size=400, now=NOON))
