"""What employers adds to an account (registered with itjobs.accounts.extensions in EmployersConfig.ready)."""

from datetime import datetime
from typing import Any

from django.contrib.auth.models import User

from itjobs.accounts.models import UserType

from .selectors import company_export, company_of
from .services import company_create, company_posts_on_email_verified


def company_on_signup(*, user: User, user_type: str, company_name: str) -> None:
    """A company account gets its company row, in the sign-up's transaction."""
    if user_type == UserType.COMPANY:
        company_create(user=user, name=company_name)


def company_account_fields(*, user: User, onboarded: bool) -> dict[str, Any]:
    company = company_of(user)
    if company is None:
        return {"company": None}
    return {"company": {"id": company.pk, "name": company.name, "plan": company.plan, "profile_completed": onboarded}}


def company_export_fields(*, user: User) -> dict[str, Any]:
    company, posts = company_export(user)
    return {"company": company, "job_posts": posts}


def company_on_email_verified(*, user: User, now: datetime) -> None:
    """Posts that waited for the company's address to be verified."""
    company = company_of(user)
    if company is not None:
        company_posts_on_email_verified(company=company, now=now)
