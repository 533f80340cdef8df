"""Writes: save, unsave, and the browser's list merged in at sign-in."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from itjobs.core.errors import Conflict, NotFound
from itjobs.jobs.presenters import job_card
from itjobs.jobs.selectors import job_get

from .models import SavedJob
from .selectors import jobs_by_id

SAVED_JOBS_LIMIT = 500  # per account
LIMIT_REACHED = f"You have saved {SAVED_JOBS_LIMIT} jobs, the most we keep. Remove some saved jobs to save new ones."
JOB_NOT_FOUND = "Job not found"


def _locked_count(user: User) -> int:
    """The user's saved jobs, counted under a lock on the user's row (PostgreSQL), so two saves at
    once cannot both pass the limit; SQLite runs one write transaction at a time anyway."""
    User.objects.select_for_update().filter(pk=user.pk).first()
    return SavedJob.objects.filter(user=user).count()


def saved_job_add(*, user: User, job_id: str, now: datetime | None = None) -> SavedJob:
    """Save the job (idempotent: saving it again keeps the first save). A duplicate's id saves the
    job it duplicates. 404 for an unknown job, 409 past SAVED_JOBS_LIMIT."""
    job = job_get(job_id=job_id)
    if job is None:
        raise NotFound(JOB_NOT_FOUND)
    with transaction.atomic():
        existing = SavedJob.objects.filter(user=user, job_id=job.id).first()
        if existing is not None:
            return existing
        if _locked_count(user) >= SAVED_JOBS_LIMIT:
            raise Conflict(LIMIT_REACHED)
        saved, _ = SavedJob.objects.get_or_create(
            user=user, job_id=job.id, defaults={"saved_at": now or timezone.now(), "card": job_card(job)}
        )
    return saved


def saved_job_remove(*, user: User, job_id: str) -> None:
    """Unsave (idempotent: a job that is not saved stays not saved). Only ever the user's own row."""
    SavedJob.objects.filter(user=user, job_id=job_id).delete()


@dataclass(frozen=True)
class MergeResult:
    added: int
    over_limit: int  # known jobs left out because the account reached SAVED_JOBS_LIMIT


def saved_jobs_merge(*, user: User, job_ids: list[str], now: datetime | None = None) -> MergeResult:
    """Add the jobs a browser kept while signed out (newest first), after sign-in. Ids no job has
    are ignored; jobs already saved keep their first save; past the limit the oldest are left out."""
    now = now or timezone.now()
    jobs = jobs_by_id(job_ids)
    wanted = list(dict.fromkeys(jobs[job_id].id for job_id in job_ids if job_id in jobs))
    with transaction.atomic():
        room = SAVED_JOBS_LIMIT - _locked_count(user)
        have = set(SavedJob.objects.filter(user=user, job_id__in=wanted).values_list("job_id", flat=True))
        new = [job_id for job_id in wanted if job_id not in have]
        by_id = {job.id: job for job in jobs.values()}
        # A microsecond apart, so the list keeps the browser's order.
        rows = [
            SavedJob(user=user, job_id=job_id, saved_at=now - timedelta(microseconds=n), card=job_card(by_id[job_id]))
            for n, job_id in enumerate(new[: max(room, 0)])
        ]
        SavedJob.objects.bulk_create(rows, ignore_conflicts=True)
    return MergeResult(added=len(rows), over_limit=len(new) - len(rows))
