"""How long a job stays: in search after a source last listed it, and kept once closed."""

from datetime import datetime, timedelta

from django.conf import settings

from ..types import NormalizedJob


def expire_days() -> int:
    return settings.JOB_EXPIRE_DAYS


def closed_keep_days() -> int:
    """How long a closed job is kept (its page says it closed) before it is deleted."""
    return settings.JOB_CLOSED_KEEP_DAYS


def unconfirmed_window(source: str) -> timedelta | None:
    """How long a job of `source` stays in search after a call last listed it, for the sources the
    crawl plan re-reads (JOB_UNCONFIRMED_SOURCES, decision 0022); None: until its expiry."""
    if source not in settings.JOB_UNCONFIRMED_SOURCES:
        return None
    return timedelta(days=settings.JOB_UNCONFIRMED_DAYS)


def expiry(record: NormalizedJob, *, now: datetime) -> tuple[datetime, bool]:
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
