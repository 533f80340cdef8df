"""Where an ingest's time goes: N new synthetic jobs into an empty database, then the same jobs again.

    .venv/bin/python bench/ingest.py                  # 10,000 jobs on PostgreSQL (itjobs_ingest_bench)
    .venv/bin/python bench/ingest.py --jobs 100000 --statements 12
    .venv/bin/python bench/ingest.py --sqlite

It prints, per job: wall time, this process's CPU (Python) and, on PostgreSQL, its server backend's
CPU; then the statements that took the longest (wall time per job, summed by their first 70
characters). The jobs are bench/search.py's synthetic ones, made before the clock starts. Compare two
codes by running each in turn, several times: the machine is shared, so one run says little.
"""

import argparse
import os
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from fresh_database import fresh_database

REPO = Path(__file__).resolve().parents[1]
PG_URL = os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/itjobs_ingest_bench")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=10_000)
    parser.add_argument("--statements", type=int, default=8, help="how many of the slowest statements to print")
    parser.add_argument("--sqlite", action="store_true", help="a SQLite file under var/bench/ instead")
    args = parser.parse_args()

    vendor = "sqlite" if args.sqlite else "postgresql"
    os.environ["DATABASE_URL"] = fresh_database(vendor, sqlite_name="ingest.sqlite3", postgres_url=PG_URL)
    os.environ.pop("REDIS_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    sys.path.insert(0, str(REPO / "backend"))
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from search import server_cpu, synthetic_jobs

    from itjobs.jobs.models import SuggestionsBuilt
    from itjobs.jobs.services import jobs_ingest

    call_command("migrate", verbosity=0)
    SuggestionsBuilt.objects.create(built_at=datetime.now(UTC))  # no suggestions rebuild inside the timing
    now = datetime.now(UTC)
    jobs = list(synthetic_jobs(args.jobs, now=now))
    statements: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])

    def timed(execute: Callable[..., Any], sql: str, params: Any, many: bool, context: Any) -> Any:
        start = time.perf_counter()
        try:
            return execute(sql, params, many, context)
        finally:
            entry = statements[sql[:70]]
            entry[0] += 1
            entry[1] += time.perf_counter() - start

    for label, moment in (("new jobs", now), ("the same jobs again", now + timedelta(hours=1))):
        server, cpu, wall = server_cpu(connection), time.process_time(), time.perf_counter()
        with connection.execute_wrapper(timed):
            jobs_ingest(jobs=jobs, now=moment)
        server, cpu, wall = server_cpu(connection) - server, time.process_time() - cpu, time.perf_counter() - wall
        per_job = 1000 / args.jobs
        print(
            f"{label}: {args.jobs / wall:,.0f} jobs/s, {args.jobs / (cpu + server):,.0f} per CPU-s; per job "
            f"{wall * per_job:.3f} ms wall, Python {cpu * per_job:.3f} ms, server {server * per_job:.3f} ms"
        )
        slowest = sorted(statements.items(), key=lambda item: -item[1][1])[: args.statements]
        for text, (count, seconds) in slowest:
            print(f"  {seconds * per_job:7.3f} ms/job {count:6,d}x  {text}")
        statements.clear()
    print(f"load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
