"""The periodic jobs apps register run in the refresher when due, never twice at once."""

import threading
from datetime import UTC, datetime

from itjobs.core import periodic


class Ticks:
    def __init__(self) -> None:
        self.value = 0.0

    def __call__(self) -> float:
        return self.value


def test_a_registered_job_runs_when_due_and_not_twice_at_once(monkeypatch):
    monkeypatch.setattr(periodic, "_jobs", {})
    release = threading.Event()
    runs: list[datetime] = []

    def run(now: datetime) -> None:
        runs.append(now)
        release.wait(5)

    periodic.register(periodic.PeriodicJob(name="digest", every=lambda: 60.0, run=run))
    periodic.register(periodic.PeriodicJob(name="off", every=lambda: 0.0, run=run))
    ticks = Ticks()
    runner = periodic.PeriodicRunner(clock=ticks, now=lambda: datetime(2026, 1, 1, tzinfo=UTC))
    try:
        assert runner.step() == []  # the first start is one period after the runner starts
        ticks.value = 61
        assert runner.step() == ["digest"]
        ticks.value = 200
        assert runner.step() == []  # still running
        release.set()
        runner.running["digest"].result(timeout=5)
        assert runner.step() == ["digest"]
    finally:
        release.set()
        runner.close()
    assert len(runs) == 2


def test_the_alert_rounds_are_registered():
    assert "alerts-round" in [job.name for job in periodic.registered()]
