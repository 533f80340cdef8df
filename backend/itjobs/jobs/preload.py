"""What the search page and a job page ask the API for first (see itjobs.web.preload)."""

import re

from django.http import QueryDict

from itjobs.web.preload import ApiCall
from itjobs.web.shell import query_allows_prerendered

from .countries import DEFAULT_COUNTRY
from .schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION, JobSearchIn
from .seo import job_path_candidates

# The search page's first request for a bare /jobs: the spec's fallback search, first page, at the
# API's default page size, as the frontend's toApiQuery writes it (search-params.ts: DEFAULT_PRESET,
# PAGE_SIZE). The e2e search spec checks that the page uses it instead of asking the API.
DEFAULT_SEARCH = {
    "keyword": DEFAULT_KEYWORD,
    "location": DEFAULT_LOCATION,
    "country": DEFAULT_COUNTRY,
    "page": "1",
    "page_size": str(JobSearchIn.model_fields["page_size"].default),
}


def search_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """The default search, when the address holds no search of its own."""
    if not query_allows_prerendered(query.keys()):
        return []
    return [ApiCall("/api/jobs/search", DEFAULT_SEARCH)]


def job_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """The job the address most likely names (the frontend tries the same candidate first)."""
    candidates = job_path_candidates(match["slug"])
    return [ApiCall(f"/api/jobs/{candidates[0]}")] if candidates else []
