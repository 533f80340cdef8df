"""What a job source looks like to the rest of the system (the refresh layer calls `search`), and
how the registry builds one (each provider folder's __init__.py holds its ProviderSpec)."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import httpx
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from itjobs.jobs.source_labels import SourceName
from itjobs.sources.http import RetryPolicy
from itjobs.sources.types import FetchResult, SearchQuery


class Provider(Protocol):
    name: SourceName  # 'adzuna', 'jsearch': its spec's name
    label: str  # 'Adzuna', 'JSearch': its spec's label, the prefix of its error messages
    countries: frozenset[str]  # two-letter lowercase codes this source can search
    page_size: int  # the most results one call returns (the crawl plan asks for this many)
    sorts_by_date: bool  # can page through a search newest first (SearchQuery.newest_first)

    def search(self, query: SearchQuery) -> FetchResult:
        """One page of results. Raises a SourceError subclass (types.py) when the source fails."""
        ...


@dataclass(frozen=True)
class ProviderSpec:
    """One source as the registry (registry.PROVIDERS) and the status page see it."""

    name: SourceName  # starts its jobs' ids ('adzuna-123'): lowercase letters or digits, at most 10
    label: str  # what a visitor reads: the cards' source, the status messages ('Adzuna')
    id_shape: re.Pattern[str]  # what its own ids look like; its jobs' ids are '{name}-{own id}'
    configured: Callable[[], bool]  # its API keys are set (demo mode needs none)
    build: Callable[[httpx.Client, RetryPolicy], Provider]  # its client against the real API
    # Its settings' prefix: {PREFIX}_CALLS_PER_MINUTE and {PREFIX}_CALLS_PER_DAY hold its budget.
    settings_prefix: str
    # Its fake server's module in the development package (demo mode and tests run its real client
    # against it): a dotted path, imported only there, never by serving code.
    fake: str = ""

    @property
    def limit_settings(self) -> tuple[str, str]:
        return f"{self.settings_prefix}_CALLS_PER_MINUTE", f"{self.settings_prefix}_CALLS_PER_DAY"

    def limits(self) -> tuple[int, int]:
        """Its calls per calendar minute and per day (0: no cap) from the settings; a missing one is
        an error, never 'no cap'."""
        per_minute, per_day = self.limit_settings
        return _limit_setting(per_minute), _limit_setting(per_day)


def _limit_setting(name: str) -> int:
    if not hasattr(settings, name):
        raise ImproperlyConfigured(
            f"{name} is not set: every source needs its call limits in config/settings.py (0 for no cap)."
        )
    value = getattr(settings, name)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ImproperlyConfigured(f"{name} must be a whole number of calls, 0 or more (0 for no cap), not {value!r}.")
    return value
