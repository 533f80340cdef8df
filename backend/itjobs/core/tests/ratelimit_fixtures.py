"""The rate limiter's two stores as a fixture: every test that takes `store` runs on the database and,
when a server answers, on Redis (imported by name where used)."""

import os

import pytest
import redis
from django.conf import settings as django_settings

REDIS_TEST_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/7"


def redis_reachable(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def redis_ratelimit_clear(url: str) -> None:
    """Forget this run's Redis counters (only keys under this run's prefix)."""
    client = redis.Redis.from_url(url)
    for key in client.scan_iter(f"{django_settings.REDIS_KEY_PREFIX}:ratelimit:*"):
        client.delete(key)


@pytest.fixture(name="store", params=["database", "redis"])
def store_fixture(request, settings):
    if request.param == "redis":
        if not redis_reachable(REDIS_TEST_URL):
            pytest.skip(f"Redis is not reachable at {REDIS_TEST_URL}; the Redis store was not tested")
        settings.REDIS_URL = REDIS_TEST_URL
        redis_ratelimit_clear(REDIS_TEST_URL)
    else:
        settings.REDIS_URL = ""
        request.getfixturevalue("db")
    return request.param
