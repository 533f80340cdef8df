from datetime import datetime
from typing import Any

from django.core.management.base import BaseCommand

from itjobs.sources.status import source_reports


def _when(moment: datetime | None) -> str:
    return f"{moment:%Y-%m-%d %H:%M:%S} UTC" if moment else "never"


def _left(left: int | None, limit: int) -> str:
    return "no cap" if left is None else f"{left} of {limit}"


class Command(BaseCommand):
    help = "Each source's health, calls used, budget left, last error and records dropped."

    def handle(self, *args: Any, **options: Any) -> None:
        for report in source_reports():
            state, usage = report.state, report.usage
            self.stdout.write(f"{report.label} ({report.source}): {report.status}")
            if report.message:
                self.stdout.write(f"  {report.message}")
            lines = [
                ("calls", f"{state.calls_total} total, {state.calls_failed} failed"),
                ("this minute", f"{usage.minute_used} used, {_left(usage.minute_left, usage.limits.per_minute)} left"),
                ("today", f"{usage.day_used} used, {_left(usage.day_left, usage.limits.per_day)} left"),
                ("jobs fetched", str(state.jobs_fetched)),
                ("records dropped", str(state.records_dropped)),
                ("last success", _when(state.last_success_at)),
                ("last error", f"{_when(state.last_error_at)} {state.last_error_message}".rstrip()),
                ("paused until", _when(state.paused_until) if state.paused_until else "-"),
            ]
            for label, value in lines:
                self.stdout.write(f"  {label + ':':<17}{value}")
            for error in state.recent_errors[1:]:
                self.stdout.write(
                    f"  {'earlier error:':<17}{error['at'][:19].replace('T', ' ')} UTC {error['message']}"
                )
