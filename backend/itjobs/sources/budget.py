"""Each source's call budget: calls per calendar minute and per day, counted by core.ratelimit, so
they hold across processes (Redis when REDIS_URL is set, else the database)."""

import math
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings

from itjobs.core import ratelimit
from itjobs.core.ratelimit import Window

MINUTE, DAY = 60, 86400


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


def _windows(source: str) -> tuple[Window, Window]:
    return (
        Window(f"source:{source}:m", MINUTE, follows_clock=True),
        Window(f"source:{source}:d", DAY, follows_clock=True),
    )


def rate_acquire(*, source: str, now: datetime, reserve: float = 0.0) -> bool:
    """Count one call to `source` and say True, or say False when its minute or day is full."""
    per_minute, per_day = source_limits(source=source).caps(reserve=reserve)
    minute, day = _windows(source)
    return ratelimit.acquire([(minute, per_minute), (day, per_day)], now=now)


def rate_usage(*, source: str, now: datetime) -> Usage:
    minute_used, day_used = ratelimit.counts(_windows(source), now=now)
    return Usage(minute_used=minute_used, day_used=day_used, limits=source_limits(source=source))
