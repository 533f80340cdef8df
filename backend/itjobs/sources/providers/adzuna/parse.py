"""Adzuna search results -> NormalizedJob.

Real-data quirks handled here (see tests/fixtures/adzuna-*.json): `__CLASS__` keys at every
level, salary keys absent (not null) when unknown, `salary_is_predicted` as "0"/"1" (or a number),
`<strong>` highlight tags in title and description, descriptions cut at ~500 characters with
'…' or '...', `category.tag` 'unknown', and `location.area` from country down to town.
"""

import re
from typing import Any

from itjobs.core.fields import safe_http_url
from itjobs.jobs.classify import detect_remote
from itjobs.jobs.sanitize import html_to_text, plain_line, sanitize_html
from itjobs.jobs.source_labels import SourceName
from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers import normalize as n
from itjobs.sources.sanitize import cut_text, strip_highlights
from itjobs.sources.types import FetchResult, SourceBadResponse

# What its jobs are called (its spec in __init__.py declares them): 'adzuna-{its numeric id}', 'Adzuna'.
NAME: SourceName = "adzuna"
LABEL = "Adzuna"
ID_SHAPE = re.compile(r"[0-9A-Za-z]+")


def parse_search(body: Any, *, country: str) -> FetchResult:
    """The whole response: jobs kept, records dropped, Adzuna's own count."""
    if not isinstance(body, dict) or not isinstance(body.get("results"), list):
        raise SourceBadResponse("Adzuna API error: unexpected response shape (no results list)")
    result = FetchResult(total=int(body["count"]) if isinstance(body.get("count"), int) else None)
    for record in body["results"]:
        job = parse_job(record, country=country)
        if job is None:
            result.dropped += 1
        else:
            result.jobs.append(job)
    return result


def parse_job(record: Any, *, country: str) -> NormalizedJob | None:
    """One result, or None when it lacks an id, title, location name or http(s) redirect URL."""
    if not isinstance(record, dict):
        return None
    source_id = n.identifier(record.get("id"))
    title = plain_line(strip_highlights(n.string(record.get("title"))))
    location = n.as_dict(record.get("location"))
    location_text = plain_line(n.string(location.get("display_name")))
    apply_url = safe_http_url(record.get("redirect_url"))
    if not (source_id and title and location_text and apply_url):
        return None

    # Adzuna sends the start of the description only, cut at ~500 characters, often mid-word.
    description_text, description_cut = cut_text(html_to_text(strip_highlights(n.string(record.get("description")))))
    company = n.as_dict(record.get("company"))
    category_tag = n.clean_str(n.as_dict(record.get("category")).get("tag"))
    city, region = _city_and_region(location.get("area"))
    salary_min, salary_max = n.amount(record.get("salary_min")), n.amount(record.get("salary_max"))
    has_salary = salary_min is not None or salary_max is not None
    return NormalizedJob(
        source=NAME,
        source_id=source_id,
        title=title,
        apply_url=apply_url,
        company_name=plain_line(n.string(company.get("display_name"))) or None,
        location_text=location_text,
        city=city,
        region=region,
        country_code=country.lower(),
        remote=detect_remote(flagged=False, title=title, location_text=location_text, text=description_text),
        employment_type=_employment_type(record),
        salary_min=salary_min,
        salary_max=salary_max,
        # Adzuna states (or predicts) annual salaries in the country's currency.
        salary_currency=n.COUNTRY_CURRENCIES.get(country.lower()) if has_salary else None,
        salary_period="YEAR" if has_salary else None,
        salary_is_predicted=n.flag(record.get("salary_is_predicted")) if has_salary else None,
        description_html=sanitize_html(description_text),
        description_text=description_text,
        description_is_partial=description_cut,
        posted_at=n.iso_datetime(record.get("created")),
        publisher=LABEL,
        source_category=None if category_tag in (None, "unknown") else category_tag,
    )


def _city_and_region(area: Any) -> tuple[str | None, str | None]:
    """['US', 'New Jersey', 'Gloucester County', 'Deptford'] -> ('Deptford', 'New Jersey')."""
    if not isinstance(area, list):
        return None, None
    names = [plain_line(part) for part in area if isinstance(part, str) and part.strip()]
    region = names[1] if len(names) >= 2 else None
    city = names[-1] if len(names) >= 3 else None
    return city, region


def _employment_type(record: dict[str, Any]) -> str | None:
    """contract_type 'contract' wins; otherwise contract_time full_time/part_time."""
    if n.employment_type(record.get("contract_type")) == "CONTRACTOR":
        return "CONTRACTOR"
    return n.employment_type(record.get("contract_time"))
