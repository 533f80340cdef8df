"""Named personas and test hygiene shared by the accounts and employers tests."""

from datetime import datetime, timedelta

import pytest
from django.test import Client
from django.utils import timezone

from itjobs.accounts import throttle
from itjobs.core.tests.redis_support import cache_clear

from .factories import make_company, make_seeker


@pytest.fixture(autouse=True)
def _empty_cache():
    """Cached answers and (with Redis) the rate-limit counters: every test starts from zero."""
    cache_clear()
    yield
    cache_clear()


@pytest.fixture(autouse=True)
def _fast_hashers(settings):
    """Argon2 is slow on purpose; test_signup checks the configured hashers use it."""
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def seeker(db):
    return make_seeker()


@pytest.fixture
def company(db):
    return make_company()


@pytest.fixture
def other_company(db):
    return make_company(email="jobs@globex.example", name="Globex Data")


@pytest.fixture
def client():
    return Client()


class Clock:
    """The throttles' clock (accounts.throttle.clock), moved by hand: tests never sleep."""

    def __init__(self) -> None:
        self.now = timezone.now()  # stopped; not a fixed date, which the tables' pruning would see as long past

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr(throttle, "clock", clock)
    return clock
