"""Reads from the job index: search, one job, related jobs, featured jobs."""

import math
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.utils import timezone

from . import index
from .index.query import Filters, TextQuery, count_limit, parse_keyword, parse_place
from .models import Job, rowid_floor
from .seo import job_path_candidates

# Columns a job card never shows; left out of search queries to keep them light.
CARD_DEFERRED = (
    "description_html", "description_text", "search_title", "search_extra", "search_body", "search_place", "search_tags"
)  # fmt: skip

# Locations that mean 'the whole country' for the selected country ('US' is the spec's default).
_WHOLE_COUNTRY = {
    "us": {"us", "usa", "u s", "u s a", "united state", "united states of america", "america"},
    "gb": {"gb", "uk", "u k", "united kingdom", "great britain", "britain", "england"},
    "ca": {"canada"},
    "au": {"au", "australia"},
    "de": {"de", "germany", "deutschland"},
}
_GENERIC_TITLE_WORDS = frozenset(
    [
        "senior",
        "junior",
        "lead",
        "principal",
        "staff",
        "mid",
        "level",
        "i",
        "ii",
        "iii",
        "iv",
        "sr",
        "jr",
        "the",
        "a",
        "of",
        "and",
    ]
)


@dataclass(frozen=True)
class JobQuery:
    keyword: str = ""  # words ANDed; 'A OR B' for either; '' for every job
    location: str = ""  # city, region or location text ('Seat' finds Seattle); 'Remote' means remote jobs
    country: str | None = None  # lowercase two-letter code
    remote: bool | None = None
    posted_within_days: int | None = None
    min_salary: int | None = None  # yearly, in the job's own currency
    employment_type: str | None = None  # FULL_TIME, PART_TIME, CONTRACTOR, INTERN, TEMPORARY
    source: str | None = None  # 'adzuna', 'jsearch', 'direct'
    page: int = 1
    page_size: int = 50
    exclude_ids: tuple[str, ...] = ()


@dataclass
class JobSearchPage:
    jobs: list[Job] = field(default_factory=list)
    total: int = 0  # at most JOBS_SEARCH_COUNT_LIMIT
    total_exact: bool = True  # False: there are more than `total`
    page: int = 1
    pages: int = 0
    page_size: int = 50


def _text_query(query: JobQuery) -> tuple[TextQuery, bool | None]:
    """The words to match and the remote filter that 'Remote' in the keyword or location implies."""
    remote = query.remote
    groups = parse_keyword(query.keyword)
    if len(groups) == 1 and "remote" in groups[0]:
        groups = (tuple(word for word in groups[0] if word != "remote"),) if len(groups[0]) > 1 else ()
        remote = True if remote is None else remote
    place = parse_place(query.location)
    if "remote" in place:
        place = tuple(word for word in place if word not in {"remote", "anywhere"})
        remote = True if remote is None else remote
    if query.country and " ".join(place) in _WHOLE_COUNTRY.get(query.country, set()) | {query.country}:
        place = ()
    return TextQuery(groups=groups, place=place), remote


def job_search(*, query: JobQuery, now: datetime | None = None) -> JobSearchPage:
    """IT jobs matching the query, best first: title matches first, newest first within each.

    Both engines order by the same integer sort key (search_rowid: minute listed, then a hash of
    the id), so SQLite and PostgreSQL answer with the same jobs in the same order.
    """
    now = now or timezone.now()
    text, remote = _text_query(query)
    exclude = Job.objects.filter(id__in=query.exclude_ids).values_list("search_rowid", flat=True)
    filters = Filters(
        country=query.country,
        remote=remote,
        employment_type=query.employment_type,
        source=query.source,
        min_salary=query.min_salary or None,
        listed_since_rowid=rowid_floor(now - timedelta(days=query.posted_within_days))
        if query.posted_within_days
        else None,
        exclude_rowids=tuple(exclude) if query.exclude_ids else (),
    )
    offset = (query.page - 1) * query.page_size
    found = index.engine().search(text=text, filters=filters, offset=offset, limit=query.page_size)
    rows = {job.search_rowid: job for job in Job.objects.defer(*CARD_DEFERRED).filter(search_rowid__in=found.rowids)}
    total = min(found.total, count_limit())
    return JobSearchPage(
        jobs=[rows[rowid] for rowid in found.rowids if rowid in rows],
        total=total,
        total_exact=found.total <= total,
        page=query.page,
        pages=math.ceil(total / query.page_size),
        page_size=query.page_size,
    )


def job_get(*, job_id: str) -> Job | None:
    """The job shown for an id: a duplicate's id gives the job it duplicates."""
    job = Job.objects.select_related("duplicate_of").filter(id=job_id).first()
    if job is not None and job.duplicate_of is not None:
        return job.duplicate_of
    return job


def job_get_by_path(*, slug: str) -> Job | None:
    """The job a '/jobs/{slug}' address names (the slug may be a bare id)."""
    candidates = job_path_candidates(slug)
    if not candidates:
        return None
    found = {job.id: job for job in Job.objects.select_related("duplicate_of").filter(id__in=candidates)}
    for candidate in candidates:
        if job := found.get(candidate):
            return job.duplicate_of or job
    return None


def jobs_for_sitemap(*, limit: int = 5000, now: datetime | None = None) -> list[Job]:
    """The job pages sitemap.xml lists: every direct post, then the `limit` most recently listed jobs
    from the sources; only jobs search shows (IT roles, not a duplicate, not expired)."""
    now = now or timezone.now()
    visible = Job.objects.filter(is_it_role=True, duplicate_of__isnull=True, expires_at__gt=now)
    fields = ("id", "title", "company_name", "last_seen", "source")
    direct = list(visible.filter(source="direct").only(*fields).order_by("-last_seen"))
    recent = list(visible.exclude(source="direct").only(*fields).order_by("-listed_at")[:limit])
    return direct + recent


def job_related(*, job: Job, limit: int = 6, now: datetime | None = None) -> list[Job]:
    """Up to `limit` other jobs like this one: the same title words, then any of them, same country."""
    title_words = [word for word in parse_place(job.title) if word not in _GENERIC_TITLE_WORDS][:6]
    if not title_words:
        return []
    related: list[Job] = []
    for keyword in (" ".join(title_words), " OR ".join(title_words)):
        query = JobQuery(
            keyword=keyword,
            country=job.country_code,
            page_size=limit,
            exclude_ids=(job.id, *(other.id for other in related)),
        )
        related += job_search(query=query, now=now).jobs[: limit - len(related)]
        if len(related) >= limit:
            break
    return related


def job_featured(*, country: str, limit: int = 6, now: datetime | None = None) -> list[Job]:
    """The home page's featured jobs: the newest software developer jobs in the country (spec §9: 6)."""
    featured = job_search(query=JobQuery(keyword="Software Developer", country=country, page_size=limit), now=now)
    if featured.total >= limit:
        return featured.jobs
    seen = tuple(job.id for job in featured.jobs)
    more = job_search(
        query=JobQuery(keyword="software OR developer", country=country, page_size=limit, exclude_ids=seen), now=now
    )
    return [*featured.jobs, *more.jobs][:limit]
