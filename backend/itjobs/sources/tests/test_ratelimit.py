"""Per-source budgets: per minute and per day, shared by every process (Redis or the database)."""

import os
from datetime import datetime, timedelta

import pytest

from itjobs.core.tests.ratelimit_fixtures import store_fixture  # noqa: F401 (fixture)
from itjobs.core.tests.redis_support import REDIS_TEST_URL, redis_ratelimit_clear, redis_reachable
from itjobs.sources import query_refresh
from itjobs.sources.budget import rate_acquire, rate_usage, source_limits
from itjobs.sources.tests.refresh_fixtures import (  # noqa: F401 (fixtures)
    indexed_fixture,
    process_state_fixture,
    providers_fixture,
)
from itjobs.sources.tests.refresh_support import NOON, race, shared_database_env


def acquire_many(n: int, *, source: str = "jsearch", now: datetime = NOON, reserve: float = 0.0) -> list[bool]:
    return [rate_acquire(source=source, now=now, reserve=reserve) for _ in range(n)]


def test_it_allows_five_jsearch_calls_a_minute_by_default(store):
    assert acquire_many(7) == [True] * 5 + [False] * 2


def test_it_opens_a_new_window_each_minute(store):
    acquire_many(5)

    assert rate_acquire(source="jsearch", now=NOON + timedelta(minutes=1)) is True


def test_it_holds_the_daily_budget(store, settings):
    settings.ADZUNA_CALLS_PER_DAY = 3
    granted = [rate_acquire(source="adzuna", now=NOON + timedelta(minutes=m)) for m in range(5)]

    assert granted == [True, True, True, False, False]


def test_it_leaves_a_reserve_when_asked(store):
    assert acquire_many(5, reserve=0.2).count(True) == 4
    assert rate_acquire(source="jsearch", now=NOON) is True  # the visitor's share is still there


def test_it_reports_calls_used_and_budget_left(store, settings):
    settings.ADZUNA_CALLS_PER_MINUTE = 25
    settings.ADZUNA_CALLS_PER_DAY = 250
    acquire_many(3, source="adzuna")

    usage = rate_usage(source="adzuna", now=NOON)

    assert (usage.minute_used, usage.minute_left, usage.day_used, usage.day_left) == (3, 22, 3, 247)


@pytest.mark.django_db(transaction=True)
def test_it_holds_across_processes_in_the_database(settings, tmp_path):
    settings.REDIS_URL = ""
    env = shared_database_env(tmp_path=tmp_path)

    won = race(what="acquire", processes=2, attempts=10, epoch=int(NOON.timestamp()), env=env)

    assert sum(won) == 5


def test_it_holds_across_processes_in_redis(tmp_path):
    if not redis_reachable(REDIS_TEST_URL):
        pytest.skip(f"Redis is not reachable at {REDIS_TEST_URL}; the cross-process Redis limit was not tested")
    redis_ratelimit_clear(REDIS_TEST_URL)
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.update(REDIS_URL=REDIS_TEST_URL, VAR_DIR=str(tmp_path))

    won = race(what="acquire", processes=2, attempts=10, epoch=int(NOON.timestamp()), env=env)

    assert sum(won) == 5


def test_it_calls_no_source_when_the_shared_limiter_is_unreachable(settings, caplog):
    settings.REDIS_URL = "redis://127.0.0.1:9/0"  # nothing listens on the discard port

    allowed = query_refresh._acquire(source="jsearch", now=NOON, reserve=0.0, limits=source_limits(source="jsearch"))

    assert allowed is False
    assert "Rate limiter unreachable" in caplog.text
