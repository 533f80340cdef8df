"""Which jobs are new to an alert: found by the jobs app's own search, among the jobs our index first
saw since the alert's last mail, minus every job (and duplicate) it was already sent.

A round reads the new jobs once (first seen after the oldest due alert's `new_since`), then asks the
jobs app's search, once per distinct search, which of them match (JobQuery.within_rowids): the
same words, synonyms, places and filters as the results page, never a second implementation. The
search is taken as typed: no spelling correction and no relaxed search (those rescue a page that
found nothing; an alert that finds nothing new mails nothing).
"""

from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from itjobs.jobs.models import Job
from itjobs.jobs.selectors import search_resolve

from .searches import job_query_of

NEW_JOBS_CAP = 20_000  # the newest first-seen jobs one round looks at (SQLite takes 32,766 parameters)


@dataclass(frozen=True)
class NewJob:
    id: str
    rowid: int
    first_seen: datetime
    dedupe_key: str


def new_jobs_since(*, since: datetime, now: datetime) -> list[NewJob]:
    """Jobs search shows that the index first saw after `since` (up to `now`), newest first."""
    rows = (
        Job.objects.filter(is_listed=True, first_seen__gt=since, first_seen__lte=now, expires_at__gt=now)
        .order_by("-first_seen")
        .values_list("id", "search_rowid", "first_seen", "dedupe_key")[:NEW_JOBS_CAP]
    )
    return [NewJob(*row) for row in rows]


def matching_rowids(*, search: dict[str, object], rowids: Sequence[int], now: datetime) -> list[int]:
    """The rows among `rowids` the search matches, newest first."""
    if not rowids:
        return []
    query = replace(job_query_of(search), within_rowids=tuple(rowids), correct=False, rescue=False, sort="newest")
    # Only the rows: the total is not wanted, so its count stops at the first match.
    return search_resolve(query=query, now=now, limit=len(rowids), count_to=1).found.rowids
