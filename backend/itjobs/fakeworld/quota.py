"""The sources' own plan limits, enforced by the fake upstream as the real APIs do (opt-in: the
quota simulation sets them; demo mode has none). A call over a limit is answered 429 and does not
count; every refusal is kept, so a run can show that it never hit one.

Adzuna's free plan: 25 calls a minute, 250 a day. JSearch (RapidAPI): a monthly plan, 200
requests on the free one. Windows follow the calendar in UTC, as the providers count them.
"""

from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal

Window = Literal["minute", "day", "month"]


@dataclass(frozen=True)
class Plan:
    per_minute: int = 0  # 0: no limit
    per_day: int = 0
    per_month: int = 0


ADZUNA_FREE = Plan(per_minute=25, per_day=250)


def jsearch_plan(per_month: int = 200) -> Plan:
    return Plan(per_month=per_month)


def _slot(window: Window, now: datetime) -> str:
    if window == "minute":
        return now.strftime("%Y-%m-%dT%H:%M")
    return now.strftime("%Y-%m-%d") if window == "day" else now.strftime("%Y-%m")


@dataclass
class QuotaMeter:
    """Calls answered and refused per source and window."""

    plans: dict[str, Plan]
    used: Counter[tuple[str, Window, str]] = field(default_factory=Counter)
    refused: Counter[tuple[str, str]] = field(default_factory=Counter)  # (source, day) -> calls refused

    def _limits(self, source: str) -> list[tuple[Window, int]]:
        plan = self.plans.get(source, Plan())
        limits: list[tuple[Window, int]] = [("minute", plan.per_minute), ("day", plan.per_day)]
        return [*limits, ("month", plan.per_month)]

    def over(self, source: str, *, now: datetime) -> Window | None:
        """The window a call now would exceed, or None when it may go."""
        for window, cap in self._limits(source):
            if cap and self.used[(source, window, _slot(window, now))] >= cap:
                return window
        return None

    def take(self, source: str, *, now: datetime) -> Window | None:
        """Count a call now, or refuse it: the window it would exceed."""
        window = self.over(source, now=now)
        if window is not None:
            self.refused[(source, _slot("day", now))] += 1
            return window
        for window, _ in self._limits(source):
            self.used[(source, window, _slot(window, now))] += 1
        return None

    def calls_on(self, source: str, *, day: datetime) -> int:
        return self.used[(source, "day", _slot("day", day))]

    def refused_on(self, source: str, *, day: datetime) -> int:
        return self.refused[(source, _slot("day", day))]
