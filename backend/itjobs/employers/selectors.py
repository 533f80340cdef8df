"""Reads for employers: a user's company, its posts (never another company's), exports."""

from collections.abc import Sequence
from typing import Any

from django.contrib.auth.models import User

from itjobs.core.errors import NotFound
from itjobs.core.time import iso_datetime

from .models import ACTIVE_STATUSES, Company, JobPost, JobPostStatus

POST_NOT_FOUND = "Job post not found"


def company_of(user: User) -> Company | None:
    return Company.objects.filter(user=user).first()


def company_active_post_count(company: Company) -> int:
    return JobPost.objects.filter(company=company, status__in=ACTIVE_STATUSES).count()


def company_posts(company: Company) -> list[JobPost]:
    return list(JobPost.objects.filter(company=company).select_related("company"))


def company_post(company: Company, post_id: int) -> JobPost:
    """The company's own post; any other id (another company's too) is a 404."""
    post = JobPost.objects.filter(company=company, pk=post_id).select_related("company").first()
    if post is None:
        raise NotFound(POST_NOT_FOUND)
    return post


def job_post_out(post: JobPost) -> dict[str, Any]:
    published = post.status == JobPostStatus.PUBLISHED
    return {
        "id": post.pk,
        "status": post.status,
        "title": post.title,
        "explanation": post.explanation,
        "company_name": post.company.name,
        "location": post.location,
        "country": post.country,
        "job_type": post.job_type,
        "salary": post.salary,
        "description": post.description,
        "requirements": post.requirements,
        "contact_email": post.contact_email,
        "created_at": post.created_at,
        "updated_at": post.updated_at,
        "published_at": post.published_at,
        "expires_at": post.expires_at,
        "job_id": post.job_id if published else None,
        "can_edit": post.status == JobPostStatus.PENDING,
        "can_close": post.status in ACTIVE_STATUSES,
        "moderation_note": post.moderation_note,
    }


def company_out(company: Company, *, onboarded: bool) -> dict[str, Any]:
    return {
        "id": company.pk,
        "name": company.name,
        "email": company.user.email,
        "description": company.description,
        "website": company.website,
        "logo_url": company.logo_url,
        "plan": company.plan,
        "plan_name": company.get_plan_display(),
        "post_limit": company.post_limit,
        "active_posts": company_active_post_count(company),
        "profile_completed": onboarded,
    }


def _jsonable(row: dict[str, Any]) -> dict[str, Any]:
    return {key: iso_datetime(value) if hasattr(value, "astimezone") else value for key, value in row.items()}


def company_export(user: User) -> tuple[dict[str, Any] | None, list[dict[str, Any]]]:
    company = company_of(user)
    if company is None:
        return None, []
    fields = ["name", "description", "website", "logo_url", "plan", "created_at", "updated_at"]
    data = _jsonable({"id": company.pk, **{name: getattr(company, name) for name in fields}})
    return data, [_jsonable(job_post_out(post)) for post in company_posts(company)]


def company_publishing(*, job_ids: Sequence[str]) -> Company | None:
    """The company account behind these direct jobs ('direct-7'), when one of them is a post it has
    published: a moderator approved it, so its profile may stand beside the jobs (company pages).
    With several such accounts, the one that published last."""
    post_ids = [int(job_id.removeprefix("direct-")) for job_id in job_ids if job_id.removeprefix("direct-").isdigit()]
    if not post_ids:
        return None
    post = (
        JobPost.objects.filter(pk__in=post_ids, status=JobPostStatus.PUBLISHED)
        .select_related("company")
        .order_by("-published_at", "-pk")
        .first()
    )
    return post.company if post else None
