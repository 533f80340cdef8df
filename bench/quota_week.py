"""A week of visitors' searches within the sources' real quotas (issue 16): the crawl plan (the
default, decision 0020), the design before it and the spec's (a live call per search) on the same
simulated world and the same searches (`--only plan` runs one).

    .venv/bin/python bench/quota_week.py              # the week: 200,000 postings, 20,000 searches a day
    .venv/bin/python bench/quota_week.py --size 20000 --days 1 --searches 2000       # a quick look
    .venv/bin/python bench/quota_week.py --database postgres                         # BENCH_POSTGRES_URL

A simulated clock (no sleeping) drives the real refresh (request_refresh, the refresher's
background_tick), budget, ingest, expiry and search code on a fresh database; the world of the
fake upstream answers the real Adzuna and JSearch clients as of the simulated time and refuses
calls over the plans (Adzuna 25/min and 250/day, JSearch --jsearch-month a month). Prints a row
per simulated day for each design, a total line and the wall time.
"""

import argparse
import logging
import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from fresh_database import fresh_database

BACKEND = Path(__file__).resolve().parents[1] / "backend"
PG_URL = os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/itjobs_bench_quota")
START = datetime(2026, 12, 7, tzinfo=UTC)  # a Monday, early in a month: JSearch's month spans the week


def _arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=200_000, help="open postings in the world at the start")
    parser.add_argument("--days", type=int, default=7)
    parser.add_argument("--searches", type=int, default=20_000, help="searches a day")
    parser.add_argument("--sample", type=int, default=10, help="measure the first answer of 1 search in N")
    parser.add_argument("--jsearch-month", type=int, default=200, help="JSearch's plan: requests a month")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument("--only", choices=("plan", "current", "spec"), help="run one design")
    return parser.parse_args()


def main() -> None:
    started = time.perf_counter()
    args = _arguments()
    os.environ["DATABASE_URL"] = fresh_database(args.database, sqlite_name="quota-week.sqlite3", postgres_url=PG_URL)
    os.environ["REDIS_URL"] = ""  # the budget's counters in the fresh database, not a shared Redis
    os.environ["SOURCES_REFRESH_MODE"] = "off"  # the simulation turns the refresh on itself
    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from itjobs.sources.simulation.run import Week, run_designs

    call_command("migrate", verbosity=0)
    logging.disable(logging.CRITICAL)  # every refused call logs an error: the table says how many
    week = Week(
        size=args.size,
        days=args.days,
        searches_per_day=args.searches,
        sample_every=args.sample,
        jsearch_per_month=args.jsearch_month,
        seed=args.seed,
        start=START,
    )
    for line in run_designs(week=week, only=args.only, say=lambda text: print(text, flush=True)):
        print(line, flush=True)
    cpu = time.process_time()
    print(f"wall time {time.perf_counter() - started:.0f} s (CPU {cpu:.0f} s; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
