"""Keeping the local index fresh within the sources' quotas (issue 4, item 6).

The search API calls `request_refresh` for every search; it must return at once. Replaced in
full by the freshness/single-flight implementation; this first version refreshes nothing.
"""

from dataclasses import dataclass, field

from itjobs.jobs.schemas import SourceStatusOut


@dataclass
class FreshnessReport:
    refreshing: bool = False  # a refresh for this query is running in the background
    sources: list[SourceStatusOut] = field(default_factory=list)


def request_refresh(*, keyword: str, location: str, country: str) -> FreshnessReport:
    """Start (at most one, shared) refresh per source when this query is stale; never blocks."""
    return FreshnessReport()
