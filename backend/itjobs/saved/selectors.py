"""Reads: a user's saved jobs as their list shows them, and the same for ids a browser keeps."""

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.contrib.auth.models import User
from django.utils import timezone

from itjobs.core.time import iso_datetime
from itjobs.jobs import search_cache
from itjobs.jobs.models import Job
from itjobs.jobs.presenters import job_card
from itjobs.jobs.selectors import CARD_DEFERRED, job_related

from .models import SavedJob

SIMILAR_JOBS = 3  # open jobs shown beside a closed one
# Similar jobs are two searches each: a long list finds them for its newest closed jobs only.
SIMILAR_FOR_CLOSED_LIMIT = 10


@dataclass
class SavedEntry:
    job_id: str  # the id that is saved (a duplicate's id shows the job it duplicates)
    card: dict[str, Any]  # jobs.presenters.job_card: the job now, else as it was when saved
    is_open: bool
    saved_at: datetime | None = None  # None: kept by a browser, not by us
    similar: list[dict[str, Any]] = field(default_factory=list)


def jobs_by_id(job_ids: Iterable[str]) -> dict[str, Job]:
    """The job each id shows, by the id asked for (a duplicate's id gives the job it duplicates);
    an id no job has is left out. Card columns only, in one query."""
    related_deferred = [f"duplicate_of__{name}" for name in CARD_DEFERRED]
    rows = Job.objects.select_related("duplicate_of").defer(*CARD_DEFERRED, *related_deferred)
    return {job.id: job.duplicate_of or job for job in rows.filter(id__in=list(job_ids))}


def job_is_open(job: Job | None, *, now: datetime) -> bool:
    """Still listed (Job.is_open). A closed job is kept a while (decision 0021), so its own card shows;
    one purged since, or never known, is closed too and shows the card saved with it."""
    return job is not None and job.is_open(now=now)


def _similar(job_id: str, card: dict[str, Any], job: Job | None, *, now: datetime) -> list[dict[str, Any]]:
    """A few open jobs like a closed one, found as the job page's related jobs are (job_related); a
    job already gone from the table is searched for by its saved title and country."""
    like = job or Job(id=job_id, title=card.get("title") or "", country_code=card.get("country"))
    return search_cache.cached(
        {"saved-similar": [job_id, like.title, like.country_code]},
        lambda: [
            job_card(other)
            for other in job_related(job=like, limit=SIMILAR_JOBS + 1, now=now)
            if job_is_open(other, now=now)  # search keeps a job due to expire until the next ingest closes it
        ][:SIMILAR_JOBS],
    )


def _entries(saved: list[tuple[str, datetime | None, dict[str, Any] | None]], *, now: datetime) -> list[SavedEntry]:
    jobs = jobs_by_id(job_id for job_id, _, _ in saved)
    entries = []
    closed = 0
    for job_id, saved_at, card in saved:
        job = jobs.get(job_id)
        if job is None and card is None:
            continue  # a browser's id we know nothing about
        entry = SavedEntry(
            job_id=job_id,
            card=job_card(job) if job is not None else card or {},
            is_open=job_is_open(job, now=now),
            saved_at=saved_at,
        )
        if not entry.is_open:
            closed += 1
            if closed <= SIMILAR_FOR_CLOSED_LIMIT:
                entry.similar = _similar(job_id, entry.card, job, now=now)
        entries.append(entry)
    return entries


def saved_job_ids(*, user: User) -> list[str]:
    """The ids the user saved, newest first."""
    return list(SavedJob.objects.filter(user=user).order_by("-saved_at", "-id").values_list("job_id", flat=True))


def saved_jobs_list(*, user: User, now: datetime | None = None) -> list[SavedEntry]:
    """The user's saved jobs, newest first: open ones as they are now, closed ones as they were
    saved, with similar open jobs."""
    rows = SavedJob.objects.filter(user=user).order_by("-saved_at", "-id").values_list("job_id", "saved_at", "card")
    return _entries(list(rows), now=now or timezone.now())


def saved_jobs_lookup(*, job_ids: list[str], now: datetime | None = None) -> list[SavedEntry]:
    """The jobs a signed-out visitor's browser keeps, in its order; ids no job has are left out
    (the browser keeps their titles itself and shows them as closed)."""
    return _entries([(job_id, None, None) for job_id in dict.fromkeys(job_ids)], now=now or timezone.now())


def saved_jobs_export(*, user: User) -> list[dict[str, Any]]:
    """The data export's part: what was saved, when, and the card we keep of it."""
    rows = SavedJob.objects.filter(user=user).order_by("-saved_at", "-id")
    return [
        {
            "job_id": row.job_id,
            "saved_at": iso_datetime(row.saved_at),
            "title": row.card.get("title"),
            "company_name": row.card.get("company_name"),
            "location": row.card.get("location"),
            "path": row.card.get("path"),
        }
        for row in rows
    ]
