"""Per-source call budgets (calls per minute and per day) that hold across processes.

Fixed windows: Redis counters (one Lua script checks and counts both windows atomically) when
REDIS_URL is set, else rows in the database updated with a conditional UPDATE.
"""

import math
from dataclasses import dataclass
from datetime import datetime
from functools import cache

import redis
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F

from .models import RateCounter

MINUTE, DAY = 60, 86400
_WINDOWS = (("m", MINUTE), ("d", DAY))

# KEYS: minute and day counters. ARGV: their caps (0 = none) and lifetimes in seconds.
_ACQUIRE_LUA = """
for i = 1, 2 do
  local cap = tonumber(ARGV[i])
  if cap > 0 and tonumber(redis.call('GET', KEYS[i]) or '0') >= cap then return 0 end
end
for i = 1, 2 do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[i + 2])
end
return 1
"""


@dataclass(frozen=True)
class Limits:
    per_minute: int  # 0: no cap
    per_day: int  # 0: no cap

    def caps(self, *, reserve: float) -> tuple[int, int]:
        """Caps for a caller that leaves `reserve` (a share, 0..1) of each budget to others."""
        return _cap(self.per_minute, reserve), _cap(self.per_day, reserve)


@dataclass(frozen=True)
class Usage:
    minute_used: int
    day_used: int
    limits: Limits

    @property
    def minute_left(self) -> int | None:
        return None if not self.limits.per_minute else max(0, self.limits.per_minute - self.minute_used)

    @property
    def day_left(self) -> int | None:
        return None if not self.limits.per_day else max(0, self.limits.per_day - self.day_used)


def _cap(limit: int, reserve: float) -> int:
    if limit <= 0:
        return 0
    return max(1, math.floor(limit * (1 - reserve))) if reserve else limit


def source_limits(*, source: str) -> Limits:
    prefix = source.upper()
    return Limits(
        per_minute=int(getattr(settings, f"{prefix}_CALLS_PER_MINUTE", 0)),
        per_day=int(getattr(settings, f"{prefix}_CALLS_PER_DAY", 0)),
    )


def _window_starts(now: datetime) -> list[tuple[str, int, int]]:
    epoch = int(now.timestamp())
    return [(name, epoch - epoch % size, size) for name, size in _WINDOWS]


def rate_acquire(*, source: str, now: datetime, reserve: float = 0.0) -> bool:
    """Count one call to `source` and say True, or say False when a window is full."""
    caps = source_limits(source=source).caps(reserve=reserve)
    windows = _window_starts(now)
    if settings.REDIS_URL:
        keys = [_redis_key(source, name, start) for name, start, _ in windows]
        lifetimes = [size + 60 for _, _, size in windows]
        script = _redis(settings.REDIS_URL).register_script(_ACQUIRE_LUA)
        return bool(script(keys=keys, args=[*caps, *lifetimes]))
    return _db_acquire(
        source=source, windows=[(name, start, cap) for (name, start, _), cap in zip(windows, caps, strict=True)]
    )


def rate_usage(*, source: str, now: datetime) -> Usage:
    windows = _window_starts(now)
    if settings.REDIS_URL:
        values = _redis(settings.REDIS_URL).mget([_redis_key(source, name, start) for name, start, _ in windows])
        counts = [int(value or 0) for value in values]
    else:
        rows = dict(
            RateCounter.objects.filter(
                source=source, window__in=["m", "d"], window_start__in=[start for _, start, _ in windows]
            ).values_list("window", "count")
        )
        counts = [rows.get(name, 0) for name, _, _ in windows]
    return Usage(minute_used=counts[0], day_used=counts[1], limits=source_limits(source=source))


def rate_counters_prune(*, now: datetime) -> int:
    """Drop database counters of windows that ended over a day ago."""
    deleted, _ = RateCounter.objects.filter(window_start__lt=int(now.timestamp()) - 2 * DAY).delete()
    return deleted


class _WindowFull(Exception):
    pass


def _db_acquire(*, source: str, windows: list[tuple[str, int, int]]) -> bool:
    try:
        with transaction.atomic():
            for name, start, cap in windows:
                _db_counter_row(source=source, window=name, start=start)
                rows = RateCounter.objects.filter(source=source, window=name, window_start=start)
                if cap:
                    rows = rows.filter(count__lt=cap)
                # Conditional UPDATE: concurrent callers serialize on the row and re-check the cap.
                if not rows.update(count=F("count") + 1):
                    raise _WindowFull
    except _WindowFull:
        return False
    return True


def _db_counter_row(*, source: str, window: str, start: int) -> None:
    if RateCounter.objects.filter(source=source, window=window, window_start=start).exists():
        return
    try:
        with transaction.atomic():
            RateCounter.objects.create(source=source, window=window, window_start=start)
    except IntegrityError:
        pass  # another process created it first


def _redis_key(source: str, window: str, start: int) -> str:
    return f"itjobs:ratelimit:{source}:{window}:{start}"


@cache
def _redis(url: str) -> "redis.Redis":
    return redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
