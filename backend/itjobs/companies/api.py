"""The company page API (at /api/companies): a company's open jobs across sources and its profile."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router
from ninja.errors import HttpError

from itjobs.core.schemas import ErrorOut, ValidationErrorOut
from itjobs.jobs.presenters import job_card

from .schemas import CompanyPageIn, CompanyPageOut
from .selectors import company_page

router = Router(tags=["companies"])

COMPANY_NOT_FOUND = "Company not found"


@router.get("/{slug}", response={200: CompanyPageOut, 404: ErrorOut, 422: ValidationErrorOut})
def get_company(request: HttpRequest, slug: str, params: Query[CompanyPageIn]) -> dict[str, Any]:
    """A company's page: '/companies/acme' (any spelling of the name's slug, 'acme-inc' too). A company
    with no open job is a 404, whether it never had one or all have closed."""
    found = company_page(slug=slug, page=params.page)
    if found is None:
        raise HttpError(404, COMPANY_NOT_FOUND)
    jobs = found.jobs
    return CompanyPageOut.model_validate(
        {
            "slug": jobs.slug,
            "name": found.name,
            "profile": found.profile and found.profile.__dict__,
            "jobs": [job_card(job) for job in jobs.jobs],
            "total": jobs.total,
            "page": jobs.page,
            "pages": jobs.pages,
            "page_size": jobs.page_size,
        }
    ).model_dump()
