"""Frozen copies of what the data migrations run, on the historical models they are handed.

A data migration must do tomorrow what it does today, so it never calls the services (which
follow today's models and rules). What it applies on purpose is today's vocabulary: the index
words (index.text), the filter words (index.tags), the IT-role test (classify) and the dedupe key
(dedupe): rebuilding stored jobs with the rules in force is what these migrations are for. The
loader skips this module (its name starts with '_'): it is not a migration itself.
"""

from collections import Counter
from datetime import datetime
from typing import Any

from django.db import connection, models, transaction

from itjobs.jobs import classify
from itjobs.jobs.dedupe import dedupe_key_of, merge_seen_on
from itjobs.jobs.index.tags import category_bits, filter_tags
from itjobs.jobs.index.text import document, place_document, plain_words, title_documents
from itjobs.jobs.search_cache import bump_search_generation

BATCH = 500
TAG_FIELDS = ("is_listed", "country_code", "remote", "employment_type", "source", "salary_yearly_min", "categories")


def _index_columns(row: Any) -> dict[str, str]:
    search_title, search_phrases = title_documents(row.title)
    return {
        "search_title": search_title,
        "search_phrases": search_phrases,
        "search_extra": document(row.company_name, " ".join(row.skills), " ".join(row.categories).replace("-", " ")),
        "search_body": document(row.description_text),
        "search_place": place_document(
            city=row.city,
            region=row.region,
            location_text=row.location_text,
            country=(row.country_code or "").lower() or None,
        ),
    }


def _count_terms(search_term: Any, rows: list[Any]) -> None:
    counts: Counter[str] = Counter()
    for row in rows:
        if row.is_listed:
            written = plain_words(f"{row.title} {' '.join(row.skills)}")
            found = {*row.search_title.split(), *row.search_extra.split(), *written}
            counts.update(word for word in found if len(word) <= 64)
    if not counts:
        return
    table = connection.ops.quote_name(search_term._meta.db_table)
    upsert = f"ON CONFLICT (term) DO UPDATE SET jobs = {table}.jobs + excluded.jobs"
    with connection.cursor() as cursor:
        cursor.executemany(
            f"INSERT INTO {table} (term, jobs) VALUES (%s, %s) {upsert}",  # noqa: S608 -- the table name is a constant
            sorted(counts.items()),
        )


def reindex(job: Any, search_term: Any) -> int:
    """Every job's index words and the spelling vocabulary anew. Returns how many jobs."""
    columns = ["search_title", "search_extra", "search_body", "search_place", "search_phrases"]
    columns = [column for column in columns if hasattr(job, column)]  # an earlier model has fewer
    fields = ["id", "title", "company_name", "skills", "categories", "description_text", "city", "region",
              "location_text", "country_code", "is_listed", *columns]  # fmt: skip
    search_term.objects.all().delete()
    done = 0
    last = ""
    while rows := list(job.objects.filter(id__gt=last).order_by("id").only(*fields)[:BATCH]):
        with transaction.atomic():
            for row in rows:
                for name, value in _index_columns(row).items():
                    if name in columns:
                        setattr(row, name, value)
            job.objects.bulk_update(rows, columns)
            _count_terms(search_term, rows)
        done += len(rows)
        last = rows[-1].id
    bump_search_generation()
    return done


def _tags(row: Any) -> str:
    return filter_tags(**{name: getattr(row, name) for name in TAG_FIELDS})


def retag(job: Any, *, ids: list[str] | None = None) -> int:
    """The filter words and category bits of every job (or of these). Returns how many jobs."""
    done = 0
    last = ""
    jobs = job.objects.all() if ids is None else job.objects.filter(id__in=ids)
    while rows := list(jobs.filter(id__gt=last).order_by("id").only("id", *TAG_FIELDS)[:BATCH]):
        with transaction.atomic():
            for row in rows:
                row.search_tags = _tags(row)
                row.category_bits = category_bits(row.categories)
            job.objects.bulk_update(rows, ["search_tags", "category_bits"])
        done += len(rows)
        last = rows[-1].id
    return done


def _reelect(job: Any, candidates: list[tuple[str, str, bool]]) -> dict[str, str]:
    """The oldest of each key is shown, the rest point at it. Returns the job shown per key."""
    chosen: dict[str, str] = {}
    updates = []
    for job_id, key, is_it_role in candidates:
        target = chosen.setdefault(key, job_id)
        shown = target == job_id
        updates.append(job(id=job_id, duplicate_of_id=None if shown else target, is_listed=shown and is_it_role))
    job.objects.bulk_update(updates, ["duplicate_of", "is_listed"], batch_size=BATCH)
    retag(job, ids=[update.id for update in updates])
    return chosen


def _refresh_seen_on(job: Any, canonical_ids: set[str], *, now: datetime) -> None:
    """A shown job lists every source and publisher of itself and its live duplicates."""
    ordered = sorted(canonical_ids)
    for start in range(0, len(ordered), BATCH):
        ids = ordered[start : start + BATCH]
        entries: dict[str, list[dict[str, Any]]] = {job_id: [] for job_id in ids}
        current = {}
        for job_id, source, publisher, seen_on in job.objects.filter(id__in=ids).values_list(
            "id", "source", "publisher", "seen_on"
        ):
            entries[job_id].append({"source": source, "publisher": publisher})
            current[job_id] = seen_on
        dupes = job.objects.filter(duplicate_of_id__in=ids).order_by("first_seen", "id")
        for job_id, source, publisher, expires_at, closed_at in dupes.values_list(
            "duplicate_of_id", "source", "publisher", "expires_at", "closed_at"
        ):
            if expires_at > now and closed_at is None:
                entries[job_id].append({"source": source, "publisher": publisher})
        for job_id, seen in entries.items():
            if job_id in current and (merged := merge_seen_on(seen)) != current[job_id]:
                job.objects.filter(id=job_id).update(seen_on=merged)


def regroup(job: Any, *, now: datetime) -> int:
    """The dedupe key and the IT-role test of every stored job anew. An open duplicate whose shown
    job now has another key is shown again, the oldest of each key, the rest pointing at it; a
    closed job no longer leads to a job of another key. Returns how many jobs changed."""
    fields = ["id", "title", "company_name", "city", "country_code", "location_text", "dedupe_key", "is_it_role"]
    changed = 0
    reclassified: list[str] = []
    last = ""
    while rows := list(job.objects.filter(id__gt=last).order_by("id").only(*fields)[:BATCH]):
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
            job.objects.bulk_update(updates, ["dedupe_key", "is_it_role"])
            job.objects.filter(
                id__in=[row.id for row in updates], duplicate_of__isnull=True, closed_at__isnull=True
            ).update(is_listed=models.F("is_it_role"))
        changed += len(updates)
        last = rows[-1].id
    split = list(
        job.objects.filter(duplicate_of__isnull=False)
        .exclude(dedupe_key=models.F("duplicate_of__dedupe_key"))
        .order_by("first_seen", "id")
        .values_list("id", "dedupe_key", "is_it_role", "duplicate_of_id", "closed_at", "expires_at")
    )
    with transaction.atomic():
        closed = [row[0] for row in split if row[4] is not None]
        for start in range(0, len(closed), BATCH):
            job.objects.filter(id__in=closed[start : start + BATCH]).update(duplicate_of_id=None)
        orphans = [(job_id, key, it_role) for job_id, key, it_role, _, shut, end in split if not shut and end > now]
        keys = sorted({key for _, key, _ in orphans})
        shown = [
            row
            for start in range(0, len(keys), BATCH)
            for row in job.objects.filter(
                dedupe_key__in=keys[start : start + BATCH],
                duplicate_of__isnull=True,
                closed_at__isnull=True,
                expires_at__gt=now,
            ).values_list("id", "dedupe_key", "is_it_role")
        ]
        chosen = _reelect(job, [*shown, *orphans])
        retag(job, ids=reclassified)
        _refresh_seen_on(job, {row[3] for row in split} | set(chosen.values()), now=now)
    if changed or split:
        bump_search_generation()
    return changed
