"""Redis in tests: every test process has its own key prefix (conftest.py), so clearing means deleting
this process's keys, never FLUSHDB (other test runs may share the server)."""

import os

import redis
from django.conf import settings
from django.core.cache import cache

from itjobs.core import process_cache

REDIS_TEST_URL = os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/7"


def redis_reachable(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1).ping())
    except redis.RedisError:
        return False


def redis_keys_delete(url: str, *, under: str = "") -> None:
    """Delete this process's keys (under REDIS_KEY_PREFIX, and then `under` when given)."""
    client = redis.Redis.from_url(url)
    for key in client.scan_iter(f"{settings.REDIS_KEY_PREFIX}:{under}*"):
        client.delete(key)


def redis_ratelimit_clear(url: str) -> None:
    redis_keys_delete(url, under="ratelimit:")


def cache_clear() -> None:
    """Empty the cache (and with Redis the rate limits): this process's keys only, and what the
    process holds in front of it (core/process_cache.py)."""
    if settings.REDIS_URL:
        redis_keys_delete(settings.REDIS_URL)
    else:
        cache.clear()
    process_cache.clear_here()
