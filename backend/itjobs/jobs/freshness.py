"""How fresh the index is for a search, asked of whatever keeps it fresh (the sources app).

The jobs app sits below the sources that feed it: it never imports them. The sources app
registers its refresher here in SourcesConfig.ready(); without one (sources not installed) every
search answers from the index as it is, with no source statuses.
"""

import logging
from dataclasses import dataclass, field
from typing import Protocol

from .schemas import SourceStatusOut

logger = logging.getLogger(__name__)


@dataclass
class FreshnessReport:
    refreshing: bool = False  # a refresh for this query is running in the background
    sources: list[SourceStatusOut] = field(default_factory=list)


class Refresher(Protocol):
    def __call__(self, *, keyword: str, location: str, country: str) -> FreshnessReport:
        """Start a refresh of this query when it is stale (never blocks) and report the sources' state."""
        ...


class SearchCounter(Protocol):
    def __call__(self, *, keyword: str, location: str, country: str) -> object:
        """Count one search of this query (what the sources' crawl plan calls demand)."""
        ...


_refresher: Refresher | None = None
_counter: SearchCounter | None = None


def register_refresher(refresher: Refresher, *, counter: SearchCounter) -> None:
    """`refresher` for each search answered; `counter` for one answered again without asking it (a replay)."""
    global _refresher, _counter
    _refresher, _counter = refresher, counter


def search_freshness(*, keyword: str, location: str, country: str) -> FreshnessReport:
    """The sources' state for this query; a failing refresh never fails the search."""
    if _refresher is None:
        return FreshnessReport()
    try:
        return _refresher(keyword=keyword, location=location, country=country)
    except Exception:
        logger.exception("Refresh request failed for %r in %r (%s)", keyword, location, country)
        return FreshnessReport()


def search_replayed(*, keyword: str, location: str, country: str) -> None:
    """A search answered with an answer held for a moment (core/microcache.py): its freshness was
    asked a moment ago, but it is one more search all the same, and demand counts it."""
    if _counter is None:
        return
    try:
        _counter(keyword=keyword, location=location, country=country)
    except Exception:
        logger.exception("Counting a replayed search failed for %r in %r (%s)", keyword, location, country)
