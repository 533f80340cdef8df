"""Server-side cache of search answers (Redis when REDIS_URL is set, else this process's memory).

Keys hold the normalized query and filters plus an index generation that every ingest and expiry
bumps, so a change to the index retires every cached answer at once; a short TTL bounds staleness
where the cache is per process (no Redis) and the change happened in another process.
"""

import hashlib
import json
from collections.abc import Callable
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache

T = TypeVar("T")
_GENERATION_KEY = "jobs:search:generation"


def search_generation() -> int:
    generation = cache.get(_GENERATION_KEY)
    if generation is None:
        cache.add(_GENERATION_KEY, 1, timeout=None)
        generation = cache.get(_GENERATION_KEY, 1)
    return int(generation)


def bump_search_generation() -> int:
    """Retire every cached search answer (the index changed)."""
    try:
        return cache.incr(_GENERATION_KEY)
    except ValueError:  # not there yet (first ingest, or evicted)
        cache.add(_GENERATION_KEY, 2, timeout=None)
        return search_generation()


def cache_key(parts: dict[str, Any]) -> str:
    payload = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(payload.encode()).hexdigest()[:32]
    return f"jobs:search:{search_generation()}:{digest}"


def cached(parts: dict[str, Any], compute: Callable[[], T]) -> T:
    """The cached answer for these parts, else compute it and keep it for JOBS_SEARCH_CACHE_SECONDS."""
    ttl = int(getattr(settings, "JOBS_SEARCH_CACHE_SECONDS", 60))
    if ttl <= 0:
        return compute()
    key = cache_key(parts)
    hit: T | None = cache.get(key)
    if hit is not None:
        return hit
    value = compute()
    cache.set(key, value, timeout=ttl)
    return value
