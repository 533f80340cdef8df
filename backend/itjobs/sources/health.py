"""Writes and reads of a source's health: what happened on its last calls and whether to call it now."""

from datetime import UTC, datetime, timedelta
from typing import Literal

from django.db import IntegrityError, transaction
from django.db.models import F

from .models import SourceState
from .types import SourceAuthError, SourceBadResponse, SourceError, SourceQuotaExhausted, SourceRateLimited

ErrorKind = Literal["auth", "rate_limited", "quota", "bad_response", "error"]

RATE_LIMIT_PAUSE = timedelta(seconds=60)  # when a 429 carries no Retry-After
AUTH_PAUSE = timedelta(hours=1)  # bad keys will not heal by retrying; check again now and then
RECENT_ERRORS_KEPT = 5


def source_state(*, source: str) -> SourceState:
    state = SourceState.objects.filter(source=source).first()
    if state is not None:
        return state
    try:
        with transaction.atomic():
            return SourceState.objects.create(source=source)
    except IntegrityError:  # created by another process meanwhile
        return SourceState.objects.get(source=source)


def source_paused_until(*, source: str, now: datetime) -> datetime | None:
    """When the source may be called again, if it is paused now."""
    paused_until = SourceState.objects.filter(source=source).values_list("paused_until", flat=True).first()
    return paused_until if paused_until is not None and paused_until > now else None


def source_is_paused(*, source: str, now: datetime) -> bool:
    return source_paused_until(source=source, now=now) is not None


def next_month_start(now: datetime) -> datetime:
    now = now.astimezone(UTC)
    year, month = (now.year + 1, 1) if now.month == 12 else (now.year, now.month + 1)
    return datetime(year, month, 1, tzinfo=UTC)


def source_record_success(*, source: str, now: datetime, fetched: int, dropped: int) -> None:
    source_state(source=source)
    SourceState.objects.filter(source=source).update(
        calls_total=F("calls_total") + 1,
        jobs_fetched=F("jobs_fetched") + fetched,
        records_dropped=F("records_dropped") + dropped,
        last_success_at=now,
        paused_until=None,
    )


def source_record_failure(*, source: str, now: datetime, error: SourceError) -> ErrorKind:
    """Count a failed call, remember its text and decide how long to leave the source alone."""
    kind, paused_until = _classify(error, now)
    state = source_state(source=source)
    entry = {"at": now.isoformat(), "kind": kind, "message": str(error)[:300]}
    SourceState.objects.filter(source=source).update(
        recent_errors=[entry, *state.recent_errors][:RECENT_ERRORS_KEPT],
        calls_total=F("calls_total") + 1,
        calls_failed=F("calls_failed") + 1,
        last_error_at=now,
        last_error_kind=kind,
        last_error_message=str(error)[:500],
        paused_until=paused_until,
    )
    return kind


def _classify(error: SourceError, now: datetime) -> tuple[ErrorKind, datetime | None]:
    if isinstance(error, SourceQuotaExhausted):
        return "quota", next_month_start(now)
    if isinstance(error, SourceRateLimited):
        wait = timedelta(seconds=error.retry_after) if error.retry_after else RATE_LIMIT_PAUSE
        return "rate_limited", now + min(wait, timedelta(hours=1))
    if isinstance(error, SourceAuthError):
        return "auth", now + AUTH_PAUSE
    if isinstance(error, SourceBadResponse):
        return "bad_response", None
    return "error", None
