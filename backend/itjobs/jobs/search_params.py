"""A search's parameters as the index's query with its answer-cache key: one reading for the search
and facets API and the search feeds (web/feeds.py), so a feed lists exactly what its results page
shows. The query itself is JobFiltersIn.job_query's (job alerts match with it too)."""

from typing import Any

from .schemas import JobFiltersIn
from .selectors import JobQuery


def job_query(params: JobFiltersIn, **more: Any) -> tuple[JobQuery, dict[str, Any]]:
    """The query the parameters ask for, and the same normalized for the answer cache's key."""
    query = params.job_query(**more)
    normalized = {"keyword": " ".join(query.keyword.lower().split()), "location": query.location.lower()}
    return query, query.__dict__ | normalized
