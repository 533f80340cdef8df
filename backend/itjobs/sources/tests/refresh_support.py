"""Fakes for the refresh tests: providers that count their calls, a fixed clock, a recording index."""

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from django.db import connection

from itjobs.jobs.types import NormalizedJob
from itjobs.sources.types import FetchResult, SearchQuery

NOON = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)


def a_job(source: str, number: int) -> NormalizedJob:
    return NormalizedJob(
        source=source,
        source_id=str(number),
        title=f"Python Developer {number}",
        apply_url=f"https://jobs.example/{source}/{number}",
        company_name=f"Acme {source.title()}",
        location_text="Austin, TX",
        country_code="us",
    )


@dataclass
class FakeProvider:
    """Answers every search with two jobs, or raises `error`; can hold each call until `gate` opens."""

    name: str
    countries: tuple[str, ...] = ("us", "gb", "ca", "au", "de")
    page_size: int = 50
    sorts_by_date: bool = True
    error: Exception | None = None
    gate: threading.Event | None = None
    dropped: int = 0
    calls: list[SearchQuery] = field(default_factory=list)
    answered: int = 0  # calls that returned (or raised) after the gate opened
    on_call: Callable[[], None] | None = None

    def search(self, query: SearchQuery) -> FetchResult:
        self.calls.append(query)
        if self.gate is not None:
            self.gate.wait(timeout=10)
        self.answered += 1
        if self.on_call is not None:
            self.on_call()
        if self.error is not None:
            raise self.error
        start = len(self.calls) * 10
        return FetchResult(jobs=[a_job(self.name, start), a_job(self.name, start + 1)], dropped=self.dropped)


BACKEND_DIR = Path(__file__).resolve().parents[3]


def shared_database_env(*, tmp_path: Path, redis_url: str = "") -> dict[str, str]:
    """Environment for child processes that share this test's database (PostgreSQL or the SQLite file)."""
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env["REDIS_URL"] = redis_url
    env["VAR_DIR"] = str(tmp_path)  # the children's generated secret key goes there
    db = connection.settings_dict
    if connection.vendor == "postgresql":
        user, host, port = db["USER"], db["HOST"] or "127.0.0.1", db["PORT"] or 5432
        password = f":{db['PASSWORD']}" if db["PASSWORD"] else ""
        env["DATABASE_URL"] = f"postgres://{user}{password}@{host}:{port}/{db['NAME']}"
    else:
        env["DATABASE_URL"] = f"sqlite:///{db['NAME']}"
    return env


def race(*, what: str, processes: int, attempts: int, epoch: int, env: dict[str, str]) -> list[int]:
    """Start `processes` racers, release them together; return how many slots or claims each won."""
    args = [sys.executable, "-m", "itjobs.sources.tests.race_worker", what, str(attempts), str(epoch)]
    children = [
        subprocess.Popen(  # noqa: S603 (our own interpreter and module)
            args,
            cwd=BACKEND_DIR,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(processes)
    ]
    for child in children:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready", child.stderr.read() if child.stderr else ""
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    results = []
    for child in children:
        out, err = child.communicate(timeout=60)
        assert child.returncode == 0, err
        results.append(int(out.strip()))
    return results
