"""Jobs in the index for the saved-jobs tests, ingested as a source would bring them."""

from datetime import datetime, timedelta
from typing import Any

from django.utils import timezone

from itjobs.jobs.services import jobs_expire, jobs_ingest
from itjobs.jobs.tests.factories import normalized_job


def listed_job(*, now: datetime | None = None, **overrides: Any) -> str:
    """A job search lists now (or listed at `now`); returns its id."""
    job = normalized_job(**overrides)
    jobs_ingest(jobs=[job], now=now or timezone.now())
    return job.id


def expired_job(**overrides: Any) -> str:
    """A job no source has listed for longer than JOB_EXPIRE_DAYS, not yet deleted (the next ingest
    of a listed job deletes it: make those first)."""
    return listed_job(now=timezone.now() - timedelta(days=60), **overrides)


def expire_all_but_fresh() -> None:
    """Delete what expired, as the next ingest does."""
    jobs_expire(now=timezone.now())
