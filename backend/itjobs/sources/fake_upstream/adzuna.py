"""Fake jobs in Adzuna's real wire format (compare tests/fixtures/adzuna-*.json)."""

import re
from typing import Any

from itjobs.sources.fake_upstream import catalog as c
from itjobs.sources.fake_upstream.generator import FakeJob, words

DESCRIPTION_LIMIT = 500  # Adzuna cuts descriptions here
_COUNTRY_NAMES = {country.code: country.name for country in c.COUNTRIES}
_CONTRACT_TIME = {"FULL_TIME": "full_time", "PART_TIME": "part_time", "INTERN": "full_time"}
_WORD = re.compile(r"[A-Za-z0-9+#]+")


def highlight(text: str, wanted: frozenset[str]) -> str:
    """Adzuna wraps the words that matched the search in <strong>."""
    if not wanted:
        return text

    def wrap(match: re.Match[str]) -> str:
        found = words(match.group())
        return f"<strong>{match.group()}</strong>" if found and found[0] in wanted else match.group()

    return _WORD.sub(wrap, text)


def results_page(jobs: list[FakeJob], *, total: int, wanted: frozenset[str]) -> dict[str, Any]:
    stated = [job.salary_min for job in jobs if job.salary_min]
    return {
        "__CLASS__": "Adzuna::API::Response::JobSearchResults",
        "count": total,
        "mean": round(sum(stated) / len(stated), 2) if stated else 0,
        "results": [record(job, wanted=wanted) for job in jobs],
    }


def record(job: FakeJob, *, wanted: frozenset[str]) -> dict[str, Any]:
    number = int(job.source_id)
    description = job.description_text
    if len(description) > DESCRIPTION_LIMIT:
        description = description[:DESCRIPTION_LIMIT].rstrip() + ("..." if number % 3 == 0 else "…")
    item: dict[str, Any] = {
        "__CLASS__": "Adzuna::API::Response::Job",
        "id": job.source_id,
        "title": highlight(job.title, wanted),
        "description": highlight(description, wanted),
        "company": {"__CLASS__": "Adzuna::API::Response::Company", "display_name": job.company},
        "location": _location(job),
        "category": {
            "__CLASS__": "Adzuna::API::Response::Category",
            "tag": job.adzuna_tag,
            "label": job.adzuna_tag.replace("-", " ").title().replace("It Jobs", "IT Jobs"),
        },
        "created": job.posted_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "redirect_url": job.apply_url,
        "adref": f"eyJhbGciOiJIUzI1NiJ9.{job.source_id}",
    }
    if job.employment_type == "CONTRACTOR":
        item["contract_type"] = "contract"
    elif job.employment_type in _CONTRACT_TIME:
        item["contract_time"] = _CONTRACT_TIME[job.employment_type]
        if number % 2:
            item["contract_type"] = "permanent"
    if job.salary_min is not None:  # absent, not null, when unknown
        item["salary_min"] = job.salary_min
        item["salary_max"] = job.salary_max
        predicted = "1" if job.salary_predicted else "0"
        item["salary_is_predicted"] = int(predicted) if number % 5 == 0 else predicted
    _apply_defect(item, job)
    # Real records list their keys in no fixed order.
    return dict(reversed(item.items())) if number % 2 else item


def _location(job: FakeJob) -> dict[str, Any]:
    country = _COUNTRY_NAMES.get(job.country, job.country.upper())
    if job.city is None:
        return {"__CLASS__": "Adzuna::API::Response::Location", "display_name": country, "area": [country]}
    return {
        "__CLASS__": "Adzuna::API::Response::Location",
        "display_name": f"{job.city}, {job.region}" if job.city != job.region else job.city,
        "area": [country, job.region, job.city],
    }


def _apply_defect(item: dict[str, Any], job: FakeJob) -> None:
    if job.defect == "no_id":
        del item["id"]
    elif job.defect == "no_title":
        del item["title"]
    elif job.defect == "no_url":
        del item["redirect_url"]
    elif job.defect == "javascript_url":
        item["redirect_url"] = "javascript:alert(document.cookie)"
    elif job.defect == "no_location":
        del item["location"]
