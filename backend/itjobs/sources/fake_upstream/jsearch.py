"""Fake jobs in JSearch's real wire formats: the 2025 shape and the older 2023 one (compare
tests/fixtures/jsearch-2.json and the hand-written old records in tests/test_parse_jsearch.py)."""

import uuid
from datetime import datetime, timedelta
from typing import Any, Literal

from itjobs.jobs.sanitize import html_to_text
from itjobs.sources.fake_upstream.generator import FakeJob

JSearchShape = Literal["list", "v2"]  # data: [...] (/search) or {jobs, cursor} (/search-v2)

_TYPES = {
    "FULL_TIME": ("Full-time", "FULLTIME"),
    "PART_TIME": ("Part-time", "PARTTIME"),
    "CONTRACTOR": ("Contractor", "CONTRACTOR"),
    "INTERN": ("Internship", "INTERN"),
    "TEMPORARY": ("Temporary", "TEMPORARY"),
}


def results_page(
    jobs: list[FakeJob], *, parameters: dict[str, Any], now: datetime, shape: JSearchShape, next_page: int | None
) -> dict[str, Any]:
    records = [record(job, now=now) for job in jobs]
    request_id = str(uuid.uuid5(uuid.NAMESPACE_URL, repr(sorted(parameters.items()))))
    data: Any = records
    if shape == "v2":
        data = {"jobs": records, "cursor": f"page-{next_page}" if next_page else None}
    return {"status": "OK", "request_id": request_id, "parameters": parameters, "data": data}


def record(job: FakeJob, *, now: datetime) -> dict[str, Any]:
    seed = int.from_bytes(job.source_id.encode()[:4], "big")
    description = job.description_html if seed % 5 == 0 else html_to_text(job.description_html)
    label, code = _TYPES[job.employment_type]
    apply_options = [
        {"publisher": job.publisher, "apply_link": job.apply_url, "is_direct": False},
        {"publisher": "Company website", "apply_link": f"{job.apply_url}?direct=1", "is_direct": True},
    ]
    item: dict[str, Any] = {
        "job_id": job.source_id,
        "job_title": job.title,
        "employer_name": None if seed % 50 == 0 else job.company,
        "employer_logo": None,
        "employer_website": None,
        "job_publisher": job.publisher,
        "job_employment_type": code if job.legacy_shape else label,
        "job_apply_link": job.apply_url,
        "job_apply_is_direct": False,
        "job_description": description,
        "job_is_remote": job.remote,
        "job_posted_at_timestamp": int(job.posted_at.timestamp()),
        "job_posted_at_datetime_utc": job.posted_at.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
        "job_city": job.city,
        "job_state": job.region,
        "job_country": job.country.upper(),
        "job_latitude": None,
        "job_longitude": None,
        "job_benefits": None,
        "job_google_link": f"https://www.google.com/search?q=jobs&udm=8#vhid={job.source_id}",
        "job_min_salary": job.salary_min,
        "job_max_salary": job.salary_max,
        "job_salary_period": job.salary_period,
        "job_highlights": {"Qualifications": [f"Experience with {skill}" for skill in job.skills[:3]]},
        "job_onet_soc": "15113200" if job.is_it else "29114100",
    }
    if job.legacy_shape:
        item["job_salary_currency"] = job.salary_currency
        item["job_required_skills"] = list(job.skills[:4]) if seed % 2 else None
        # Most listings state no closing date; some do (the job page then shows 'Apply by').
        closes = job.posted_at + timedelta(days=45) if seed % 3 == 1 else None
        item["job_offer_expiration_datetime_utc"] = closes and closes.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        item["job_offer_expiration_timestamp"] = closes and int(closes.timestamp())
        if seed % 2 == 0:
            del item["job_posted_at_timestamp"]  # older data: the datetime only
    else:
        item["job_employment_types"] = [code, code] if code == "CONTRACTOR" else [code]
        item["job_location"] = _location(job)
        item["apply_options"] = apply_options
        item["job_posted_at"] = _ago(now, job.posted_at)
        item["job_salary"] = None
    if job.region is None and seed % 3 == 0:
        del item["job_state"]  # absent, not just null
    _apply_defect(item, job)
    return item


def _location(job: FakeJob) -> str:
    if job.city and job.region_code:
        return f"{job.city}, {job.region_code}"
    return "Anywhere" if job.remote else job.country.upper()


def _ago(now: datetime, then: datetime) -> str:
    hours = int((now - then).total_seconds() // 3600)
    return f"{hours} hours ago" if hours < 24 else f"{hours // 24} days ago"


def _apply_defect(item: dict[str, Any], job: FakeJob) -> None:
    if job.defect == "no_id":
        item["job_id"] = None
    elif job.defect == "no_title":
        item["job_title"] = None
    elif job.defect in ("no_url", "javascript_url"):
        item["job_apply_link"] = "javascript:alert(document.cookie)" if job.defect == "javascript_url" else None
        item["apply_options"] = []
