"""A few seconds of this process's memory in front of Django's cache, for values read on nearly every
request: a rendered page, a search's serialized page.

Django's cache pickles what it keeps (locmem) or fetches it from Redis, so every hit copies the
whole value again: for a 50 KB page about a twentieth of a cached request's time. Here the object
itself is kept, for `HOLD_SECONDS` at most, so what the cache below says is followed within that
long. Keys are the callers' own versioned keys (they name the index generation), so nothing here is
ever invalidated by hand. Values must be immutable (frozen dataclasses of bytes and strings).
"""

import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from django.core.cache import cache

HOLD_SECONDS = 2.0
SIZE = 128  # values at once, about 6 MB of pages and answers per process (see put)


class ProcessCache:
    def __init__(self, *, size: int = SIZE, hold: float = HOLD_SECONDS, clock: Callable[[], float] = time.monotonic):
        self._items: OrderedDict[str, tuple[float, Any]] = OrderedDict()
        self._size, self._hold, self._clock = size, hold, clock
        self._lock = threading.Lock()  # the refresher's threads share a process with requests

    def get(self, key: str) -> Any | None:
        entry = self._items.get(key)
        if entry is None:
            return None
        if entry[0] <= self._clock():
            with self._lock:
                self._items.pop(key, None)
            return None
        return entry[1]

    def put(self, key: str, value: Any) -> None:
        """Holds `value` for the hold time. When every place holds a value still in its time, a new
        key is not kept: evicting the oldest, a stream of more keys than places (a mix of 200
        searches, a crawler's walk) put out each value before it was asked for again, and nothing
        was ever read back. Kept values leave when their time is over, the oldest first."""
        with self._lock:
            now = self._clock()
            if key not in self._items and len(self._items) >= self._size:
                # One hold time for all, so the oldest put is the first to end.
                while self._items and next(iter(self._items.values()))[0] <= now:
                    self._items.popitem(last=False)
                if len(self._items) >= self._size:
                    return
            self._items[key] = (now + self._hold, value)
            self._items.move_to_end(key)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


_here = ProcessCache()


def get(key: str) -> Any | None:
    """The value under `key`: from this process when it read it lately, else from Django's cache."""
    value = _here.get(key)
    if value is None and (value := cache.get(key)) is not None:
        _here.put(key, value)
    return value


def set(key: str, value: Any, *, timeout: int) -> None:
    cache.set(key, value, timeout=timeout)
    _here.put(key, value)


def held(key: str) -> Any | None:
    """What this process alone holds under `key` (never asks the cache below)."""
    return _here.get(key)


def hold(key: str, value: Any) -> None:
    """Keep `value` in this process alone, for a moment (values too cheap to share, too big to redo)."""
    _here.put(key, value)


def clear_here() -> None:
    """Forget what this process holds (tests, after emptying the cache below)."""
    _here.clear()
