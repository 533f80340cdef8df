from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from itjobs.accounts.tests.personas import _empty_cache, _fast_hashers, client, seeker  # noqa: F401 (fixtures)
from itjobs.alerts import services
from itjobs.alerts.services import mail_server


class AlertClock:
    """The alert API's clock (services.clock), moved by hand; rounds take `now` from it too."""

    def __init__(self) -> None:
        self.now = timezone.now().replace(microsecond=0)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@pytest.fixture
def clock(monkeypatch) -> AlertClock:
    clock = AlertClock()
    monkeypatch.setattr(services, "clock", clock)
    return clock


@pytest.fixture(autouse=True)
def _confirmations_in_place(monkeypatch):
    """The confirmation's first attempt runs beside the request in production (services.background);
    here in place, so a test reads the outbox right after the request. test_double_opt_in checks that
    the request itself never waits for it."""
    monkeypatch.setattr(services, "background", lambda job: job())


@pytest.fixture(autouse=True)
def _mail_server_ok():
    mail_server.failing_until = None
    yield
    mail_server.failing_until = None


@pytest.fixture(autouse=True)
def _database(db):
    """Every alert test reads and writes the database."""
