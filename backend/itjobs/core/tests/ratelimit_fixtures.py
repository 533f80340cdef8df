"""The rate limiter's two stores as a fixture: every test that takes `store` runs on the database and,
when a server answers, on Redis (imported by name where used)."""

import pytest

from itjobs.core.tests.redis_support import REDIS_TEST_URL, redis_ratelimit_clear, redis_reachable


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
