"""Reads: each source's health in words a visitor can read, and the numbers an operator needs."""

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone

from itjobs.jobs.schemas import SourceHealth, SourceStatusOut

from .budget import Usage, rate_usage
from .models import SourceState
from .providers import registry

RECENT_ERROR = timedelta(hours=1)  # a transient failure older than this no longer marks a source degraded
STATUS_CACHE_SECONDS = 5.0  # every search reports the statuses; read them at most this often per process
# The cache's clock. Tests that count queries stop it: on a loaded machine 5 s can pass between two
# requests of one test, and a re-read of the statuses is then a query the test did not expect.
clock: Callable[[], float] = time.monotonic


def polled_sources() -> dict[str, str]:
    """The sources a refresh calls, as registered, by name with their labels (direct posts have no
    upstream to be down)."""
    return {spec.name: spec.label for spec in registry.PROVIDERS}


def source_configured(*, source: str) -> bool:
    spec = registry.provider_spec(source)
    if spec is None:
        return False
    return bool(settings.DEMO_MODE) or spec.configured()  # in demo mode the built-in fake upstream stands in


def _health(state: SourceState | None, *, source: str, label: str, now: datetime) -> tuple[SourceHealth, str | None]:
    if not source_configured(source=source):
        return "disabled", f"{label} is not connected on this site."
    if state is None or state.last_error_at is None:
        return "ok", None
    failing = state.last_success_at is None or state.last_error_at > state.last_success_at
    paused = state.paused_until is not None and state.paused_until > now
    kind = state.last_error_kind
    if kind == "quota" and paused and state.paused_until is not None:
        back = f"{state.paused_until:%B} {state.paused_until.day}"
        return "degraded", f"{label} has used its monthly allowance; its new jobs return on {back}."
    if kind == "rate_limited" and paused:
        return "degraded", f"{label} is busy right now; showing the jobs we already have."
    if kind == "auth" and failing:
        return "degraded", f"{label} is not accepting our connection; showing the jobs we already have."
    if failing and kind in {"bad_response", "error"} and now - state.last_error_at < RECENT_ERROR:
        return "degraded", f"{label} is not answering right now; showing the jobs we already have."
    return "ok", None


def source_statuses(*, now: datetime | None = None) -> list[SourceStatusOut]:
    now = now or timezone.now()
    polled = polled_sources()
    states = {state.source: state for state in SourceState.objects.filter(source__in=polled)}
    out = []
    for source, label in polled.items():
        status, message = _health(states.get(source), source=source, label=label, now=now)
        out.append(SourceStatusOut(name=label, status=status, message=message))
    return out


_cache_lock = threading.Lock()
_cached: tuple[float, list[SourceStatusOut]] | None = None


def source_statuses_cached() -> list[SourceStatusOut]:
    """source_statuses, re-read at most every few seconds per process (searches call it every time)."""
    global _cached
    with _cache_lock:
        if _cached is not None and clock() - _cached[0] < STATUS_CACHE_SECONDS:
            return _cached[1]
    statuses = source_statuses()
    with _cache_lock:
        _cached = (clock(), statuses)
    return statuses


def source_statuses_cache_clear() -> None:
    global _cached
    with _cache_lock:
        _cached = None


@dataclass(frozen=True)
class SourceReport:
    source: str
    label: str
    status: SourceHealth
    message: str | None
    usage: Usage
    state: SourceState


def source_reports(*, now: datetime | None = None) -> list[SourceReport]:
    """Everything `manage.py source_status` prints: health, calls, budget left, errors, drops."""
    now = now or timezone.now()
    polled = polled_sources()
    states = {state.source: state for state in SourceState.objects.filter(source__in=polled)}
    reports = []
    for source, label in polled.items():
        state = states.get(source) or SourceState(source=source)
        status, message = _health(states.get(source), source=source, label=label, now=now)
        usage = rate_usage(source=source, now=now)
        reports.append(SourceReport(source, label, status, message, usage, state))
    return reports
