"""One job shown for each title + company + place: which row is shown, which rows point at it, and
the sources and publishers the shown one lists.

The batch lookups here select by their key column alone (ids, dedupe keys, row ids) and test the
rest of their conditions in Python: with statistics from when the table was smaller, the planner
took an index of another condition ('open', 'not a duplicate') and read every open job for a
batch's 500 keys (5 s a batch at 100,000 jobs, where the key's index takes 3 ms). A table that
outgrew its statistics is analyzed between batches (upsert.analyze_if_grown)."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ..dedupe import merge_seen_on
from ..models import Job
from .batches import BATCH
from .rows import TAG_FIELDS, tags


@dataclass(frozen=True)
class SameKey:
    """A job the table holds with the dedupe key of one of a batch's rows."""

    dedupe_key: str
    id: str
    duplicate_of_id: str | None
    expires_at: datetime
    closed_at: datetime | None
    expires_unconfirmed: bool


def same_keys(rows: list[Job]) -> list[SameKey]:
    """The jobs that share a dedupe key with the batch's rows, oldest first: one read for both
    assign_duplicates and mark_reposts."""
    found = (
        Job.objects.filter(dedupe_key__any_of={row.dedupe_key for row in rows})
        .order_by("first_seen", "id")
        .values_list("dedupe_key", "id", "duplicate_of_id", "expires_at", "closed_at", "expires_unconfirmed")
    )
    return [SameKey(*values) for values in found]


def assign_duplicates(rows: list[Job], same_keys: list[SameKey], *, now: datetime) -> int:
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
        row.search_tags = tags(row)
        duplicates += row.duplicate_of_id is not None
    return duplicates


def refresh_seen_on(canonical_ids: set[str], *, now: datetime) -> int:
    """A shown job lists every source and publisher of itself and its live duplicates. Returns how
    many lists changed."""
    ordered = sorted(canonical_ids)
    changed = 0
    for start in range(0, len(ordered), BATCH):
        ids = ordered[start : start + BATCH]
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


def reelect_canonicals(orphans: list[tuple[str, str, bool]], *, now: datetime) -> dict[str, str]:
    """Duplicates whose shown job closed: the oldest of each title + company + place is shown instead.
    Returns the job now shown for each dedupe key."""
    chosen: dict[str, str] = {}
    updates = []
    for job_id, key, is_it_role in orphans:
        target = chosen.setdefault(key, job_id)
        shown = target == job_id
        updates.append(Job(id=job_id, duplicate_of_id=None if shown else target, is_listed=shown and is_it_role))
    Job.objects.bulk_update(updates, ["duplicate_of", "is_listed"], batch_size=BATCH)
    retag([update.id for update in updates])
    return chosen


def retag(job_ids: list[str]) -> None:
    """Rewrite these jobs' filter words from their columns (the index's triggers follow)."""
    for start in range(0, len(job_ids), BATCH):
        rows = list(Job.objects.filter(id__in=job_ids[start : start + BATCH]).only(*TAG_FIELDS))
        for row in rows:
            row.search_tags = tags(row)
        Job.objects.bulk_update(rows, ["search_tags"])
