"""A week of visitors' searches within the sources' real quotas: the crawl plan (the
default, decision 0020), the design before it and the first design, 'spec' (a live call per search),
on the same simulated world and the same searches (`--only plan` runs one). Without `--only`, each design runs
in a process of its own on a database of its own, as many at once as the machine has cores, and
their tables print in order when all are done.

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
import resource
import subprocess
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
    parser.add_argument("--adzuna-day", type=int, default=250, help="Adzuna's plan: calls a day (the free plan's 250)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--database", choices=("sqlite", "postgres"), default="sqlite")
    parser.add_argument(
        "--only", choices=(*DESIGNS, "ceiling"), help="run one design (ceiling: the index holds the world)"
    )
    parser.add_argument(
        "--answerable",
        action="store_true",
        help="also ask the world whether each measured search has an open match as typed (doubles the plan's time)",
    )
    return parser.parse_args()


DESIGNS = ("plan", "current", "spec")  # run.DESIGNS's names, in the order the tables print


def run_each_apart(argv: list[str]) -> None:
    """Every design in a child process of its own (`--only <design>`), the cores kept busy."""
    started = time.perf_counter()
    pending = list(DESIGNS)
    running: dict[str, subprocess.Popen[str]] = {}
    outputs: dict[str, str] = {}
    while pending or running:
        while pending and len(running) < (os.cpu_count() or 1):
            design = pending.pop(0)
            command = [sys.executable, __file__, *argv, "--only", design]
            # This very script with its own arguments: no outside input.
            running[design] = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)  # noqa: S603
        done = next((name for name, child in running.items() if child.poll() is not None), None)
        if done is None:
            time.sleep(1)  # the children's own clocks are simulated; this one only waits for them
            continue
        child = running.pop(done)
        outputs[done] = child.stdout.read() if child.stdout else ""
        if child.returncode:
            sys.exit(f"{done}: exit code {child.returncode}\n{outputs[done]}")
    for design in DESIGNS:
        print(outputs[design], end="", flush=True)
    cpu = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(
        f"all designs: wall time {time.perf_counter() - started:.0f} s "
        f"(CPU {cpu.ru_utime + cpu.ru_stime:.0f} s over {os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f})"
    )


def main() -> None:
    started = time.perf_counter()
    args = _arguments()
    if args.only is None:
        run_each_apart(sys.argv[1:])
        return
    own = f"quota-week-{args.only}"
    os.environ["DATABASE_URL"] = fresh_database(
        args.database, sqlite_name=f"{own}.sqlite3", postgres_url=f"{PG_URL}_{args.only}"
    )
    os.environ["REDIS_URL"] = ""  # the budget's counters in the fresh database, not a shared Redis
    os.environ["SOURCES_REFRESH_MODE"] = "off"  # the simulation turns the refresh on itself
    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command

    from itjobs.fakeworld.simulation.run import Week, run_designs

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
        answerable=args.answerable,
        adzuna_per_day=args.adzuna_day,
    )
    for line in run_designs(week=week, only=args.only, say=lambda text: print(text, flush=True)):
        print(line, flush=True)
    cpu = time.process_time()
    print(f"wall time {time.perf_counter() - started:.0f} s (CPU {cpu:.0f} s; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
