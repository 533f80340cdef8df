"""The process's few seconds in front of Django's cache (core/process_cache.py), on a fake clock."""

from django.core.cache import cache

from itjobs.core import process_cache
from itjobs.core.process_cache import ProcessCache
from itjobs.core.tests.redis_support import cache_clear


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_it_hands_out_the_same_object_until_its_hold_is_over():
    clock = Clock()
    here = ProcessCache(size=4, hold=2.0, clock=clock)
    value = (b"page",)
    here.put("k", value)
    clock.now += 1.9
    assert here.get("k") is value
    clock.now += 0.1
    assert here.get("k") is None


def test_it_keeps_at_most_its_size_and_a_new_key_waits_for_a_place():
    clock = Clock()
    here = ProcessCache(size=2, hold=10, clock=clock)
    for key in ("a", "b", "c"):
        here.put(key, key)
    assert [here.get(key) for key in ("a", "b", "c")] == ["a", "b", None]
    clock.now += 5
    here.put("b", "again")  # a key it holds is written again, for a new hold
    clock.now += 5  # 'a' is over; 'b' has 5 seconds left
    here.put("d", "d")
    assert [here.get(key) for key in ("a", "b", "d")] == [None, "again", "d"]


def test_a_stream_of_more_keys_than_places_is_still_read_back():
    # Evicting the oldest, a cycle of 3 keys through 2 places never found one: each was put out
    # just before it came round again.
    here = ProcessCache(size=2, hold=10, clock=Clock())
    found = []
    for key in ["a", "b", "c"] * 3:
        found.append(here.get(key) is not None)
        if not found[-1]:
            here.put(key, key)
    assert found.count(True) == 4  # 'a' and 'b', twice each


def test_it_reads_through_to_djangos_cache_and_writes_both():
    cache_clear()
    process_cache.set("web:test:1", ("kept",), timeout=60)
    assert cache.get("web:test:1") == ("kept",)
    cache.set("web:test:2", ("below",), timeout=60)
    assert process_cache.get("web:test:2") == ("below",)
    cache.delete("web:test:2")  # the cache below let it go: this process still holds it a moment
    assert process_cache.get("web:test:2") == ("below",)
    cache_clear()  # tests empty both
    assert process_cache.get("web:test:1") is None
    assert process_cache.get("web:test:2") is None
