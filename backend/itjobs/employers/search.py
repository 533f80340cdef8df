"""A published post in the job index as source 'direct' (id 'direct-{post.id}'), and out of it again.

Publishing goes through the jobs app's own ingest, so the post is classified, deduplicated and
indexed like any source's job and gets its detail page and JSON-LD. Removal is the jobs app's
jobs_close(), the way every job leaves search (it also re-elects duplicates and drops cached
search answers).
"""

import html
from datetime import datetime

from django.conf import settings
from django.utils import timezone

from itjobs.core.fields import is_http_url
from itjobs.jobs.classify import detect_remote
from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_close, jobs_delete, jobs_ingest
from itjobs.jobs.types import NormalizedJob

from .models import JobPost
from .salary import salary_parse

# The form's job types in the index's employment types (JobPosting employmentType values).
EMPLOYMENT_TYPES = {
    "full-time": "FULL_TIME",
    "part-time": "PART_TIME",
    "contract": "CONTRACTOR",
    "freelance": "CONTRACTOR",
    "internship": "INTERN",
}


def _sections(post: JobPost) -> list[tuple[str, str]]:
    return [
        ("", post.description),
        ("Requirements", post.requirements),
        ("Salary", post.salary),
        ("How to apply", f"Send your application to {post.contact_email}."),
    ]


def _description_html(post: JobPost) -> str:
    parts = []
    for heading, text in _sections(post):
        if heading:
            parts.append(f"<h3>{html.escape(heading)}</h3>")
        parts.extend(f"<p>{html.escape(para)}</p>" for para in text.split("\n\n") if para.strip())
    return "".join(parts)


def _description_text(post: JobPost) -> str:
    return "\n\n".join(f"{heading}: {text}" if heading else text for heading, text in _sections(post))


def normalized_job(post: JobPost) -> NormalizedJob:
    """The post as the record every source hands the job index."""
    website = post.company.website
    place = [part.strip() for part in post.location.split(",") if part.strip()]
    remote = detect_remote(flagged=False, title="", location_text=post.location)  # a remote place has no city
    salary = salary_parse(post.salary)
    return NormalizedJob(
        source="direct",
        source_id=str(post.pk),
        title=post.title,
        # No application form of our own: the company's site, else its e-mail (shown in the text).
        apply_url=website if website and is_http_url(website) else f"mailto:{post.contact_email}",
        company_name=post.company.name,
        location_text=post.location,
        city=None if remote or not place else place[0],
        region=place[1] if len(place) > 2 else None,  # 'Austin, TX, USA': TX
        country_code=post.country,
        remote=remote,
        employment_type=EMPLOYMENT_TYPES.get(post.job_type),
        salary_min=salary.minimum if salary else None,
        salary_max=salary.maximum if salary else None,
        salary_currency=salary.currency if salary else None,
        salary_period=salary.period if salary else None,
        salary_is_predicted=False if salary else None,  # stated by the employer
        description_html=_description_html(post),
        description_text=_description_text(post),
        posted_at=post.published_at,
        publisher=settings.SITE_NAME,
    )


def search_publish(*, post: JobPost, now: datetime | None = None) -> None:
    """Put (or refresh) the post in search until its expires_at."""
    now = now or timezone.now()
    jobs_ingest(jobs=[normalized_job(post)], now=now)
    # Ingest gives every job JOB_EXPIRE_DAYS from now; a post lives exactly until its own date.
    Job.objects.filter(id=post.job_id).update(
        expires_at=post.expires_at, expires_unconfirmed=False, explanation=post.explanation
    )


def remove_deleted_post(sender: object, instance: JobPost, **kwargs: object) -> None:
    """pre_delete receiver for JobPost, cascades included: a closed post's kept page goes too."""
    search_delete(post=instance)


def search_remove(*, post: JobPost, now: datetime | None = None) -> None:
    """Take the post out of search at once (closed or expired): its page stays, saying it closed."""
    jobs_close([post.job_id], now=now)


def search_delete(*, post: JobPost, now: datetime | None = None) -> None:
    """Take the post out of search and its page down (rejected or deleted): nothing of it is kept."""
    jobs_delete([post.job_id], now=now)
