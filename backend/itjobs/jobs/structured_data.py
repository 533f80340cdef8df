"""JobPosting JSON-LD for a job page: the page's own defaults plus what Google's JobPosting guidelines ask.

https://developers.google.com/search/docs/appearance/structured-data/job-posting
"""

from typing import Any

from django.conf import settings

from .models import Job
from .presenters import listed_until
from .seo import job_path
from .source_labels import source_label

_EMPLOYMENT_TYPES = {"FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"}


def _address(job: Job) -> dict[str, Any]:
    address: dict[str, Any] = {
        "@type": "PostalAddress",
        "addressLocality": job.city or ("Remote" if job.remote or not job.location_text else job.location_text),
        "addressCountry": (job.country_code or "us").upper(),
    }
    if job.region:
        address["addressRegion"] = job.region
    return address


def _base_salary(job: Job) -> dict[str, Any] | None:
    if job.salary_min is None and job.salary_max is None:
        return None
    value: dict[str, Any] = {"@type": "QuantitativeValue", "unitText": job.salary_period or "YEAR"}
    if job.salary_min is not None and job.salary_max is not None and job.salary_min != job.salary_max:
        value["minValue"] = job.salary_min
        value["maxValue"] = job.salary_max
    else:
        value["value"] = job.salary_min if job.salary_min is not None else job.salary_max
    return {"@type": "MonetaryAmount", "currency": job.salary_currency or "USD", "value": value}


def job_posting_ld(job: Job) -> dict[str, Any] | None:
    """The job's JobPosting, or None when its source names no employer.

    Google requires hiringOrganization and asks for the real employer's name; a placeholder such as
    'Company not specified' would publish a fake employer. Without one the page carries no JobPosting
    (Google then simply does not list it as a job) rather than an invalid or untrue one
    (docs/decisions/0008).
    """
    if not job.company_name:
        return None
    posted = job.posted_at or job.first_seen
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        "title": job.title,
        "description": job.description_html or job.description_text or job.snippet or job.title,
        "datePosted": posted.date().isoformat(),
        "employmentType": job.employment_type if job.employment_type in _EMPLOYMENT_TYPES else "FULL_TIME",
        "hiringOrganization": {"@type": "Organization", "name": job.company_name},
        "jobLocation": {"@type": "Place", "address": _address(job)},
        "identifier": {"@type": "PropertyValue", "name": source_label(job.source), "value": job.id},
        "url": settings.SITE_URL + job_path(job_id=job.id, title=job.title, company_name=job.company_name),
        "directApply": False,
    }
    # Google: omit validThrough when the posting states no end. A stated deadline, else the date the
    # site takes a direct post down; never our 'last seen + 30 days' housekeeping date.
    if valid_through := job.valid_through or listed_until(job):
        data["validThrough"] = valid_through.isoformat()
    if job.remote:
        data["jobLocationType"] = "TELECOMMUTE"
        data["applicantLocationRequirements"] = {"@type": "Country", "name": (job.country_code or "us").upper()}
    if salary := _base_salary(job):
        data["baseSalary"] = salary
    if job.skills:
        data["skills"] = ", ".join(job.skills)
    return data
