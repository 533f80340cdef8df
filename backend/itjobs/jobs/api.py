"""The job API: search, one job, related jobs, featured jobs (mounted at /api/jobs)."""

import logging
from typing import Annotated, Any, Literal

from django.http import HttpRequest, HttpResponse
from ninja import Field, Query, Router, Schema
from ninja.errors import HttpError
from pydantic import BeforeValidator

from itjobs.core.schemas import ErrorOut, ValidationErrorOut
from itjobs.sources import refresh

from . import search_cache
from .presenters import job_card, job_detail
from .schemas import JobCardOut, JobDetailOut, JobSearchOut, SearchEcho, SearchStateOut
from .search_answer import SerializedPage, cached_page, page_json, search_response
from .selectors import JobQuery, job_featured, job_get, job_related, job_search
from .source_labels import SourceName

logger = logging.getLogger(__name__)
router = Router(tags=["jobs"])

# The search select's countries (spec §9) plus every country Adzuna serves.
SUPPORTED_COUNTRIES = (
    "us", "gb", "ca", "au", "de", "at", "be", "br", "ch", "es", "fr", "in", "it", "mx", "nl", "nz", "pl", "sg", "za",
)  # fmt: skip
DEFAULT_KEYWORD, DEFAULT_LOCATION, DEFAULT_COUNTRY = "Software Developer", "US", "us"


def _lower(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def _upper(value: Any) -> Any:
    return value.strip().upper().replace("-", "_") if isinstance(value, str) else value


def _blank_to_none(value: Any) -> Any:
    return None if isinstance(value, str) and not value.strip() else value


Country = Annotated[Literal[SUPPORTED_COUNTRIES], BeforeValidator(_lower)]  # type: ignore[valid-type]
EmploymentType = Annotated[
    Literal["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"], BeforeValidator(_upper)
]
SourceParam = Annotated[SourceName, BeforeValidator(_lower)]


class JobSearchIn(Schema):
    keyword: str | None = Field(None, max_length=200, description="Words ANDed; 'A OR B' for either")
    location: str | None = Field(None, max_length=100, description="City, region or 'Remote'; the country's name = all")
    country: Country = DEFAULT_COUNTRY
    page: int = Field(1, ge=1, le=1000)
    page_size: int = Field(50, ge=1, le=50)
    remote: bool | None = None
    posted_within_days: Annotated[int | None, BeforeValidator(_blank_to_none)] = Field(None, ge=1, le=365)
    min_salary: Annotated[int | None, BeforeValidator(_blank_to_none)] = Field(
        None, ge=0, le=10_000_000, description="Yearly, in the country's currency"
    )
    employment_type: Annotated[EmploymentType | None, BeforeValidator(_blank_to_none)] = None
    source: Annotated[SourceParam | None, BeforeValidator(_blank_to_none)] = None


def _freshness(*, keyword: str, location: str, country: str) -> refresh.FreshnessReport:
    """The sources' state for this query; a failing refresh never fails the search."""
    try:
        return refresh.request_refresh(keyword=keyword, location=location, country=country)
    except Exception:
        logger.exception("Refresh request failed for %r in %r (%s)", keyword, location, country)
        return refresh.FreshnessReport()


@router.get("/search", response={200: JobSearchOut, 422: ValidationErrorOut})
def search_jobs(request: HttpRequest, params: Query[JobSearchIn]) -> HttpResponse:
    """Search IT jobs. With neither keyword nor location: the spec's fallback 'Software Developer' in 'US'."""
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
        page=params.page,
        page_size=params.page_size,
    )
    freshness = _freshness(keyword=keyword, location=location, country=params.country)

    def compute() -> SerializedPage:
        found = job_search(query=query)
        return page_json(
            {
                "jobs": [job_card(job) for job in found.jobs],
                "total": found.total,
                "total_exact": found.total_exact,
                "page": found.page,
                "pages": found.pages,
                "page_size": found.page_size,
            }
        )

    normalized = query.__dict__ | {"keyword": " ".join(keyword.lower().split()), "location": location.lower()}
    page = cached_page({"search": normalized}, compute)
    state = SearchStateOut(
        query=SearchEcho(keyword=keyword, location=location, country=params.country),
        sources=freshness.sources,
        refreshing=freshness.refreshing,
    )
    return search_response(page, state)


@router.get("/featured", response={200: list[JobCardOut], 422: ValidationErrorOut})
def featured_jobs(request: HttpRequest, country: Country = DEFAULT_COUNTRY) -> list[dict[str, Any]]:
    """The home page's six featured jobs: software developer jobs in the country."""
    return search_cache.cached({"featured": country}, lambda: [job_card(job) for job in job_featured(country=country)])


@router.get("/{job_id}/related", response={200: list[JobCardOut], 404: ErrorOut})
def related_jobs(request: HttpRequest, job_id: str) -> list[dict[str, Any]]:
    """Up to six jobs like this one."""
    job = job_get(job_id=job_id)
    if job is None:
        raise HttpError(404, "Job not found")
    return search_cache.cached({"related": job.id}, lambda: [job_card(other) for other in job_related(job=job)])


@router.get("/{job_id}", response={200: JobDetailOut, 404: ErrorOut})
def get_job(request: HttpRequest, job_id: str) -> dict[str, Any]:
    """One job with everything its page shows. A duplicate's id answers with the job it duplicates."""
    job = job_get(job_id=job_id)
    if job is None:
        raise HttpError(404, "Job not found")
    return job_detail(job)
