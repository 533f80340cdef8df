"""JSearch /search results -> NormalizedJob.

Both real shapes parse (see tests/fixtures/jsearch-2.json and tests/test_parse_jsearch.py):
`data` as a list (/search) or as `{jobs, cursor}` (/search-v2); every field may be null or
absent; 'FULLTIME' (2023) or 'Full-time' plus a `job_employment_types` list (2025);
`job_salary_currency` only in older data; `job_posted_at_timestamp` (seconds) preferred over
`job_posted_at_datetime_utc`; `job_offer_expiration_*`, the listing's own closing date, when set.
"""

from typing import Any

from itjobs.core.fields import safe_http_url
from itjobs.jobs.classify import detect_remote
from itjobs.jobs.sanitize import html_to_text, plain_line, sanitize_html
from itjobs.jobs.source_labels import URL_SAFE_ID, SourceName
from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers import normalize as n
from itjobs.sources.types import FetchResult, SourceBadResponse

# What its jobs are called (its spec in __init__.py declares them): 'jsearch-{its id}', 'JSearch'.
NAME: SourceName = "jsearch"
LABEL = "JSearch"
ID_SHAPE = URL_SAFE_ID  # URL-safe base64: letters, digits, '-', '_' and '='


def records_of(body: Any) -> list[Any]:
    """The job records of a response in either shape; anything else is a bad response."""
    if not isinstance(body, dict):
        raise SourceBadResponse("JSearch API error: unexpected response shape (not an object)")
    status = body.get("status")
    if status is not None and status != "OK":
        message = n.string(n.as_dict(body.get("error")).get("message")) or str(status)
        raise SourceBadResponse(f"JSearch API error: status {message}")
    data = body.get("data")
    if isinstance(data, dict):
        data = data.get("jobs")
    if not isinstance(data, list):
        raise SourceBadResponse("JSearch API error: unexpected response shape (no data list)")
    return data


def parse_search(body: Any) -> FetchResult:
    result = FetchResult()
    for record in records_of(body):
        job = parse_job(record)
        if job is None:
            result.dropped += 1
        else:
            result.jobs.append(job)
    return result


def parse_job(record: Any) -> NormalizedJob | None:
    """One record, or None when it lacks an id, a title or an http(s) apply link."""
    if not isinstance(record, dict):
        return None
    source_id = n.identifier(record.get("job_id"))
    title = plain_line(n.string(record.get("job_title")))
    apply_url = safe_http_url(record.get("job_apply_link")) or _first_apply_option(record.get("apply_options"))
    if not (source_id and title and apply_url):
        return None

    raw_description = n.string(record.get("job_description"))
    description_text = html_to_text(raw_description)
    city = plain_line(n.string(record.get("job_city"))) or None
    region = plain_line(n.string(record.get("job_state"))) or None
    country = n.country_code(record.get("job_country"))
    location_text = ", ".join(part for part in (city, region, country and country.upper()) if part)
    location_text = location_text or plain_line(n.string(record.get("job_location")))
    salary_min, salary_max = n.amount(record.get("job_min_salary")), n.amount(record.get("job_max_salary"))
    has_salary = salary_min is not None or salary_max is not None
    currency = n.clean_str(record.get("job_salary_currency"))
    if has_salary and currency is None and country:
        currency = n.COUNTRY_CURRENCIES.get(country)
    return NormalizedJob(
        source=NAME,
        source_id=source_id,
        title=title,
        apply_url=apply_url,
        company_name=plain_line(n.string(record.get("employer_name"))) or None,
        location_text=location_text,
        city=city,
        region=region,
        country_code=country,
        remote=detect_remote(
            flagged=record.get("job_is_remote") is True, title=title, location_text=n.string(record.get("job_location"))
        ),
        employment_type=_employment_type(record),
        salary_min=salary_min,
        salary_max=salary_max,
        salary_currency=currency.upper() if has_salary and currency else None,
        salary_period=n.salary_period(record.get("job_salary_period")) if has_salary else None,
        salary_is_predicted=False if has_salary else None,
        description_html=sanitize_html(raw_description),
        description_text=description_text,
        posted_at=n.unix_datetime(record.get("job_posted_at_timestamp"))
        or n.iso_datetime(record.get("job_posted_at_datetime_utc")),
        # The employer's closing date, when the listing states one (older data; null or absent mostly).
        valid_through=n.unix_datetime(record.get("job_offer_expiration_timestamp"))
        or n.iso_datetime(record.get("job_offer_expiration_datetime_utc")),
        publisher=plain_line(n.string(record.get("job_publisher"))) or None,
        skills_hint=_skills(record.get("job_required_skills")),
    )


def _first_apply_option(options: Any) -> str | None:
    for option in options if isinstance(options, list) else []:
        if url := safe_http_url(n.as_dict(option).get("apply_link")):
            return url
    return None


def _employment_type(record: dict[str, Any]) -> str | None:
    """'FULLTIME' / 'Full-time' / 'Contractor', else the first known entry of job_employment_types."""
    if kind := n.employment_type(record.get("job_employment_type")):
        return kind
    types = record.get("job_employment_types")
    for value in types if isinstance(types, list) else []:
        if kind := n.employment_type(value):
            return kind
    return None


def _skills(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    skills = (plain_line(item) for item in value if isinstance(item, str))
    return tuple(dict.fromkeys(skill for skill in skills if skill))
