"""Each source's call budget: calls per calendar minute and per day, counted by core.ratelimit, so
they hold across processes (Redis when REDIS_URL is set, else the database)."""

import math
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings

from itjobs.core import ratelimit
from itjobs.core.ratelimit import Window

from .providers.registry import provider_spec

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
    visitors_used: int = 0  # of day_used, by visitors' own refreshes

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
    """The registered source's budget, from the settings its spec names."""
    spec = provider_spec(source)
    if spec is None:
        raise ValueError(f"no source named {source!r} is registered")
    per_minute, per_day = spec.limits()
    return Limits(per_minute=per_minute, per_day=per_day)


def _windows(source: str) -> tuple[Window, Window]:
    return (
        Window(f"source:{source}:m", MINUTE, follows_clock=True),
        Window(f"source:{source}:d", DAY, follows_clock=True),
    )


def _visitors_window(source: str) -> Window:
    return Window(f"source:{source}:v", DAY, follows_clock=True)


def visitors_cap(*, source: str, limits: Limits | None = None, reserve: float | None = None) -> int:
    """Calls a day visitors' own refreshes may make (rare queries the index answers too thinly): the
    share the crawl plan leaves, SOURCES_BACKGROUND_RESERVE; 0 (no cap) for a source without a
    daily cap."""
    per_day = (limits or source_limits(source=source)).per_day
    share = settings.SOURCES_BACKGROUND_RESERVE if reserve is None else reserve
    return math.ceil(per_day * share) if per_day else 0


def rate_acquire(
    *, source: str, now: datetime, reserve: float = 0.0, visitors: bool = False, limits: Limits | None = None
) -> bool:
    """Count one call to `source` and say True, or say False when its minute or day is full (or, for a
    visitor's refresh, the visitors' share of the day). `limits`: the source's, when not from settings."""
    limits = limits or source_limits(source=source)
    per_minute, per_day = limits.caps(reserve=reserve)
    minute, day = _windows(source)
    windows = [(minute, per_minute), (day, per_day)]
    if visitors:
        windows.append((_visitors_window(source), visitors_cap(source=source, limits=limits)))
    return ratelimit.acquire(windows, now=now)


def rate_usage(*, source: str, now: datetime, limits: Limits | None = None) -> Usage:
    minute_used, day_used, visitors_used = ratelimit.counts([*_windows(source), _visitors_window(source)], now=now)
    return Usage(
        minute_used=minute_used,
        day_used=day_used,
        limits=limits or source_limits(source=source),
        visitors_used=visitors_used,
    )
