"""Simulated time: moves only when the simulation moves it, and never sleeps."""

from datetime import datetime


class SimClock:
    def __init__(self, start: datetime) -> None:
        self.start = start
        self._now = start

    def now(self) -> datetime:
        return self._now

    def monotonic(self) -> float:
        """Seconds since the start, for code that measures intervals (process_state.ProcessState)."""
        return (self._now - self.start).total_seconds()

    def advance_to(self, moment: datetime) -> None:
        if moment < self._now:
            raise ValueError(f"the clock does not go back: {moment} < {self._now}")
        self._now = moment
