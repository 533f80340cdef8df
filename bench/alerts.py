"""Alert round benchmark: one round of 10,000 confirmed alerts over 100,000 jobs, 2,000 of them new.

    .venv/bin/python bench/alerts.py                          # 100,000 jobs (and 20,000 to compare)
    .venv/bin/python bench/alerts.py --jobs 100000 --alerts 10000 --new 2000

Each size runs in a child process on a fresh SQLite file under var/bench/: the jobs go in through
`jobs_ingest` (the real ingest path), then the alerts (bulk-created, confirmed, due, each with a
search drawn from a mix of keywords, places and filters), then the new jobs (ingested an hour
later, so the index first saw them after the alerts' last mail), then one round
(`alerts.rounds.alerts_round`) with Django's locmem e-mail backend. It prints the round's time,
its database queries (in total and per alert), the digests and mails it produced, and the
distinct searches it ran; the same round at fewer jobs shows whether the query count grows with
the index.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from itertools import islice
from pathlib import Path
from typing import Any

from fresh_database import fresh_database
from search import synthetic_jobs

REPO = Path(__file__).resolve().parents[1]
BACKEND = REPO / "backend"
TARGET_SECONDS = 60

KEYWORDS = ["python", "java developer", "devops", "data scientist", "react", "software developer", "kubernetes",
            "golang", "security engineer", "cloud OR devops", "frontend developer", "machine learning",
            "backend engineer", "sql", "aws", "data engineer", "site reliability engineer", "android developer",
            "ios developer", "qa automation", "network administrator", "database administrator", "ux designer",
            "full stack developer", "c#", "typescript", "terraform", "spark", "node.js", "docker"]  # fmt: skip
LOCATIONS = ["", "", "New York", "San Francisco", "Seattle", "Austin", "Boston", "Chicago", "Los Angeles", "Denver",
             "Atlanta", "Miami", "Remote", "TX", "CA"]  # fmt: skip
FILTERS: list[dict[str, Any]] = [{}, {}, {}, {"remote": True}, {"min_salary": 120000}, {"employment_type": "FULL_TIME"},
                                 {"posted_within_days": 7}, {"source": "adzuna"}]  # fmt: skip


def alert_searches(count: int) -> list[dict[str, Any]]:
    """`count` searches as the alert API keeps them (many alike, as people's searches are)."""
    rng = random.Random(15)
    searches = []
    for _ in range(count):
        search = {"keyword": rng.choice(KEYWORDS), "location": rng.choice(LOCATIONS), "country": "us",
                  "remote": None, "posted_within_days": None, "min_salary": None, "employment_type": None,
                  "source": None, "category": None, "exact": False}  # fmt: skip
        search.update(rng.choice(FILTERS))
        searches.append(search)
    return searches


def run_child(jobs: int, alerts: int, new: int) -> dict[str, Any]:
    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core import mail
    from django.core.management import call_command
    from django.db import connection

    from itjobs.alerts.models import Alert
    from itjobs.alerts.rounds import alerts_round
    from itjobs.alerts.searches import search_key
    from itjobs.jobs.services import jobs_ingest

    call_command("migrate", verbosity=0)
    then = datetime.now(UTC).replace(microsecond=0) - timedelta(days=1)
    records = synthetic_jobs(jobs, now=then)
    start = time.perf_counter()
    jobs_ingest(jobs=islice(records, jobs - new), now=then)
    fill_seconds = time.perf_counter() - start
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    last_mail = then + timedelta(hours=1)
    Alert.objects.bulk_create(
        [
            Alert(
                email=f"reader{n}@example.com",
                search=search,
                search_key=search_key(search),
                created_at=then,
                confirmed_at=then,
                new_since=last_mail,
                next_due_at=last_mail,
            )
            for n, search in enumerate(alert_searches(alerts))
        ],
        batch_size=1000,
    )
    jobs_ingest(jobs=records, now=last_mail + timedelta(hours=1))  # the rest: new since the last mail

    queries = 0

    def count(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        nonlocal queries
        queries += 1
        return execute(sql, params, many, context)

    mail.outbox = []
    load = os.getloadavg()[0]
    start, cpu_start = time.perf_counter(), time.process_time()
    with connection.execute_wrapper(count):
        stats = alerts_round(now=last_mail + timedelta(hours=2), holder="bench")
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu_start
    assert stats is not None
    return {
        "jobs": jobs,
        "alerts": alerts,
        "new_jobs": stats.new_jobs,
        "searches": stats.searches,
        "digests": stats.digests,
        "mails": len(mail.outbox),
        "seconds": seconds,
        "cpu_seconds": cpu,
        "queries": queries,
        "queries_per_alert": queries / alerts,
        "load_average": load,
        "fill_seconds": fill_seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jobs", type=int, nargs="+", default=[20_000, 100_000])
    parser.add_argument("--alerts", type=int, default=10_000)
    parser.add_argument("--new", type=int, default=2_000)
    parser.add_argument("--child", nargs=3, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_child(*args.child)))
        return
    print(
        "| jobs | alerts | new jobs | searches | digests | mails | round (s) | CPU (s) | queries | per alert | load |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for jobs in args.jobs:
        env = {
            **os.environ,
            "DATABASE_URL": fresh_database("sqlite", sqlite_name=f"itjobs_alerts_{jobs}.sqlite3", postgres_url=""),
            "EMAIL_BACKEND": "django.core.mail.backends.locmem.EmailBackend",
            "SOURCES_REFRESH_MODE": "off",
            "LOG_LEVEL": "WARNING",
        }
        env.pop("REDIS_URL", None)
        # This interpreter running this file with this run's own validated numbers.
        child = subprocess.run(  # noqa: S603
            [sys.executable, __file__, "--child", str(jobs), str(args.alerts), str(args.new)],
            env=env, cwd=BACKEND, capture_output=True, text=True, check=False,
        )  # fmt: skip
        if child.returncode != 0:
            print(child.stdout[-3000:], child.stderr[-3000:])
            raise SystemExit(f"{jobs} jobs failed")
        r = json.loads(child.stdout.strip().splitlines()[-1])
        verdict = "met" if r["seconds"] < TARGET_SECONDS else "MISSED"
        print(
            f"| {r['jobs']:,} | {r['alerts']:,} | {r['new_jobs']:,} | {r['searches']:,} | {r['digests']:,} | "
            f"{r['mails']:,} | {r['seconds']:.1f} ({verdict}) | {r['cpu_seconds']:.1f} | {r['queries']:,} | "
            f"{r['queries_per_alert']:.2f} | {r['load_average']:.1f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
