"""Jobs as the API and the page head present them (the shapes of schemas.py)."""

from datetime import datetime
from typing import Any

from .explanations import explanation_for
from .models import Job
from .seo import job_path
from .source_labels import source_label


def listed_until(job: Job) -> datetime | None:
    """When the site itself takes the job down, where it enforces a date: an employer's direct post
    runs for its plan's days (employers/search.py). An aggregated job has no such date: 'last seen
    + 30 days' only says when we stop showing it if no source lists it again."""
    return job.expires_at if job.source == "direct" else None


# A closed job's page and answer (decision 0021): 'gone, and on purpose', so search engines drop the
# address sooner than for a 404, while the page still says what closed and shows similar open jobs.
CLOSED_STATUS = 410


def job_status(job: Job) -> int:
    """The HTTP status of a job's page and of its API answer: 410 once it left search, seen to close
    or not seen lately (decision 0022: out of search on purpose either way; the page says which).
    closed_at, not the clock: every close bumps the index generation, so cached pages follow at once."""
    return CLOSED_STATUS if job.closed_at is not None else 200


def job_card(job: Job) -> dict[str, Any]:
    return {
        "id": job.id,
        "path": job_path(job_id=job.id, title=job.title, company_name=job.company_name),
        "title": job.title,
        "company_name": job.company_name,
        "company_slug": job.company_slug or None,
        "location": job.location_text,
        "city": job.city,
        "region": job.region,
        "country": job.country_code,
        "remote": job.remote,
        "employment_type": job.employment_type,
        "salary_min": job.salary_min,
        "salary_max": job.salary_max,
        "salary_currency": job.salary_currency,
        "salary_period": job.salary_period,
        "salary_is_estimated": bool(job.salary_is_predicted),
        "snippet": job.snippet,
        "posted_at": job.posted_at,
        "source": source_label(job.source),
        "seen_on": [
            {"source": source_label(str(entry.get("source", ""))), "publisher": entry.get("publisher")}
            for entry in job.seen_on
        ],
        "is_it_role": job.is_it_role,
        "skills": job.skills,
        "categories": job.categories,
        "first_seen": job.first_seen,
        "last_seen": job.last_seen,
        "reposted_at": job.reposted_at,
        "closed_at": job.closed_at,
        "not_seen_lately": job.not_seen_lately,
    }


def job_detail(job: Job) -> dict[str, Any]:
    return {
        **job_card(job),
        "description_html": job.description_html,
        "description_is_partial": job.description_is_partial,
        "apply_url": job.apply_url,
        "explanation": explanation_for(title=job.title, own=job.explanation),
        "valid_through": job.valid_through,
        "listed_until": listed_until(job),
    }
