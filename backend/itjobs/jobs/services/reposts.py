"""A job a source lists again after it closed: open again, and marked reposted when it was seen to close."""

from dataclasses import dataclass
from datetime import datetime

from ..models import Job
from .duplicates import SameKey


@dataclass(frozen=True)
class Known:
    """What the table holds of a job a batch brings again."""

    first_seen: datetime
    digest: str
    duplicate_of_id: str | None
    closed_at: datetime | None
    reposted_at: datetime | None
    expires_unconfirmed: bool  # when closed: only because no source listed it lately (decision 0022)


def mark_reposts(rows: list[Job], known: dict[str, Known], same_keys: list[SameKey], *, now: datetime) -> int:
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
