"""The job API (at /api/jobs): search, facets, suggestions, one job (by id or page address), related, featured."""

from functools import partial
from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import Query, Router, Status
from ninja.errors import HttpError

from itjobs.core.microcache import on_replay
from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from . import search_cache
from .countries import DEFAULT_COUNTRY
from .facets import job_facets
from .freshness import search_freshness, search_replayed
from .presenters import CLOSED_STATUS, job_card, job_detail, job_status
from .schemas import (
    Country,
    JobCardOut,
    JobDetailOut,
    JobFacetsOut,
    JobFiltersIn,
    JobSearchIn,
    JobSearchOut,
    SearchEcho,
    SearchStateOut,
    SuggestionOut,
    SuggestionsIn,
    SuggestionsOut,
)
from .search_answer import SerializedPage, cached_page, page_json, search_response
from .search_params import job_query
from .selectors import job_featured, job_get, job_get_by_path, job_related, job_search
from .suggestions import job_suggestions

router = Router(tags=["jobs"])


@router.get("/search", response={200: JobSearchOut, 422: ValidationErrorOut})
def search_jobs(request: HttpRequest, params: Query[JobSearchIn]) -> HttpResponse:
    """Search IT jobs. With neither keyword nor location: the fallback 'Software Developer' in 'US'."""
    query, normalized = job_query(params, page=params.page, page_size=params.page_size, sort=params.sort)
    freshness = search_freshness(keyword=query.keyword, location=query.location, country=params.country)

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
                "corrected_keyword": found.corrected_keyword,
                "relaxed": found.relaxed
                and {**found.relaxed.__dict__, "dropped_words": list(found.relaxed.dropped_words)},
            }
        )

    page = cached_page({"search": normalized}, compute)
    state = SearchStateOut(
        query=SearchEcho(keyword=query.keyword, location=query.location, country=params.country),
        sources=freshness.sources,
        refreshing=freshness.refreshing,
    )
    # A replay of this answer (core/microcache.py) asks no freshness, but is a search to count.
    replayed = partial(search_replayed, keyword=query.keyword, location=query.location, country=params.country)
    return on_replay(search_response(page, state), replayed)


@router.get("/facets", response={200: JobFacetsOut, 422: ValidationErrorOut})
def search_facets(request: HttpRequest, params: Query[JobFiltersIn]) -> dict[str, Any]:
    """How many jobs each filter choice would show for this search (JobFacetsOut says how they count).
    Takes /api/jobs/search's filters; counts the search that answers them (corrected, or relaxed)."""
    query, normalized = job_query(params)

    def compute() -> dict[str, Any]:
        found = job_facets(query=query)
        groups = {name: [value.__dict__ for value in values] for name, values in found.groups.items()}
        return JobFacetsOut.model_validate({"exact": found.exact, **groups}).model_dump()

    return search_cache.cached({"facets": normalized}, compute)


@router.get("/suggestions", response={200: SuggestionsOut, 422: ValidationErrorOut})
def suggest_as_typed(request: HttpRequest, params: Query[SuggestionsIn]) -> dict[str, Any]:
    """What to suggest as a seeker types in the title box (titles, skills, popular searches) or the
    location box (cities of the country): read from a table ingest keeps, never from the jobs."""
    typed = " ".join(params.q.lower().split())

    def compute() -> dict[str, Any]:
        found = job_suggestions(field=params.field, typed=typed, country=params.country, limit=params.limit)
        return SuggestionsOut(suggestions=[SuggestionOut(**hit.__dict__) for hit in found]).model_dump()

    return search_cache.cached({"suggestions": [params.field, params.country, typed, params.limit]}, compute)


@router.get("/featured", response={200: list[JobCardOut], 422: ValidationErrorOut})
def featured_jobs(request: HttpRequest, country: Country = DEFAULT_COUNTRY) -> list[dict[str, Any]]:
    """The home page's six featured jobs: software developer jobs in the country."""
    return search_cache.cached({"featured": country}, lambda: [job_card(job) for job in job_featured(country=country)])


@router.get("/by-path/{slug}", response={200: JobDetailOut, CLOSED_STATUS: JobDetailOut, 404: ErrorOut})
def get_job_by_path(request: HttpRequest, slug: str) -> Status[Any]:
    """The job a page address names: '/jobs/{slug}' gives its slug, e.g. 'devops-engineer-at-globex-adzuna-77'
    (or a bare id). Resolved in one query; an address without a job id is a 404 too. A job that
    closed answers 410 with the job as it was (its closed_at says when), which its page shows."""
    job = job_get_by_path(slug=slug)
    if job is None:
        raise HttpError(404, "Job not found")
    return Status(job_status(job), job_detail(job))


@router.get("/{job_id}/related", response={200: list[JobCardOut], 404: ErrorOut})
def related_jobs(request: HttpRequest, job_id: str) -> list[dict[str, Any]]:
    """Up to six jobs like this one."""
    job = job_get(job_id=job_id)
    if job is None:
        raise HttpError(404, "Job not found")
    return search_cache.cached({"related": job.id}, lambda: [job_card(other) for other in job_related(job=job)])


@router.get("/{job_id}", response={200: JobDetailOut, CLOSED_STATUS: JobDetailOut, 404: ErrorOut})
def get_job(request: HttpRequest, job_id: str) -> Status[Any]:
    """One job with everything its page shows. A duplicate's id answers with the job it duplicates;
    a closed job answers 410, with the job as it was."""
    job = job_get(job_id=job_id)
    if job is None:
        raise HttpError(404, "Job not found")
    return Status(job_status(job), job_detail(job))
