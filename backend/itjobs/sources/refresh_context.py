"""What the refresh runs with, passed in rather than read from module globals: the process's memory,
its sources' clients and call limits, and the settings values it decides by.

The serving code's entry points (a search, the refresher's round) take the process's own,
`process_context()`, built from settings on each call; the quota simulation builds one for its
simulated clock and world and hands it to the same functions.
"""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from functools import cache

from django.conf import settings

from .budget import Limits, source_limits
from .process_state import ProcessState, QuietSources
from .providers.base import Provider
from .providers.registry import build_providers
from .status import source_configured


@dataclass(frozen=True)
class RefreshConfig:
    """The refresh's settings (config/settings.py says what each means)."""

    mode: str  # SOURCES_REFRESH_MODE: 'background', 'inline' or 'off'
    crawl_plan: bool  # SOURCES_CRAWL_PLAN
    fresh_minutes: int  # SOURCES_FRESH_MINUTES
    rare_recheck_minutes: int  # SOURCES_RARE_RECHECK_MINUTES
    workers: int  # SOURCES_REFRESH_WORKERS
    popular_interval_seconds: int  # SOURCES_POPULAR_INTERVAL_SECONDS
    background_reserve: float  # SOURCES_BACKGROUND_RESERVE

    @classmethod
    def from_settings(cls) -> "RefreshConfig":
        return cls(
            mode=settings.SOURCES_REFRESH_MODE,
            crawl_plan=settings.SOURCES_CRAWL_PLAN,
            fresh_minutes=settings.SOURCES_FRESH_MINUTES,
            rare_recheck_minutes=settings.SOURCES_RARE_RECHECK_MINUTES,
            workers=settings.SOURCES_REFRESH_WORKERS,
            popular_interval_seconds=settings.SOURCES_POPULAR_INTERVAL_SECONDS,
            background_reserve=settings.SOURCES_BACKGROUND_RESERVE,
        )

    @property
    def fresh_window(self) -> timedelta:
        return timedelta(minutes=self.fresh_minutes)


@dataclass(frozen=True)
class RefreshContext:
    state: ProcessState  # what this process remembers, and its refresh threads
    quiet: QuietSources  # the sources that will refuse a call until some moment
    providers: Callable[[], dict[str, Provider]]  # the enabled sources' clients by name
    limits: Callable[[str], Limits]  # a source's calls per minute and per day
    config: RefreshConfig


@cache
def active_providers() -> dict[str, Provider]:
    """The configured sources' clients, built once per process (they keep their connections)."""
    return {str(name): provider for name, provider in build_providers().items() if source_configured(source=name)}


# This process's own (tests put fresh ones in their place).
state = ProcessState()
quiet_sources = QuietSources()


def process_context() -> RefreshContext:
    """This process's memory and clients, with the call limits and refresh settings as they are now."""
    return RefreshContext(
        state=state,
        quiet=quiet_sources,
        providers=active_providers,
        limits=lambda source: source_limits(source=source),
        config=RefreshConfig.from_settings(),
    )
