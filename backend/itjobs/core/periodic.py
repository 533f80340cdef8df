"""Periodic work of the apps above sources, run by the node's refresher process (decision 0017).

The refresher (itjobs.sources.refresher_process) is the one long-lived background process of a node; apps
that sit above sources (alerts) must not be imported by it. They register a job here in their
AppConfig.ready(), and the refresher runs every registered job on its own thread, at most one run of
a job at a time in the process, each when `every()` seconds have passed since its last start.
Single-flight across processes and nodes is the job's own business (a lease in the database).
"""

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import datetime

from django.db import close_old_connections, connection

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PeriodicJob:
    name: str
    every: Callable[[], float]  # seconds between starts; 0 or less: not scheduled (read at each turn)
    run: Callable[[datetime], object]  # given the time of the run


_jobs: dict[str, PeriodicJob] = {}


def register(job: PeriodicJob) -> None:
    """Add (or replace) the job of this name."""
    _jobs[job.name] = job


def registered() -> list[PeriodicJob]:
    return list(_jobs.values())


class PeriodicRunner:
    """Starts each registered job when due, each on a thread of its own, never twice at once."""

    def __init__(self, *, clock: Callable[[], float], now: Callable[[], datetime]) -> None:
        self.clock = clock
        self.now = now
        self.pool = ThreadPoolExecutor(max_workers=max(1, len(_jobs)), thread_name_prefix="periodic")
        self.running: dict[str, Future[None]] = {}
        self.next_start: dict[str, float] = {}
        self.lock = threading.Lock()

    def step(self) -> list[str]:
        """Start the jobs that are due and not running; returns their names."""
        started = []
        for job in registered():
            every = job.every()
            if every <= 0:
                continue
            due = self.next_start.setdefault(job.name, self.clock() + every)
            running = self.running.get(job.name)
            if self.clock() < due or (running is not None and not running.done()):
                continue
            self.next_start[job.name] = self.clock() + every
            self.running[job.name] = self.pool.submit(self._run, job)
            started.append(job.name)
        return started

    def _run(self, job: PeriodicJob) -> None:
        try:
            close_old_connections()
            job.run(self.now())
        except Exception:  # the next turn tries again
            log.exception("Periodic job %s failed", job.name)
        finally:
            connection.close()

    def close(self) -> None:
        """Let running jobs finish."""
        self.pool.shutdown(wait=True)
