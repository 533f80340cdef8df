"""The job pages on the server: a job page's head (or its 404) and the API calls the search page
and a job page make first. WebConfig.ready() registers them; the jobs app knows nothing of pages.
"""

import re

from django.http import QueryDict

from itjobs.content.cities import city_name_from_slug, parse_city_page
from itjobs.content.page_texts import SEARCH_SCREENS
from itjobs.jobs.countries import DEFAULT_COUNTRY
from itjobs.jobs.head import JOB_PAGE_PATTERN, job_page_head
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION, JobSearchIn

from .pages import register
from .preload import ApiCall, register_preload
from .shell import query_allows_prerendered

# The search page's first request for a bare /jobs: the fallback search, first page, at the
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


def _first_page(**search: str) -> ApiCall:
    """A search's first page as the screens ask for it (toApiQuery): empty fields left out."""
    params = {name: value for name, value in search.items() if value}
    return ApiCall("/api/jobs/search", {**params, "page": "1", "page_size": DEFAULT_SEARCH["page_size"]})


def landing_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """A search page with a fixed first search (routes/jobs.tsx, developer-jobs.tsx presets)."""
    if not query_allows_prerendered(query.keys()):
        return []
    screen = SEARCH_SCREENS[match.string]
    return [_first_page(keyword=screen.keyword, country=DEFAULT_COUNTRY)]


def jobs_in_location_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """/jobs/location/{place}: every job there (routes/jobs.tsx)."""
    if not query_allows_prerendered(query.keys()):
        return []
    return [_first_page(location=city_name_from_slug(match["location"]), country=DEFAULT_COUNTRY)]


def city_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """A city page's default search (city-jobs.tsx): its keyword, where 'IT' means every job."""
    page = parse_city_page(match.string[1:])
    if page is None or not query_allows_prerendered(query.keys()):
        return []
    keyword = "" if page.keyword.lower() == "it" else page.keyword
    return [_first_page(keyword=keyword, location=page.city, country=DEFAULT_COUNTRY)]


def job_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """The job the address names, as the job page asks for it (get-job.ts), 404 included."""
    return [ApiCall(f"/api/jobs/by-path/{match['slug']}")]


def register_job_pages() -> None:
    # Before the generic '/jobs/{slug}' route: a job page gets its job's head, or a 404.
    register(JOB_PAGE_PATTERN, job_page_head, first=True)
    register_preload(JOB_PAGE_PATTERN, job_page_calls)
    register_preload(r"^/jobs$", search_page_calls)
    landing = "|".join(re.escape(path) for path in SEARCH_SCREENS if path != "/jobs")
    register_preload(rf"^(?:{landing})$", landing_page_calls)
    register_preload(r"^/jobs/location/(?P<location>[^/]+)$", jobs_in_location_calls)
    register_preload(r"^/[^/]+-in-[^/]+$", city_page_calls)
