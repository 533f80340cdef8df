"""Named personas and request helpers shared by the account and employer tests."""

import json
from typing import Any

from django.contrib.auth.models import User
from django.test import Client

from itjobs.accounts.models import Profile, SeekerProfile, UserType
from itjobs.employers.models import Company, JobPost, JobPostStatus, Plan
from itjobs.employers.services import JobPostFields, job_post_publish

PASSWORD = "correct horse battery staple"


def make_seeker(email: str = "sam.seeker@example.com") -> User:
    user = User.objects.create_user(username=email, email=email, password=PASSWORD)
    Profile.objects.create(user=user, user_type=UserType.JOB_SEEKER, terms_accepted=True)
    SeekerProfile.objects.create(user=user)
    return user


def make_company(
    email: str = "hr@acme.example",
    name: str = "Acme Cloud",
    plan: str = Plan.STARTER,
    website: str = "",
    *,
    verified: bool = True,
) -> Company:
    """A company whose address is verified (its posts can be published) unless verified=False."""
    user = User.objects.create_user(username=email, email=email, password=PASSWORD)
    Profile.objects.create(
        user=user, user_type=UserType.COMPANY, terms_accepted=True, verified_email=email if verified else ""
    )
    return Company.objects.create(user=user, name=name, plan=plan, website=website)


def post_fields(**overrides: str) -> dict[str, str]:
    """A valid job post body (an IT role, so the job index lists it)."""
    fields = {
        "title": "Senior Python Developer",
        "explanation": "Build and run the APIs behind our cloud platform with a small team.",
        "location": "Austin, TX",
        "country": "us",
        "job_type": "full-time",
        "salary": "$120,000 - $150,000 a year",
        "description": "You will design, build and operate Django services used by thousands of customers daily.",
        "requirements": "5+ years of Python, Django, PostgreSQL and AWS experience.",
    }
    return {**fields, **overrides}


def make_post(company: Company, *, status: str = JobPostStatus.PENDING, **overrides: str) -> JobPost:
    fields = JobPostFields(**post_fields(**overrides))
    return JobPost.objects.create(company=company, contact_email=company.user.email, status=status, **fields.__dict__)


def published(post: JobPost, now: Any = None) -> JobPost:
    """The post approved as it stands (the version a moderator would have read)."""
    return job_post_publish(post=post, revision=post.revision, now=now)


def send(client: Client, method: str, path: str, body: Any = None, **extra: Any) -> Any:
    """A JSON request; returns the response (its .json() when there is a body)."""
    data = json.dumps(body) if body is not None else None
    return getattr(client, method)(path, data=data, content_type="application/json", **extra)


def signed_in(user: User) -> Client:
    client = Client()
    client.force_login(user)
    return client
