"""Without Redis every gunicorn worker caches search answers in its own memory; the generation that
retires them lives in the database, so a change made in one worker reaches the answers of all."""

import pytest
from django.core.cache.backends.locmem import LocMemCache

from itjobs.jobs import search_cache

PARTS = {"search": {"keyword": "python"}}


@pytest.fixture(name="processes")
def processes_fixture(db, settings, monkeypatch):
    """Two web processes: each its own local-memory cache, both the same database."""
    settings.REDIS_URL = ""
    settings.JOBS_SEARCH_CACHE_SECONDS = 60
    memories = {name: LocMemCache(f"search-cache-test-{name}", {}) for name in ("first", "second")}

    def in_process(name: str) -> None:
        monkeypatch.setattr(search_cache, "cache", memories[name])

    yield in_process
    for memory in memories.values():
        memory.clear()


def test_both_processes_read_the_same_generation_after_a_bump(processes):
    processes("first")
    bumped = search_cache.bump_search_generation()
    processes("second")
    assert search_cache.search_generation() == bumped


def test_a_bump_in_one_process_retires_the_answers_another_process_cached(processes):
    processes("second")
    assert search_cache.cached(PARTS, lambda: "with the post") == "with the post"
    assert search_cache.cached(PARTS, lambda: "recomputed") == "with the post"  # cached in that process

    processes("first")  # the employer closes the post here: the ingest bumps the generation
    search_cache.bump_search_generation()

    processes("second")
    assert search_cache.cached(PARTS, lambda: "without the post") == "without the post"


def test_every_bump_is_a_new_generation(processes):
    processes("first")
    assert len({search_cache.bump_search_generation() for _ in range(5)}) == 5
