"""What a full-text engine offers: one search, the same on every database (the migrations make
each engine's schema).

sqlite_fts and postgres_fts are modules that implement this Protocol; `index.engine()` returns a
SearchEngine, so mypy checks both offer the same functions with the same signatures.
"""

from typing import Protocol

from .aggregate import Matches
from .query import Filters, Order, SearchResult, TextQuery


class SearchEngine(Protocol):
    def search(
        self,
        *,
        text: TextQuery,
        filters: Filters,
        offset: int,
        limit: int,
        order: Order = "relevance",
        count_to: int | None = None,
    ) -> SearchResult:
        """Title matches first, newest first within each tier (or newest / best paid first); the total,
        counted up to `count_to` (default count_limit() + 1: a caller that only asks whether there are
        any, or fewer than ten, says so and the count stops there)."""
        ...

    # Whether facets may skip counting the search first: their own statement shows whether it finds
    # any job (facets.py). False where the count is cheap and tells matching() how many rows to read.
    FACETS_WITHOUT_A_COUNT: bool

    def matching(self, *, text: TextQuery, filters: Filters, limit: int, total: int | None = None) -> Matches:
        """At most `limit` + 1 jobs the search matches, for counting (index/aggregate.py). `total`: how
        many match, when the caller knows it is within the limit (no bound to look up then)."""
        ...
