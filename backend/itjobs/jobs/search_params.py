"""A search's parameters as the index's query: one reading for the search and facets API and the
search feeds (web/feeds.py), so a feed lists exactly what its results page shows."""

from typing import Any

from .schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION, JobFiltersIn
from .selectors import JobQuery


def job_query(params: JobFiltersIn, **more: Any) -> tuple[JobQuery, dict[str, Any]]:
    """The query a search's parameters ask for (neither keyword nor location: the spec's fallback
    'Software Developer' in 'US'), and the same normalized for the answer cache's key."""
    keyword = (params.keyword or "").strip()
    location = (params.location or "").strip()
    if not keyword and not location:
        keyword, location = DEFAULT_KEYWORD, DEFAULT_LOCATION
    query = JobQuery(
        keyword=keyword,
        location=location,
        country=params.country,
        remote=params.remote,
        posted_within_days=params.posted_within_days,
        min_salary=params.min_salary,
        employment_type=params.employment_type,
        source=params.source,
        category=params.category,
        correct=not params.exact,
        **more,
    )
    return query, query.__dict__ | {"keyword": " ".join(keyword.lower().split()), "location": location.lower()}
