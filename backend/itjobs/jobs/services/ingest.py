"""Ingest: normalized source records become jobs (upserted by id, classified, deduplicated), and a
record seen again unchanged only moves its job's dates."""

import logging
from collections.abc import Iterable
from dataclasses import dataclass, fields
from datetime import datetime

from django.db import transaction
from django.utils import timezone

from ..models import Job
from ..search_cache import bump_search_generation
from ..types import NormalizedJob
from .batches import BATCH, chunks
from .duplicates import assign_duplicates, refresh_seen_on, same_keys
from .lifecycle import jobs_expire
from .lifetimes import expiry
from .reposts import Known, mark_reposts
from .rows import job_row, record_digest
from .upsert import analyze_if_grown, touch_jobs, upsert_jobs
from .vocabulary import count_terms

logger = logging.getLogger(__name__)


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


def _unique_rowids(rows: list[Job]) -> None:
    """Two jobs listed the same minute whose id hashes share 38 bits would share a row id: bump one."""
    ids = {row.id for row in rows}
    found = Job.objects.filter(search_rowid__any_of=[row.search_rowid for row in rows])
    taken = {rowid for rowid, job_id in found.values_list("search_rowid", "id") if job_id not in ids}
    for row in rows:
        while row.search_rowid in taken:
            row.search_rowid += 1
        taken.add(row.search_rowid)


def _seen_again(records: dict[str, NormalizedJob], known: dict[str, Known], *, now: datetime) -> set[str]:
    """Open jobs a source sent again exactly as before: only their dates move (last seen, expiry),
    in one statement; nothing a search or a page shows changes. Most of a refresh's jobs are these,
    and classifying, indexing and rewriting each row again was most of an ingest's work. Returns
    their ids."""
    again = {
        job_id: record
        for job_id, record in records.items()
        if (was := known.get(job_id)) is not None and was.closed_at is None and was.digest == record_digest(record)
    }
    touch_jobs([(job_id, now, *expiry(record, now=now)) for job_id, record in again.items()])
    return set(again)


def _ingest_chunk(records: list[NormalizedJob], *, now: datetime) -> IngestStats:
    latest = {record.id: record for record in records}  # the same id twice in a batch: the last wins
    known = {
        row[0]: Known(*row[1:])
        for row in Job.objects.filter(id__any_of=latest).values_list(
            "id", "first_seen", "source_digest", "duplicate_of_id", "closed_at", "reposted_at", "expires_unconfirmed"
        )
    }
    again = _seen_again(latest, known, now=now)
    rows = [
        job_row(record, now=now, first_seen=known[job_id].first_seen if job_id in known else now)
        for job_id, record in latest.items()
        if job_id not in again
    ]
    stats = IngestStats(received=len(records), created=len(latest) - len(known), updated=len(known))
    sharing = same_keys(rows)
    stats.duplicates = assign_duplicates(rows, sharing, now=now)
    stats.reposted = mark_reposts(rows, known, sharing, now=now)
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
    count_terms(rows)
    # A new job shown as itself lists its own source already (job_row), unless this batch brought
    # a duplicate of it: then it is that duplicate's duplicate_of. Most of a first fill is these.
    shown = {row.duplicate_of_id or row.id for row in rows if row.duplicate_of_id or row.id in known}
    stats.changed += refresh_seen_on(shown, now=now)
    return stats


def jobs_ingest(*, jobs: Iterable[NormalizedJob], now: datetime | None = None) -> IngestStats:
    """Upsert source records by id: idempotent, refreshes last_seen and expiry, classifies, dedupes."""
    now = now or timezone.now()
    total = IngestStats()
    for chunk in chunks(jobs, BATCH):
        with transaction.atomic():
            total += _ingest_chunk(chunk, now=now)
        analyze_if_grown()
    if total.changed:
        bump_search_generation()
    logger.info("Ingested %s", total)
    jobs_expire(now=now)  # search does not filter by date: every ingest clears what expired
    return total
