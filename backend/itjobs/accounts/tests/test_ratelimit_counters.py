"""Both counter stores count a fixed window per key: the cache (Redis) and the table (no shared cache)."""

import threading
import time

import pytest
from django.db import connection

from itjobs.accounts.ratelimit import CacheCounters, DatabaseCounters, counters

from .factories import in_memory_sqlite


@pytest.fixture(params=[CacheCounters, DatabaseCounters])
def store(request, db):
    return request.param()


def test_it_counts_hits_per_key(store):
    assert store.count("k1") == 0
    assert [store.hit("k1", window_seconds=60) for _ in range(3)] == [1, 2, 3]
    assert store.hit("k2", window_seconds=60) == 1
    assert store.count("k1") == 3


def test_it_starts_a_new_window_when_one_ends(store):
    store.hit("k", window_seconds=1)
    store.hit("k", window_seconds=1)
    time.sleep(1.1)
    assert store.count("k") == 0
    assert store.hit("k", window_seconds=1) == 1


def test_it_clears_a_key(store):
    store.hit("k", window_seconds=60)
    store.clear("k")
    assert store.count("k") == 0


def test_it_uses_the_table_without_a_shared_cache(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    assert isinstance(counters(), DatabaseCounters)
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": "redis://x"}}
    assert isinstance(counters(), CacheCounters)


@pytest.mark.django_db(transaction=True)
def test_the_table_loses_no_hit_under_concurrency():
    if in_memory_sqlite():
        pytest.skip("threads need a file or server database")
    barrier = threading.Barrier(8)

    def worker() -> None:
        try:
            barrier.wait()
            for _ in range(5):
                DatabaseCounters().hit("burst", window_seconds=60)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert DatabaseCounters().count("burst") == 40


def test_it_gives_back_one_event(store):
    store.hit("k", window_seconds=60)
    store.hit("k", window_seconds=60)
    store.release("k")
    assert store.count("k") == 1
    store.release("k")
    store.release("k")  # never below zero
    assert store.count("k") == 0
