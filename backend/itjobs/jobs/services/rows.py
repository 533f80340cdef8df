"""A job's row as derived from its source record: classified, sanitized, with its index words and
filter words; and the digest that tells when a record brings nothing new."""

import hashlib
from datetime import datetime

from .. import classify
from ..companies import company_slug
from ..dedupe import dedupe_key_of
from ..index.tags import category_bits, filter_tags
from ..index.text import document, place_document, title_documents
from ..models import Job, search_rowid_for
from ..sanitize import sanitize_html, snippet
from ..types import NormalizedJob
from .lifetimes import expiry

# What job_row derives from a record (classification, index words, salary, slugs): bump it when
# that changes, and every job is rewritten the next time a source lists it, though its record is
# the same (a job seen again unchanged only has its dates moved, see _ingest_chunk).
DERIVATION_VERSION = 2  # 2: release and build engineers are IT roles; the dedupe key has the place


def record_digest(record: NormalizedJob) -> str:
    """What a source sent for a job, in 32 hex digits: the same record again gives the same digest
    (a dataclass's repr lists every field, in order, each by its own repr), under the same
    DERIVATION_VERSION."""
    return hashlib.blake2b(f"{DERIVATION_VERSION}:{record!r}".encode(), digest_size=16).hexdigest()


def job_row(record: NormalizedJob, *, now: datetime, first_seen: datetime) -> Job:
    """A Job built from a source record: classified, sanitized, with its index columns."""
    text = record.description_text
    skills = classify.extract_skills(title=record.title, text=text, hints=record.skills_hint)
    categories = classify.categorize(title=record.title, skills=skills, source_category=record.source_category)
    remote = classify.detect_remote(
        flagged=record.remote, title=record.title, location_text=record.location_text, text=text
    )
    period = record.salary_period.upper() if record.salary_period else None
    # One stated figure is both ends: the minimum-salary filter reads salary_yearly_min.
    stated_min = classify.yearly_salary(record.salary_min, period)
    stated_max = classify.yearly_salary(record.salary_max, period)
    yearly_min = stated_min or stated_max
    yearly_max = stated_max or stated_min
    expires_at, expires_unconfirmed = expiry(record, now=now)
    return Job(
        id=record.id,
        title=record.title,
        company_name=record.company_name,
        company_slug=company_slug(record.company_name),
        location_text=record.location_text,
        city=record.city,
        region=record.region,
        country_code=(record.country_code or "").lower() or None,
        remote=remote,
        employment_type=record.employment_type,
        salary_min=record.salary_min,
        salary_max=record.salary_max,
        salary_currency=record.salary_currency,
        salary_period=period,
        salary_is_predicted=record.salary_is_predicted,
        salary_yearly_min=yearly_min,
        salary_yearly_max=yearly_max,
        description_html=sanitize_html(record.description_html),
        description_text=text,
        description_is_partial=record.description_is_partial,
        snippet=snippet(text),
        apply_url=record.apply_url,
        posted_at=record.posted_at,
        listed_at=min(record.posted_at or first_seen, now),
        first_seen=first_seen,
        last_seen=now,
        expires_at=expires_at,
        expires_unconfirmed=expires_unconfirmed,
        valid_through=record.valid_through,
        source=record.source,
        source_digest=record_digest(record),
        publisher=record.publisher,
        seen_on=[{"source": record.source, "publisher": record.publisher}],
        skills=skills,
        categories=categories,
        category_bits=category_bits(categories),
        is_it_role=classify.is_it_role(record.title),
        dedupe_key=dedupe_key_of(record),
        search_rowid=search_rowid_for(record.id, min(record.posted_at or first_seen, now)),
        **index_columns(
            title=record.title,
            company_name=record.company_name,
            skills=skills,
            categories=categories,
            text=text,
            city=record.city,
            region=record.region,
            location_text=record.location_text,
            country_code=record.country_code,
        ),
    )


def index_columns(
    *,
    title: str,
    company_name: str | None,
    skills: list[str],
    categories: list[str],
    text: str,
    city: str | None,
    region: str | None,
    location_text: str,
    country_code: str | None,
) -> dict[str, str]:
    """What the full-text index reads of a job (index/text.py): its words, with the IT vocabulary
    and the gazetteer applied."""
    search_title, search_phrases = title_documents(title)
    return {
        "search_title": search_title,
        "search_phrases": search_phrases,
        "search_extra": document(company_name, " ".join(skills), " ".join(categories).replace("-", " ")),
        "search_body": document(text),
        "search_place": place_document(
            city=city, region=region, location_text=location_text, country=(country_code or "").lower() or None
        ),
    }


TAG_FIELDS = ("is_listed", "country_code", "remote", "employment_type", "source", "salary_yearly_min", "categories")


def tags(job: Job) -> str:
    return filter_tags(
        is_listed=job.is_listed,
        country_code=job.country_code,
        remote=job.remote,
        employment_type=job.employment_type,
        source=job.source,
        salary_yearly_min=job.salary_yearly_min,
        categories=job.categories,
    )
