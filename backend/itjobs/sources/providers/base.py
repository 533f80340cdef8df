"""What a job source looks like to the rest of the system (the refresh layer calls `search`)."""

from typing import Protocol

from itjobs.jobs.source_labels import SourceName
from itjobs.sources.types import FetchResult, SearchQuery


class Provider(Protocol):
    name: SourceName  # 'adzuna', 'jsearch'
    label: str  # 'Adzuna', 'JSearch': the spec's sourceAPI text and error-message prefix
    countries: frozenset[str]  # two-letter lowercase codes this source can search

    def search(self, query: SearchQuery) -> FetchResult:
        """One page of results. Raises a SourceError subclass (types.py) when the source fails."""
        ...
