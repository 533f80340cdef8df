"""Reads from the job index: search, one job, related jobs, featured jobs."""

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from django.utils import timezone

from itjobs.content import places
from itjobs.core.request_memo import once_per_request

from . import index, spelling
from .index.query import (
    Filters,
    Order,
    SearchResult,
    TextQuery,
    count_limit,
    parse_keyword,
    parse_place,
    term,
    typed_words,
)
from .index.text import plain_words, words
from .models import Job, rowid_floor
from .seo import job_path_candidates

# Columns a job card never shows; left out of search queries to keep them light.
CARD_DEFERRED = (
    "description_html", "description_text", "search_title", "search_extra", "search_body", "search_place", "search_tags"
)  # fmt: skip

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
    category: str | None = None  # a category slug, e.g. 'devops'
    page: int = 1
    page_size: int = 50
    exclude_ids: tuple[str, ...] = ()
    within_rowids: tuple[int, ...] | None = None  # only these rows (an alert's new jobs); None: every job
    sort: Order = "relevance"
    correct: bool = True  # False: the words exactly as typed ('Search instead for ...')
    rescue: bool = True  # nothing found: relax the search (Relaxed)


@dataclass(frozen=True)
class Relaxed:
    """What a search that found nothing gave up to find something."""

    location: str | None = None  # the location left out
    remote_instead: bool = False  # remote jobs instead of the location
    dropped_words: tuple[str, ...] = ()  # keyword words left out


@dataclass
class JobSearchPage:
    jobs: list[Job] = field(default_factory=list)
    total: int = 0  # at most JOBS_SEARCH_COUNT_LIMIT
    total_exact: bool = True  # False: there are more than `total`
    page: int = 1
    pages: int = 0
    page_size: int = 50
    corrected_keyword: str | None = None  # the keyword searched instead of one that found nothing
    relaxed: Relaxed | None = None


def _text_query(query: JobQuery) -> tuple[TextQuery, bool | None]:
    """The words to match and the remote filter that 'Remote' in the keyword or location implies."""
    remote = query.remote
    groups = parse_keyword(query.keyword)
    remote_term = term("remote")
    if len(groups) == 1 and remote_term in groups[0]:
        groups = (tuple(t for t in groups[0] if t != remote_term),) if len(groups[0]) > 1 else ()
        remote = True if remote is None else remote
    place = () if places.is_whole_country(query.location, query.country) else parse_place(query.location, query.country)
    whole = places.ends_whole(query.location or "", query.country)
    if places.is_remote(query.location) or "remote" in place:
        whole = whole or (bool(place) and place[-1] in places.REMOTE)  # a word typed before another is whole
        place = tuple(word for word in place if word not in places.REMOTE)
        remote = True if remote is None else remote
    return TextQuery(groups=groups, place=place, place_whole=whole), remote


def _shown(typed: str, fixed: str | None) -> str:
    """A corrected word as the visitor would write it: the index keeps singulars ('kubernete'), so a
    word typed with an s gets it back ('kubernets' -> 'kubernetes')."""
    if fixed is None:
        return typed
    return fixed + "s" if typed.lower().endswith("s") and not fixed.endswith("s") else fixed


def _corrected(keyword: str) -> str | None:
    """The keyword with its unknown words spelled as the index knows them ('pyhton developer' ->
    'python developer'), or None when no word needed it. Read again by the vocabulary afterwards:
    'machne learning' becomes 'machine learning', which is 'ml'."""
    tokens = keyword.split()
    written = [plain_words(token) for token in tokens]
    # A token of one word may be corrected; one of several ('c++', 'node.js') is left as typed.
    fixed = spelling.corrections([words[0] if len(words) == 1 else "" for words in written])
    shown = [_shown(token, correction) for token, correction in zip(tokens, fixed, strict=True)]
    return " ".join(shown) if shown != tokens else None


def search_corrected(*, query: JobQuery, text: TextQuery) -> tuple[str, TextQuery] | None:
    """The keyword a search that finds nothing as typed is tried with instead (spelled as the index
    knows it), and the words it becomes; None when the query asks for it as typed or no word needed it."""
    if not (query.correct and text.groups):
        return None
    keyword = _corrected(query.keyword)
    return (keyword, replace(text, groups=parse_keyword(keyword))) if keyword else None


Attempt = tuple[TextQuery, bool | None, Relaxed]


FEW_REMOTE_JOBS = 10  # fewer remote jobs than this: the whole country is the better rescue


def _relaxations(
    query: JobQuery, text: TextQuery, remote: bool | None, count: Callable[[TextQuery, bool | None, int], int]
) -> Iterator[list[Attempt]]:
    """Searches that ask for less, stage by stage: remote jobs instead of the place, or the whole
    country (first when fewer than FEW_REMOTE_JOBS remote jobs match); the keyword without its words
    that find nothing on their own, else without one of its words; those again without the place.
    The first stage that finds jobs wins; within a stage, the search that finds the fewest (the
    closest to what was asked) does."""
    everywhere = TextQuery(groups=text.groups)
    if text.place:
        whole_country: list[Attempt] = [(everywhere, remote, Relaxed(location=query.location))]
        if remote is None:
            remote_instead: list[Attempt] = [(everywhere, True, Relaxed(location=query.location, remote_instead=True))]
            few = count(everywhere, True, FEW_REMOTE_JOBS) < FEW_REMOTE_JOBS
            yield from [whole_country, remote_instead] if few else [remote_instead, whole_country]
        else:
            yield whole_country
    if len(text.groups) != 1 or len(text.groups[0]) < 2:
        return
    group = text.groups[0]
    for place, location in [(text.place, None), *([((), query.location)] if text.place else [])]:
        unknown = [t for t in group if not count(replace(text, groups=((t,),), place=place), remote, 1)]
        if 0 < len(unknown) < len(group):
            rest = tuple(t for t in group if t not in unknown)
            why = Relaxed(location=location, dropped_words=typed_words(tuple(unknown)))
            yield [(replace(text, groups=(rest,), place=place), remote, why)]
        else:
            yield [
                (replace(text, groups=(group[:n] + group[n + 1 :],), place=place), remote,
                 Relaxed(location=location, dropped_words=typed_words((dropped,))))
                for n, dropped in enumerate(group)
            ]  # fmt: skip


@dataclass(frozen=True)
class ResolvedSearch:
    """The search a query became: its words and filters after spelling correction and relaxation,
    and what that search found (a page of row ids and the total)."""

    text: TextQuery
    filters: Filters
    found: SearchResult
    corrected_keyword: str | None = None  # the keyword searched instead of one that found nothing
    relaxed: Relaxed | None = None


def search_filters(query: JobQuery, *, remote: bool | None, now: datetime) -> Filters:
    """The query's filters as the index reads them."""
    exclude = Job.objects.filter(id__in=query.exclude_ids).values_list("search_rowid", flat=True)
    return Filters(
        country=query.country,
        remote=remote,
        employment_type=query.employment_type,
        source=query.source,
        min_salary=query.min_salary or None,
        listed_since_rowid=listed_since_rowid(query.posted_within_days, now=now),
        category=query.category,
        exclude_rowids=tuple(exclude) if query.exclude_ids else (),
        within_rowids=query.within_rowids,
    )


def listed_since_rowid(days: int | None, *, now: datetime) -> int | None:
    """'Posted within `days`' as the sort-key floor the index filters by (None: any time)."""
    return rowid_floor(now - timedelta(days=days)) if days else None


def search_reading(*, query: JobQuery, now: datetime) -> tuple[TextQuery, Filters]:
    """The query's words and filters as typed: what search_resolve searches first."""
    text, remote = _text_query(query)
    return text, search_filters(query, remote=remote, now=now)


def search_resolve(
    *, query: JobQuery, now: datetime, offset: int = 0, limit: int = 0, count_to: int | None = None
) -> ResolvedSearch:
    """The one reading of a query: its words and filters, then, when they find nothing, the keyword
    spelled as the index knows it (spelling.py), then a relaxed search. Search results and facet
    counts both come from here, so they always describe the same search. `limit` 0: count only.
    `count_to`: count no further (a caller that wants the page, or only whether it finds any: found.total
    <= it). The searches of a relaxation stage are still told apart by the results' own counts."""
    text, filters = search_reading(query=query, now=now)
    remote = filters.remote
    search = index.engine().search

    def run(text: TextQuery, filters: Filters, count_to: int | None = count_to) -> SearchResult:
        return search(text=text, filters=filters, offset=offset, limit=limit, order=query.sort, count_to=count_to)

    found = run(text, filters)
    corrected_keyword = None
    relaxed = None
    if not found.total and (corrected := search_corrected(query=query, text=text)):
        corrected_keyword, text = corrected
        found = run(text, filters)
    searched = (text, filters)
    if not found.total and query.rescue:

        def count(smaller: TextQuery, smaller_remote: bool | None, up_to: int) -> int:
            """Whether any (up_to 1), or how few: a count that stops there, and no page."""
            return search(
                text=smaller, filters=replace(filters, remote=smaller_remote), offset=0, limit=0, count_to=up_to
            ).total

        for stage in _relaxations(query, text, remote, count):
            tried = [(smaller, replace(filters, remote=smaller_remote), why) for smaller, smaller_remote, why in stage]
            # The fewest matches choose among several, counted as job_search counts them, so the facets
            # (whatever their count_to) describe the search the results show.
            counted_to = count_to if len(tried) == 1 else None
            results = [(run(*attempt[:2], counted_to), attempt) for attempt in tried]
            if hits := [hit for hit in results if hit[0].total]:
                found, (smaller_text, smaller_filters, relaxed) = min(hits, key=lambda hit: hit[0].total)
                searched = (smaller_text, smaller_filters)
                break
    return ResolvedSearch(
        text=searched[0], filters=searched[1], found=found, corrected_keyword=corrected_keyword, relaxed=relaxed
    )


def job_search(*, query: JobQuery, now: datetime | None = None) -> JobSearchPage:
    """IT jobs matching the query, best first: title matches first, newest first within each.

    Both engines order by the same integer sort key (search_rowid: minute listed, then a hash of
    the id), so SQLite and PostgreSQL answer with the same jobs in the same order. A search that
    finds nothing is tried again with its unknown words corrected (spelling.py), then relaxed.
    """
    now = now or timezone.now()
    resolved = search_resolve(query=query, now=now, offset=(query.page - 1) * query.page_size, limit=query.page_size)
    found = resolved.found
    rows = {job.search_rowid: job for job in Job.objects.defer(*CARD_DEFERRED).filter(search_rowid__in=found.rowids)}
    total = min(found.total, count_limit())
    return JobSearchPage(
        jobs=[rows[rowid] for rowid in found.rowids if rowid in rows],
        total=total,
        total_exact=found.total <= total,
        page=query.page,
        pages=math.ceil(total / query.page_size),
        page_size=query.page_size,
        corrected_keyword=resolved.corrected_keyword,
        relaxed=resolved.relaxed,
    )


def job_get(*, job_id: str) -> Job | None:
    """The job shown for an id: a duplicate's id gives the job it duplicates."""
    job = Job.objects.select_related("duplicate_of").filter(id=job_id).first()
    if job is not None and job.duplicate_of is not None:
        return job.duplicate_of
    return job


@once_per_request  # the page's head and its preloaded answer ask for the same job
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
    from the sources; only jobs search shows (IT roles, not a duplicate, open)."""
    now = now or timezone.now()
    visible = Job.objects.filter(is_it_role=True, duplicate_of__isnull=True, expires_at__gt=now, closed_at__isnull=True)
    fields = ("id", "title", "company_name", "last_seen", "source")
    direct = list(visible.filter(source="direct").only(*fields).order_by("-last_seen"))
    recent = list(visible.exclude(source="direct").only(*fields).order_by("-listed_at")[:limit])
    return direct + recent


def job_related(*, job: Job, limit: int = 6, now: datetime | None = None) -> list[Job]:
    """Up to `limit` other jobs like this one: the same title words, then any of them, same country."""
    title_words = [word for word in dict.fromkeys(words(job.title)) if word not in _GENERIC_TITLE_WORDS][:6]
    if not title_words:
        return []
    related: list[Job] = []
    for keyword in (" ".join(title_words), " OR ".join(title_words)):
        query = JobQuery(
            keyword=keyword,
            country=job.country_code,
            page_size=limit,
            exclude_ids=(job.id, *(other.id for other in related)),
            correct=False,
            rescue=False,
        )
        related += job_search(query=query, now=now).jobs[: limit - len(related)]
        if len(related) >= limit:
            break
    return related


def job_featured(*, country: str, limit: int = 6, now: datetime | None = None) -> list[Job]:
    """The home page's featured jobs: the newest software developer jobs in the country (6 of them)."""
    featured = job_search(query=JobQuery(keyword="Software Developer", country=country, page_size=limit), now=now)
    if featured.total >= limit:
        return featured.jobs
    seen = tuple(job.id for job in featured.jobs)
    more = job_search(
        query=JobQuery(keyword="software OR developer", country=country, page_size=limit, exclude_ids=seen), now=now
    )
    return [*featured.jobs, *more.jobs][:limit]
