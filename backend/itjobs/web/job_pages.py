"""The job pages on the server: a job page's head (or its 404) and the API calls the search page
and a job page make first. WebConfig.ready() registers them; the jobs app knows nothing of pages.
"""

import re

from django.http import QueryDict

from itjobs.jobs.countries import DEFAULT_COUNTRY
from itjobs.jobs.head import JOB_PAGE_PATTERN, job_page_head
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION, JobSearchIn

from .pages import register
from .preload import ApiCall, register_preload
from .shell import query_allows_prerendered

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
    """The job the address names, as the job page asks for it (get-job.ts), 404 included."""
    return [ApiCall(f"/api/jobs/by-path/{match['slug']}")]


def register_job_pages() -> None:
    # Before the generic '/jobs/{slug}' route: a job page gets its job's head, or a 404.
    register(JOB_PAGE_PATTERN, job_page_head, first=True)
    register_preload(JOB_PAGE_PATTERN, job_page_calls)
    register_preload(r"^/jobs$", search_page_calls)
