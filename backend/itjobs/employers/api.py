"""The employer API (mounted at /api/employers): company profile, job posts, inquiries."""

from typing import Any

from django.http import HttpRequest
from django.views.decorators.cache import never_cache
from ninja import Router, Status
from ninja.decorators import decorate_view

from itjobs.accounts.auth import csrf_protected, current_user, session_required
from itjobs.accounts.selectors import profile_of
from itjobs.core.client_ip import client_ip
from itjobs.core.errors import Forbidden
from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from . import services
from .inquiries import InquiryRefused, inquiry_form_token, inquiry_submit
from .models import Company
from .schemas import (
    CompanyOut,
    CompanyProfileIn,
    InquiryErrorsOut,
    InquiryFormTokenOut,
    InquiryIn,
    InquiryOut,
    JobPostIn,
    JobPostListOut,
    JobPostOut,
)
from .selectors import company_of, company_out, company_post, company_posts, job_post_out

router = Router(tags=["employers"], auth=session_required)

COMPANIES_ONLY = "Only companies can post jobs. Please create a company account."
_ERRORS = {401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ValidationErrorOut}


def _company(request: HttpRequest) -> Company:
    company = company_of(current_user(request))
    if company is None:
        raise Forbidden(COMPANIES_ONLY)
    return company


def _company_out(company: Company) -> dict[str, Any]:
    profile = profile_of(company.user)
    return company_out(company, onboarded=profile is not None and profile.onboarded_at is not None)


@router.get("/company", response={200: CompanyOut, **_ERRORS})
def company_get(request: HttpRequest) -> dict[str, Any]:
    """The signed-in company: name, account e-mail, profile and plan usage."""
    return _company_out(_company(request))


@router.put("/company", response={200: CompanyOut, **_ERRORS})
def company_put(request: HttpRequest, payload: CompanyProfileIn) -> dict[str, Any]:
    """Save the company onboarding form (description, website, logo URL)."""
    company = services.company_profile_update(company=_company(request), **payload.dict())
    return _company_out(company)


@router.get("/posts", response={200: JobPostListOut, **_ERRORS})
def posts_list(request: HttpRequest) -> dict[str, Any]:
    """The company's posts, newest first, with their status and the plan usage."""
    company = _company(request)
    usage = _company_out(company)
    return {
        "posts": [job_post_out(post) for post in company_posts(company)],
        **{key: usage[key] for key in ("plan", "plan_name", "post_limit", "active_posts")},
    }


@router.post("/posts", response={201: JobPostOut, **_ERRORS})
def posts_create(request: HttpRequest, payload: JobPostIn) -> Status[Any]:
    """Post a job: pending review (published at once with AUTO_APPROVE_POSTS); 409 at the plan cap."""
    post = services.job_post_create(company=_company(request), fields=services.JobPostFields(**payload.dict()))
    return Status(201, job_post_out(post))


@router.get("/posts/{post_id}", response={200: JobPostOut, **_ERRORS})
def posts_get(request: HttpRequest, post_id: int) -> dict[str, Any]:
    return job_post_out(company_post(_company(request), post_id))


@router.put("/posts/{post_id}", response={200: JobPostOut, **_ERRORS})
def posts_update(request: HttpRequest, post_id: int, payload: JobPostIn) -> dict[str, Any]:
    """Edit a post that is still pending review."""
    post = company_post(_company(request), post_id)
    return job_post_out(services.job_post_update(post=post, fields=services.JobPostFields(**payload.dict())))


@router.post("/posts/{post_id}/close", response={200: JobPostOut, **_ERRORS})
def posts_close(request: HttpRequest, post_id: int) -> dict[str, Any]:
    """Close a pending or published post (it leaves search at once)."""
    return job_post_out(services.job_post_close(post=company_post(_company(request), post_id)))


@router.post("/posts/{post_id}/duplicate", response={201: JobPostOut, **_ERRORS})
def posts_duplicate(request: HttpRequest, post_id: int) -> Status[Any]:
    """A new pending copy of any of the company's posts (within the plan cap)."""
    return Status(201, job_post_out(services.job_post_duplicate(post=company_post(_company(request), post_id))))


_INQUIRY_RESPONSES = {201: InquiryOut, 400: InquiryErrorsOut, 403: ErrorOut, 429: InquiryErrorsOut}


@router.get("/inquiries/form-token", auth=None, response=InquiryFormTokenOut)
@decorate_view(never_cache)
def inquiry_form_token_get(request: HttpRequest) -> dict[str, Any]:
    """A signed 'the form was shown now' for the inquiry form (public); never cached."""
    return {"token": inquiry_form_token()}


@router.post("/inquiries", auth=csrf_protected, response=_INQUIRY_RESPONSES)
def inquiry_create(request: HttpRequest, payload: InquiryIn) -> Status[Any]:
    """'Post a Job Inquiry' (public): stored and e-mailed to sales; errors as [{field, code, message}]."""
    try:
        inquiry_submit(data=payload.dict(), ip=client_ip(request))
    except InquiryRefused as refused:
        errors = [{"field": e.field, "code": e.code, "message": e.message} for e in refused.errors]
        return Status(refused.status, {"errors": errors})
    return Status(201, {"ok": True, "next": None})
