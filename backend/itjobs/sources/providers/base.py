"""What a job source looks like to the rest of the system (the refresh layer calls `search`), and
how the registry builds one (each provider folder's __init__.py holds its ProviderSpec)."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import httpx

from itjobs.jobs.source_labels import SourceName
from itjobs.sources.http import RetryPolicy
from itjobs.sources.types import FetchResult, SearchQuery


class Provider(Protocol):
    name: SourceName  # 'adzuna', 'jsearch'
    label: str  # 'Adzuna', 'JSearch': the spec's sourceAPI text and error-message prefix
    countries: frozenset[str]  # two-letter lowercase codes this source can search
    page_size: int  # the most results one call returns (the crawl plan asks for this many)
    sorts_by_date: bool  # can page through a search newest first (SearchQuery.newest_first)

    def search(self, query: SearchQuery) -> FetchResult:
        """One page of results. Raises a SourceError subclass (types.py) when the source fails."""
        ...


@dataclass(frozen=True)
class ProviderSpec:
    """One source as the registry (registry.PROVIDERS) and the status page see it."""

    name: SourceName
    configured: Callable[[], bool]  # its API keys are set (demo mode needs none)
    build: Callable[[httpx.Client, RetryPolicy], Provider]  # its client against the real API
    build_demo: Callable[[httpx.Client, RetryPolicy], Provider]  # the same client against the fake upstream
