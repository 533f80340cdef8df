"""An alert's search: stored as the search API's own parameters, read back into the jobs app's query."""

import hashlib
import json
from typing import Any
from urllib.parse import urlencode

from itjobs.jobs.schemas import JobFiltersIn
from itjobs.jobs.selectors import JobQuery

SEARCH_FIELDS = tuple(JobFiltersIn.model_fields)  # keyword, location, country, remote, ... exact


def search_of(params: JobFiltersIn) -> dict[str, Any]:
    """The search to keep: the parameters as the search API validated them, the fallback search
    filled in as the search page does (neither keyword nor location: 'Software Developer' in 'US')."""
    query = params.job_query()
    search = {name: getattr(params, name) for name in SEARCH_FIELDS}
    search["keyword"] = " ".join(query.keyword.split())
    search["location"] = " ".join(query.location.split())
    return search


def search_key(search: dict[str, Any]) -> str:
    """The same key for the same search however it was typed ('Python  developer' = 'python developer')."""
    normal = {name: search.get(name) for name in SEARCH_FIELDS}
    normal["keyword"] = str(normal["keyword"] or "").lower()
    normal["location"] = str(normal["location"] or "").lower()
    return hashlib.sha256(json.dumps(normal, sort_keys=True).encode()).hexdigest()


def job_query_of(search: dict[str, Any], **more: Any) -> JobQuery:
    """The jobs app's query for a kept search (validated again: a search kept before a rule changed)."""
    return JobFiltersIn.model_validate({name: search.get(name) for name in SEARCH_FIELDS}).job_query(**more)


def results_path(search: dict[str, Any]) -> str:
    """The search page that lists every match: '/jobs?keyword=...&location=...&country=us&remote=true'."""
    params: dict[str, str] = {
        "keyword": search.get("keyword") or "",
        "location": search.get("location") or "",
        "country": search.get("country") or "us",
    }
    for name in ("remote", "posted_within_days", "min_salary", "employment_type", "source", "category"):
        value = search.get(name)
        if value is not None:
            params[name] = str(value).lower() if isinstance(value, bool) else str(value)
    if search.get("exact"):
        params["exact"] = "true"
    return "/jobs?" + urlencode(params)


_TYPES = {"FULL_TIME": "full-time", "PART_TIME": "part-time", "CONTRACTOR": "contract", "INTERN": "internship",
          "TEMPORARY": "temporary"}  # fmt: skip


def search_summary(search: dict[str, Any]) -> str:
    """What an alert searches for, in words: 'Python Developer in Seattle (remote, full-time)'."""
    keyword = search.get("keyword") or "All jobs"
    text = f"{keyword} in {search['location']}" if search.get("location") else str(keyword)
    extras = []
    if search.get("remote") is not None:
        extras.append("remote" if search["remote"] else "on-site")
    if search.get("employment_type"):
        extras.append(_TYPES.get(search["employment_type"], search["employment_type"].lower()))
    if search.get("min_salary"):
        extras.append(f"from {search['min_salary']:,} a year")
    if search.get("posted_within_days"):
        extras.append(f"posted within {search['posted_within_days']} days")
    if search.get("category"):
        extras.append(str(search["category"]).replace("-", " "))
    if search.get("source"):
        extras.append(f"from {search['source']}")
    country = str(search.get("country") or "us").upper()
    return f"{text} ({', '.join([*extras, country])})"
