"""Writes to the job index: ingest normalized source records, close jobs no source lists any more
(kept out of search, then purged: decision 0021), reopen the ones a source lists again."""

import hashlib
import logging
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from datetime import datetime, timedelta
from itertools import islice
from typing import Any

from django.conf import settings
from django.db import connection, models, transaction
from django.utils import timezone

from . import classify
from .companies import company_slug
from .dedupe import dedupe_key_of, merge_seen_on
from .index.tags import category_bits, filter_tags
from .index.text import document, place_document, plain_words, title_documents
from .models import Job, SearchTerm, search_rowid_for
from .sanitize import sanitize_html, snippet
from .search_cache import bump_search_generation
from .suggestions import suggestions_refresh_if_due
from .types import NormalizedJob
from .upsert import analyze_if_grown, touch_jobs, upsert_jobs

logger = logging.getLogger(__name__)

_BATCH = 500


@dataclass
class IngestStats:
    received: int = 0
    created: int = 0
    updated: int = 0
    duplicates: int = 0  # records of a job already listed under another id (same title + company + place)
    not_it: int = 0  # stored, but not shown in search
    reposted: int = 0  # listed again after they had closed (reopened, or a new id for a closed job)
    # Jobs whose shown content, listing or sources changed: new ones, a record that differs from
    # the last one, a changed duplicate or seen_on list. 0: searches show what they showed before.
    changed: int = 0

    def __add__(self, other: "IngestStats") -> "IngestStats":
        return IngestStats(**{f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self)})


def expire_days() -> int:
    return int(getattr(settings, "JOB_EXPIRE_DAYS", 30))


def closed_keep_days() -> int:
    """How long a closed job is kept (its page says it closed) before it is deleted."""
    return int(getattr(settings, "JOB_CLOSED_KEEP_DAYS", 90))


def unconfirmed_window(source: str) -> timedelta | None:
    """How long a job of `source` stays in search after a call last listed it, for the sources the
    crawl plan re-reads (JOB_UNCONFIRMED_SOURCES, decision 0022); None: until its expiry."""
    if source not in getattr(settings, "JOB_UNCONFIRMED_SOURCES", ()):
        return None
    return timedelta(days=int(getattr(settings, "JOB_UNCONFIRMED_DAYS", 1)))


def _expiry(record: NormalizedJob, *, now: datetime) -> tuple[datetime, bool]:
    """When the job leaves search unless a source lists it again: JOB_EXPIRE_DAYS from now, or the
    deadline the source states when that comes first, or its source's shorter unconfirmed window
    (then True: it will leave as 'not seen lately', not closed)."""
    ends = now + timedelta(days=expire_days())
    if record.valid_through:
        ends = min(ends, record.valid_through)
    window = unconfirmed_window(record.source)
    if window is not None and now + window < ends:
        return now + window, True
    return ends, False


def _chunks(items: Iterable[NormalizedJob], size: int) -> Iterator[list[NormalizedJob]]:
    iterator = iter(items)
    while chunk := list(islice(iterator, size)):
        yield chunk


# What _job_row derives from a record (classification, index words, salary, slugs): bump it when
# that changes, and every job is rewritten the next time a source lists it, though its record is
# the same (a job seen again unchanged only has its dates moved, see _ingest_chunk).
DERIVATION_VERSION = 2  # 2: release and build engineers are IT roles; the dedupe key has the place


def record_digest(record: NormalizedJob) -> str:
    """What a source sent for a job, in 32 hex digits: the same record again gives the same digest
    (a dataclass's repr lists every field, in order, each by its own repr), under the same
    DERIVATION_VERSION."""
    return hashlib.blake2b(f"{DERIVATION_VERSION}:{record!r}".encode(), digest_size=16).hexdigest()


def _job_row(record: NormalizedJob, *, now: datetime, first_seen: datetime) -> Job:
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
    expires_at, expires_unconfirmed = _expiry(record, now=now)
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
        **_index_columns(
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


def _index_columns(
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


def _count_terms(rows: Iterable[Job]) -> None:
    """Add the shown jobs' title, company, skill and category words to the spelling vocabulary."""
    counts: Counter[str] = Counter()
    for row in rows:
        if row.is_listed:
            # The stored words and the words as written ('machine' of 'machine learning', stored as 'ml'):
            # a typo is corrected to a written word, then the vocabulary folds the corrected query.
            written = plain_words(f"{row.title} {' '.join(row.skills)}")
            found = {*row.search_title.split(), *row.search_extra.split(), *written}
            counts.update(word for word in found if len(word) <= 64)
    if not counts:
        return
    table = connection.ops.quote_name(SearchTerm._meta.db_table)
    upsert = f"ON CONFLICT (term) DO UPDATE SET jobs = {table}.jobs + excluded.jobs"
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":  # one statement: a batch brings thousands of words
            terms, jobs = zip(*sorted(counts.items()), strict=True)
            cursor.execute(
                f"INSERT INTO {table} (term, jobs) SELECT * FROM unnest(%s::text[], %s::int[]) {upsert}",  # noqa: S608
                [list(terms), list(jobs)],
            )
            return
        cursor.executemany(
            f"INSERT INTO {table} (term, jobs) VALUES (%s, %s) {upsert}",  # noqa: S608 -- the table name is a constant
            sorted(counts.items()),
        )


def jobs_reindex(*, model: type[Job] = Job, batch: int = _BATCH) -> int:
    """Rewrite every job's index words and the spelling vocabulary: run after the vocabulary or the
    gazetteer changes (a data migration does, with its historical model). Returns how many jobs."""
    columns = ["search_title", "search_extra", "search_body", "search_place", "search_phrases"]
    columns = [column for column in columns if hasattr(model, column)]  # a historical model has fewer
    fields = ["id", "title", "company_name", "skills", "categories", "description_text", "city", "region",
              "location_text", "country_code", "is_listed", *columns]  # fmt: skip
    SearchTerm.objects.all().delete()
    done = 0
    last = ""
    while rows := list(model.objects.filter(id__gt=last).order_by("id").only(*fields)[:batch]):
        with transaction.atomic():
            for row in rows:
                for name, value in _index_columns(
                    title=row.title,
                    company_name=row.company_name,
                    skills=row.skills,
                    categories=row.categories,
                    text=row.description_text,
                    city=row.city,
                    region=row.region,
                    location_text=row.location_text,
                    country_code=row.country_code,
                ).items():
                    if name in columns:
                        setattr(row, name, value)
            model.objects.bulk_update(rows, columns)
            _count_terms(rows)
        done += len(rows)
        last = rows[-1].id
    bump_search_generation()
    return done


_TAG_FIELDS = ("is_listed", "country_code", "remote", "employment_type", "source", "salary_yearly_min", "categories")


def jobs_regroup(*, now: datetime | None = None, batch: int = _BATCH) -> int:
    """Apply today's rules for what is the same job (dedupe.dedupe_key) and what is an IT role
    (classify.is_it_role) to the jobs already stored: run when either changes (a data migration
    does). An open duplicate whose shown job now has another key is shown again, the oldest of each
    key, the rest pointing at it; a closed job no longer leads to a job of another key. Only the
    named columns are read and written, so a migration may run it. Returns how many jobs changed."""
    now = now or timezone.now()
    fields = ["id", "title", "company_name", "city", "country_code", "location_text", "dedupe_key", "is_it_role"]
    changed = 0
    reclassified: list[str] = []
    last = ""
    while rows := list(Job.objects.filter(id__gt=last).order_by("id").only(*fields)[:batch]):
        updates = []
        for row in rows:
            key = dedupe_key_of(row)
            it_role = classify.is_it_role(row.title)
            if it_role != row.is_it_role:
                reclassified.append(row.id)
            if (key, it_role) != (row.dedupe_key, row.is_it_role):
                row.dedupe_key, row.is_it_role = key, it_role
                updates.append(row)
        with transaction.atomic():
            Job.objects.bulk_update(updates, ["dedupe_key", "is_it_role"])
            # A job whose classification changed is listed as any shown open job of its kind is.
            Job.objects.filter(
                id__in=[row.id for row in updates], duplicate_of__isnull=True, closed_at__isnull=True
            ).update(is_listed=models.F("is_it_role"))
        changed += len(updates)
        last = rows[-1].id
    split = list(
        Job.objects.filter(duplicate_of__isnull=False)
        .exclude(dedupe_key=models.F("duplicate_of__dedupe_key"))
        .order_by("first_seen", "id")
        .values_list("id", "dedupe_key", "is_it_role", "duplicate_of_id", "closed_at", "expires_at")
    )
    with transaction.atomic():
        closed = [row[0] for row in split if row[4] is not None]
        for start in range(0, len(closed), batch):
            Job.objects.filter(id__in=closed[start : start + batch]).update(duplicate_of_id=None)
        orphans = [(job_id, key, it_role) for job_id, key, it_role, _, shut, end in split if not shut and end > now]
        # A job already shown with an orphan's new key stays shown and takes it in.
        keys = sorted({key for _, key, _ in orphans})
        shown = [
            row
            for start in range(0, len(keys), batch)
            for row in Job.objects.filter(
                dedupe_key__in=keys[start : start + batch],
                duplicate_of__isnull=True,
                closed_at__isnull=True,
                expires_at__gt=now,
            ).values_list("id", "dedupe_key", "is_it_role")
        ]
        chosen = _reelect_canonicals([*shown, *orphans], now=now)
        _retag(reclassified)
        _refresh_seen_on({row[3] for row in split} | set(chosen.values()), now=now)
    if changed or split:
        bump_search_generation()
    return changed


def _tags(job: Job) -> str:
    return filter_tags(
        is_listed=job.is_listed,
        country_code=job.country_code,
        remote=job.remote,
        employment_type=job.employment_type,
        source=job.source,
        salary_yearly_min=job.salary_yearly_min,
        categories=job.categories,
    )


def jobs_retag(*, model: type[Job] = Job, batch: int = _BATCH) -> int:
    """Rewrite every job's filter words and category bits: run after the filter words change (a data
    migration does, with its historical model). Returns how many jobs."""
    done = 0
    last = ""
    while rows := list(model.objects.filter(id__gt=last).order_by("id").only("id", *_TAG_FIELDS)[:batch]):
        with transaction.atomic():
            for row in rows:
                row.search_tags = _tags(row)
                row.category_bits = category_bits(row.categories)
            model.objects.bulk_update(rows, ["search_tags", "category_bits"])
        done += len(rows)
        last = rows[-1].id
    bump_search_generation()
    return done


# The batch lookups below select by their key column alone (ids, dedupe keys, row ids) and test the
# rest of their conditions in Python: with statistics from when the table was smaller, the planner
# took an index of another condition ('open', 'not a duplicate') and read every open job for a
# batch's 500 keys (5 s a batch at 100,000 jobs, where the key's index takes 3 ms). A table that
# outgrew its statistics is analyzed between batches (upsert.analyze_if_grown).


def _unique_rowids(rows: list[Job]) -> None:
    """Two jobs listed the same minute whose id hashes share 38 bits would share a row id: bump one."""
    ids = {row.id for row in rows}
    found = Job.objects.filter(search_rowid__any_of=[row.search_rowid for row in rows])
    taken = {rowid for rowid, job_id in found.values_list("search_rowid", "id") if job_id not in ids}
    for row in rows:
        while row.search_rowid in taken:
            row.search_rowid += 1
        taken.add(row.search_rowid)


@dataclass(frozen=True)
class _SameKey:
    """A job the table holds with the dedupe key of one of a batch's rows."""

    dedupe_key: str
    id: str
    duplicate_of_id: str | None
    expires_at: datetime
    closed_at: datetime | None
    expires_unconfirmed: bool


def _same_keys(rows: list[Job]) -> list[_SameKey]:
    """The jobs that share a dedupe key with the batch's rows, oldest first: one read for both
    _assign_duplicates and _mark_reposts."""
    found = (
        Job.objects.filter(dedupe_key__any_of={row.dedupe_key for row in rows})
        .order_by("first_seen", "id")
        .values_list("dedupe_key", "id", "duplicate_of_id", "expires_at", "closed_at", "expires_unconfirmed")
    )
    return [_SameKey(*values) for values in found]


def _assign_duplicates(rows: list[Job], same_keys: list[_SameKey], *, now: datetime) -> int:
    """Point every row whose title + company + place is already listed under another live id at that id."""
    canonical: dict[str, str] = {}
    for job in same_keys:
        if not job.duplicate_of_id and job.expires_at > now and job.closed_at is None:  # not a duplicate, open
            canonical.setdefault(job.dedupe_key, job.id)
    duplicates = 0
    for row in rows:
        target = canonical.setdefault(row.dedupe_key, row.id)
        row.duplicate_of_id = None if target == row.id else target
        row.is_listed = row.is_it_role and row.duplicate_of_id is None
        row.search_tags = _tags(row)
        duplicates += row.duplicate_of_id is not None
    return duplicates


def _refresh_seen_on(canonical_ids: set[str], *, now: datetime) -> int:
    """A shown job lists every source and publisher of itself and its live duplicates. Returns how
    many lists changed."""
    ordered = sorted(canonical_ids)
    changed = 0
    for start in range(0, len(ordered), _BATCH):
        ids = ordered[start : start + _BATCH]
        entries: dict[str, list[dict[str, Any]]] = {job_id: [] for job_id in ids}
        current = {}
        for job_id, source, publisher, seen_on in Job.objects.filter(id__any_of=ids).values_list(
            "id", "source", "publisher", "seen_on"
        ):
            entries[job_id].append({"source": source, "publisher": publisher})
            current[job_id] = seen_on
        dupes = Job.objects.filter(duplicate_of_id__any_of=ids).order_by("first_seen", "id")
        for job_id, source, publisher, expires_at, closed_at in dupes.values_list(
            "duplicate_of_id", "source", "publisher", "expires_at", "closed_at"
        ):
            if expires_at > now and closed_at is None:
                entries[job_id].append({"source": source, "publisher": publisher})
        # Only jobs whose list changed are written: most jobs are seen on one source only.
        updates = [
            Job(id=job_id, seen_on=merged)
            for job_id, seen in entries.items()
            if job_id in current and (merged := merge_seen_on(seen)) != current[job_id]
        ]
        for update in updates:
            Job.objects.filter(id=update.id).update(seen_on=update.seen_on)
        changed += len(updates)
    return changed


@dataclass(frozen=True)
class _Known:
    """What the table holds of a job a batch brings again."""

    first_seen: datetime
    digest: str
    duplicate_of_id: str | None
    closed_at: datetime | None
    reposted_at: datetime | None
    expires_unconfirmed: bool  # when closed: only because no source listed it lately (decision 0022)


def _mark_reposts(rows: list[Job], known: dict[str, _Known], same_keys: list[_SameKey], *, now: datetime) -> int:
    """A job a source lists again after it closed is open again and reposted: the same id (its row
    was closed), or a new id shown in place of a closed job with its title + company + place (no
    open job had it meanwhile). Only what ingest sees; a reposted job stays reposted. A job that was
    out of search only as 'not seen lately' (decision 0022) comes back without the mark: nothing
    showed it closed, so nothing shows it reposted. Returns how many reopened or reposted now."""
    for row in rows:
        if row.id in known:
            row.reposted_at = known[row.id].reposted_at
    fresh_keys = {row.dedupe_key for row in rows if row.id not in known and row.duplicate_of_id is None}
    closed_keys: set[str] = set()  # of a job seen to close
    gone_keys: set[str] = set()  # of any job out of search, not seen lately included
    for job in same_keys:
        if job.closed_at is None or job.dedupe_key not in fresh_keys:
            continue
        gone_keys.add(job.dedupe_key)
        if not job.expires_unconfirmed:
            closed_keys.add(job.dedupe_key)
    came_back = 0
    for row in rows:
        was = known.get(row.id)
        if was is not None and was.closed_at is not None and was.expires_unconfirmed:
            continue  # listed again, not reposted: ingest writes it open like any other row
        if (was is not None and was.closed_at is not None) or (
            was is None and row.duplicate_of_id is None and row.dedupe_key in closed_keys
        ):
            row.reposted_at = now
            came_back += 1
    # A job out of search leads to the listing that took its place (job_get follows duplicate_of).
    taking_over = {
        row.dedupe_key: row.id
        for row in rows
        if row.id not in known and row.duplicate_of_id is None and row.dedupe_key in gone_keys
    }
    for key, job_id in taking_over.items():
        Job.objects.filter(dedupe_key=key, closed_at__isnull=False).exclude(id=job_id).update(duplicate_of_id=job_id)
    return came_back


def _seen_again(records: dict[str, NormalizedJob], known: dict[str, _Known], *, now: datetime) -> set[str]:
    """Open jobs a source sent again exactly as before: only their dates move (last seen, expiry),
    in one statement; nothing a search or a page shows changes. Most of a refresh's jobs are these,
    and classifying, indexing and rewriting each row again was most of an ingest's work. Returns
    their ids."""
    again = {
        job_id: record
        for job_id, record in records.items()
        if (was := known.get(job_id)) is not None and was.closed_at is None and was.digest == record_digest(record)
    }
    touch_jobs([(job_id, now, *_expiry(record, now=now)) for job_id, record in again.items()])
    return set(again)


def _ingest_chunk(records: list[NormalizedJob], *, now: datetime) -> IngestStats:
    latest = {record.id: record for record in records}  # the same id twice in a batch: the last wins
    known = {
        row[0]: _Known(*row[1:])
        for row in Job.objects.filter(id__any_of=latest).values_list(
            "id", "first_seen", "source_digest", "duplicate_of_id", "closed_at", "reposted_at", "expires_unconfirmed"
        )
    }
    again = _seen_again(latest, known, now=now)
    rows = [
        _job_row(record, now=now, first_seen=known[job_id].first_seen if job_id in known else now)
        for job_id, record in latest.items()
        if job_id not in again
    ]
    stats = IngestStats(received=len(records), created=len(latest) - len(known), updated=len(known))
    same_keys = _same_keys(rows)
    stats.duplicates = _assign_duplicates(rows, same_keys, now=now)
    stats.reposted = _mark_reposts(rows, known, same_keys, now=now)
    _unique_rowids(rows)
    stats.not_it = sum(not row.is_it_role for row in rows)
    # Seen again unchanged: only last_seen and the expiry move, which no search shows. A closed job
    # that comes back (closed_at cleared: every row is written open) is listed again: a change.
    stats.changed = sum(
        row.id not in known
        or (known[row.id].digest, known[row.id].duplicate_of_id) != (row.source_digest, row.duplicate_of_id)
        or known[row.id].closed_at is not None
        for row in rows
    )
    upsert_jobs(rows, new_ids={row.id for row in rows if row.id not in known})
    _count_terms(rows)
    # A new job shown as itself lists its own source already (_job_row), unless this batch brought
    # a duplicate of it: then it is that duplicate's duplicate_of. Most of a first fill is these.
    shown = {row.duplicate_of_id or row.id for row in rows if row.duplicate_of_id or row.id in known}
    stats.changed += _refresh_seen_on(shown, now=now)
    return stats


def jobs_ingest(*, jobs: Iterable[NormalizedJob], now: datetime | None = None) -> IngestStats:
    """Upsert source records by id: idempotent, refreshes last_seen and expiry, classifies, dedupes."""
    now = now or timezone.now()
    total = IngestStats()
    for chunk in _chunks(jobs, _BATCH):
        with transaction.atomic():
            total += _ingest_chunk(chunk, now=now)
        analyze_if_grown()
    if total.changed:
        bump_search_generation()
    logger.info("Ingested %s", total)
    jobs_expire(now=now)  # search does not filter by date: every ingest clears what expired
    return total


def _reelect_canonicals(orphans: list[tuple[str, str, bool]], *, now: datetime) -> dict[str, str]:
    """Duplicates whose shown job closed: the oldest of each title + company + place is shown instead.
    Returns the job now shown for each dedupe key."""
    chosen: dict[str, str] = {}
    updates = []
    for job_id, key, is_it_role in orphans:
        target = chosen.setdefault(key, job_id)
        shown = target == job_id
        updates.append(Job(id=job_id, duplicate_of_id=None if shown else target, is_listed=shown and is_it_role))
    Job.objects.bulk_update(updates, ["duplicate_of", "is_listed"], batch_size=_BATCH)
    _retag([update.id for update in updates])
    return chosen


def _retag(job_ids: list[str]) -> None:
    """Rewrite these jobs' filter words from their columns (the index's triggers follow)."""
    for start in range(0, len(job_ids), _BATCH):
        rows = list(Job.objects.filter(id__in=job_ids[start : start + _BATCH]).only(*_TAG_FIELDS))
        for row in rows:
            row.search_tags = _tags(row)
        Job.objects.bulk_update(rows, ["search_tags"])


def jobs_close(job_ids: Iterable[str], *, now: datetime | None = None) -> int:
    """Take these jobs out of search at once: their source no longer lists them (an employer closed
    the post, a crawl sweep stopped returning them). They go the way an expired job goes
    (jobs_expire), the one path out of the index; returns how many closed (with any others due by now)."""
    now = now or timezone.now()
    ids = list(job_ids)
    if not Job.objects.filter(id__in=ids, closed_at__isnull=True).exists():
        return 0
    # Seen to close: whatever window it was in, it leaves as closed, not as 'not seen lately'.
    Job.objects.filter(id__in=ids, closed_at__isnull=True).update(expires_at=now, expires_unconfirmed=False)
    return jobs_expire(now=now)


def jobs_delete(job_ids: Iterable[str], *, now: datetime | None = None) -> int:
    """Close these jobs, then delete their rows at once, with no closed page kept: their content must
    go (an operator rejected the post, its employer deleted it or their account). Returns how many."""
    ids = list(job_ids)
    jobs_close(ids, now=now)  # a duplicate takes over and the seen_on lists follow, as for any close
    deleted, _ = Job.objects.filter(id__in=ids).delete()
    if deleted:
        bump_search_generation()
    return deleted


def jobs_expire(*, now: datetime | None = None) -> int:
    """Close the jobs no source has listed for JOB_EXPIRE_DAYS (or that jobs_close made due): they
    leave search but are kept, so their page can say they closed; returns how many closed. Jobs
    closed JOB_CLOSED_KEEP_DAYS ago are deleted. Then rebuild the suggestions when due (suggestions.py)."""
    now = now or timezone.now()
    expired = Job.objects.filter(expires_at__lte=now, closed_at__isnull=True)
    with transaction.atomic():
        closing = list(expired.values_list("id", "dedupe_key", "duplicate_of_id"))
        ids = [job_id for job_id, _, _ in closing]
        touched = {duplicate_of for _, _, duplicate_of in closing if duplicate_of}
        orphans = list(
            Job.objects.filter(duplicate_of__in=ids, expires_at__gt=now, closed_at__isnull=True)
            .order_by("first_seen", "id")
            .values_list("id", "dedupe_key", "is_it_role")
        )
        for start in range(0, len(ids), _BATCH):
            Job.objects.filter(id__in=ids[start : start + _BATCH]).update(closed_at=now, is_listed=False)
        chosen = _reelect_canonicals(orphans, now=now)
        # A closed job whose duplicate took over leads there: the same job, still listed elsewhere.
        for job_id, key, _ in closing:
            if key in chosen:
                Job.objects.filter(id=job_id).update(duplicate_of_id=chosen[key])
        _retag(ids)
        touched |= set(chosen.values())
        _refresh_seen_on(set(Job.objects.filter(id__in=touched).values_list("id", flat=True)), now=now)
    purged, _ = Job.objects.filter(closed_at__lte=now - timedelta(days=closed_keep_days())).delete()
    if closing:
        bump_search_generation()
        logger.info("Closed %d jobs", len(closing))
    if purged:
        logger.info("Purged %d jobs closed %d days ago", purged, closed_keep_days())
    suggestions_refresh_if_due(now=now)  # every ingest ends here
    return len(closing)
