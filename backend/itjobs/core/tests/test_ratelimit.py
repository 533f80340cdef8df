"""Fixed windows per key, the same on both stores (Redis and the table); the test owns the clock."""

import threading
from datetime import UTC, datetime, timedelta

import pytest
from django.db import connection

from itjobs.core import ratelimit
from itjobs.core.models import BackoffGate, RateCounter
from itjobs.core.ratelimit import Window
from itjobs.core.tests.ratelimit_fixtures import store_fixture  # noqa: F401 (fixture)

NOON = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
LOGINS = Window("logins", 60)


def later(seconds: float) -> datetime:
    return NOON + timedelta(seconds=seconds)


def test_it_counts_hits_per_key(store):
    assert ratelimit.counts([LOGINS], now=NOON) == [0]
    assert [ratelimit.hit(LOGINS, now=NOON) for _ in range(3)] == [1, 2, 3]
    assert ratelimit.hit(Window("other", 60), now=NOON) == 1
    assert ratelimit.counts([LOGINS, Window("other", 60)], now=NOON) == [3, 1]


def test_the_first_event_opens_the_window(store):
    ratelimit.hit(LOGINS, now=NOON)
    assert ratelimit.hit(LOGINS, now=later(59)) == 2  # still the window NOON opened

    assert ratelimit.counts([LOGINS], now=later(60)) == [0]
    assert ratelimit.hit(LOGINS, now=later(60)) == 1
    assert ratelimit.hit(LOGINS, now=later(119)) == 2  # the window later(60) opened


def test_a_clock_window_follows_the_calendar(store):
    minute = Window("calls", 60, follows_clock=True)

    assert ratelimit.hit(minute, now=later(59)) == 1
    assert ratelimit.hit(minute, now=later(60)) == 1  # 12:01 is a new minute
    assert ratelimit.counts([minute], now=later(119)) == [1]


def test_it_clears_a_key(store):
    ratelimit.hit(LOGINS, now=NOON)
    ratelimit.clear(LOGINS, now=NOON)
    assert ratelimit.counts([LOGINS], now=NOON) == [0]


def test_it_gives_back_one_event(store):
    ratelimit.hit(LOGINS, now=NOON)
    ratelimit.hit(LOGINS, now=NOON)
    ratelimit.release(LOGINS, now=NOON)
    assert ratelimit.counts([LOGINS], now=NOON) == [1]
    ratelimit.release(LOGINS, now=NOON)
    ratelimit.release(LOGINS, now=NOON)  # never below zero
    assert ratelimit.counts([LOGINS], now=NOON) == [0]
    assert ratelimit.hit(LOGINS, now=later(30)) == 1


def test_it_acquires_every_window_or_none(store):
    minute, day = Window("m", 60, follows_clock=True), Window("d", 86400, follows_clock=True)

    granted = [ratelimit.acquire([(minute, 5), (day, 2)], now=NOON) for _ in range(3)]

    assert granted == [True, True, False]
    assert ratelimit.counts([minute, day], now=NOON) == [2, 2]  # the refused call counted nowhere


def test_no_cap_means_unlimited(store):
    assert all(ratelimit.acquire([(LOGINS, 0)], now=NOON) for _ in range(20))


def test_it_uses_redis_when_configured(settings):
    settings.REDIS_URL = ""
    assert isinstance(ratelimit._store(), ratelimit._DatabaseStore)
    settings.REDIS_URL = "redis://127.0.0.1:6379/0"
    assert isinstance(ratelimit._store(), ratelimit._RedisStore)


def test_it_prunes_windows_that_ended_a_day_ago(db):
    RateCounter.objects.create(key="old", count=3, window_ends=NOON - timedelta(days=1, seconds=1))
    RateCounter.objects.create(key="recent", count=3, window_ends=NOON - timedelta(hours=2))

    assert ratelimit.prune(now=NOON) == 1
    assert list(RateCounter.objects.values_list("key", flat=True)) == ["recent"]


@pytest.mark.django_db(transaction=True)
def test_the_table_loses_no_hit_under_concurrency(settings):
    settings.REDIS_URL = ""
    barrier = threading.Barrier(8)

    def worker() -> None:
        try:
            barrier.wait()
            for _ in range(5):
                ratelimit.hit(Window("burst", 60), now=NOON)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert ratelimit.counts([Window("burst", 60)], now=NOON) == [40]


# ---- exponential back-off (login, sign-up and deletion throttles) ----

GATE = ratelimit.Backoff("guesses", free=3, max_wait=60, forget_after=3600)


def test_backoff_lets_the_free_attempts_through_then_doubles_the_wait(store):
    assert [ratelimit.backoff_take([GATE], now=NOON) for _ in range(3)] == [0, 0, 0]
    assert ratelimit.backoff_take([GATE], now=NOON) == 1  # the third opened a wait of 1 s
    assert ratelimit.backoff_take([GATE], now=later(1)) == 0  # the fourth: next waits 2 s
    assert ratelimit.backoff_take([GATE], now=later(2.5)) == 1
    assert ratelimit.backoff_take([GATE], now=later(3)) == 0  # the fifth: next waits 4 s
    assert ratelimit.backoff_take([GATE], now=later(3.1)) == 4  # rounded up
    assert ratelimit.backoff_take([GATE], now=later(7)) == 0


def test_backoff_waits_at_most_max_wait(store):
    gate = ratelimit.Backoff("slow", free=1, max_wait=4, forget_after=3600)
    at, waits = 0.0, []
    for _ in range(6):
        assert ratelimit.backoff_take([gate], now=later(at)) == 0
        wait = ratelimit.backoff_take([gate], now=later(at))
        waits.append(wait)
        at += wait
    assert waits == [1, 2, 4, 4, 4, 4]


def test_backoff_refuses_without_counting(store):
    for _ in range(3):
        ratelimit.backoff_take([GATE], now=NOON)
    for _ in range(5):
        assert ratelimit.backoff_take([GATE], now=later(0.5)) == 1  # refusals do not lengthen the wait
    assert ratelimit.backoff_take([GATE], now=later(1)) == 0
    assert ratelimit.backoff_take([GATE], now=later(2)) == 1  # after the 4th: 2 s


def test_backoff_is_all_or_nothing_across_gates(store):
    other = ratelimit.Backoff("other", free=1, max_wait=60, forget_after=3600)
    assert ratelimit.backoff_take([GATE, other], now=NOON) == 0
    assert ratelimit.backoff_take([GATE, other], now=NOON) == 1  # `other` waits: GATE counts nothing either
    for _ in range(2):
        assert ratelimit.backoff_take([GATE], now=NOON) == 0  # GATE still had two free attempts
    assert ratelimit.backoff_take([GATE], now=NOON) == 1


def test_backoff_forgets_after_a_quiet_spell_and_on_clear(store):
    for _ in range(3):
        ratelimit.backoff_take([GATE], now=later(0))
    assert ratelimit.backoff_take([GATE], now=later(0.5)) == 1
    assert ratelimit.backoff_take([GATE], now=later(3600)) == 0  # forgotten: free again
    assert ratelimit.backoff_take([GATE], now=later(3600)) == 0
    ratelimit.backoff_clear(GATE)
    assert [ratelimit.backoff_take([GATE], now=later(3600)) for _ in range(3)] == [0, 0, 0]


def test_backoff_release_gives_back_an_attempt(store):
    for _ in range(2):
        ratelimit.backoff_take([GATE], now=NOON)
    ratelimit.backoff_release(GATE, now=NOON)
    assert [ratelimit.backoff_take([GATE], now=NOON) for _ in range(2)] == [0, 0]
    assert ratelimit.backoff_take([GATE], now=NOON) == 1


def test_it_prunes_gates_forgotten_a_day_ago(db):
    old, recent = NOON - timedelta(days=1, seconds=1), NOON - timedelta(hours=2)
    BackoffGate.objects.create(key="old", attempts=9, opens_at=old, forget_at=old)
    BackoffGate.objects.create(key="recent", attempts=9, opens_at=recent, forget_at=recent)

    assert ratelimit.prune(now=NOON) == 1
    assert list(BackoffGate.objects.values_list("key", flat=True)) == ["recent"]


@pytest.mark.django_db(transaction=True)
def test_a_burst_on_a_gate_gets_only_the_free_attempts(settings):
    settings.REDIS_URL = ""
    gate = ratelimit.Backoff("burst", free=3, max_wait=60, forget_after=3600)
    barrier = threading.Barrier(8)
    answers: list[int] = []

    def worker() -> None:
        try:
            barrier.wait()
            answers.append(ratelimit.backoff_take([gate], now=NOON))
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(answers) == [0, 0, 0, 1, 1, 1, 1, 1]
