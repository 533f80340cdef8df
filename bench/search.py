"""Search index benchmark: ingest throughput and search API latency at 10k to 1M synthetic jobs.

    .venv/bin/python bench/search.py                      # SQLite 10k and 100k; PostgreSQL 100k and 1M when up
    .venv/bin/python bench/search.py --sizes sqlite:10000 postgres:1000000

Each (database, size) runs in a child process on its own database (a SQLite file under
var/bench/, or the PostgreSQL database itjobs_bench, dropped and created again), fills it through
`jobs_ingest` (the real ingest path: classify, dedupe, upsert, index triggers), then times
GET /api/jobs/search through Django's test client (URL routing, validation, selector, JSON
serialization) over a fixed mix of queries: keyword, location, both, and with filters. Latency is
measured twice: with the search-answer cache off (every request hits the index) and on (the
repeated mix; most answers come from the cache). The table in docs/BENCHMARKS.md is updated
row by row, so a later run of other sizes keeps the earlier rows.
"""

import argparse
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from fresh_database import fresh_database

REPO = Path(__file__).resolve().parents[1]
BACKEND = REPO / "backend"
BENCHMARKS = REPO / "docs" / "BENCHMARKS.md"
SECTION = "## Search index (`bench/search.py`)"
PG_ADMIN_URL = os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/itjobs_bench")
DEFAULT_SIZES = ["sqlite:10000", "sqlite:100000", "postgres:100000", "postgres:1000000"]
TARGET_P95_MS = 50
TARGET_INGEST = 2000
INGEST_MAX = 100_000  # jobs filled through jobs_ingest; more are copies (copy_jobs)

ROLES = ["Software Engineer", "Python Developer", "Java Developer", "Frontend Developer", "Backend Engineer",
         "Full Stack Developer", "DevOps Engineer", "Site Reliability Engineer", "Data Scientist", "Data Engineer",
         "Data Analyst", "Machine Learning Engineer", "Security Engineer", "Cloud Architect", "Network Administrator",
         "QA Automation Engineer", "iOS Developer", "Android Developer", "UX Designer", "IT Project Manager",
         "Golang Developer", "C# .NET Developer", "React Developer", "Help Desk Technician", "Database Administrator",
         "Store Manager", "Registered Nurse", "Truck Driver"]  # fmt: skip
LEVELS = ["", "", "Senior ", "Junior ", "Lead ", "Staff ", "Principal "]
SKILLS = ["Python", "Java", "Go", "Kubernetes", "AWS", "Azure", "React", "TypeScript", "SQL", "PostgreSQL", "Docker",
          "Terraform", "Spark", "Node.js", "C#", ".NET", "Linux", "GraphQL", "Kafka", "Redis"]  # fmt: skip
PLACES = {
    "us": [("New York", "NY"), ("San Francisco", "CA"), ("Seattle", "WA"), ("Austin", "TX"), ("Boston", "MA"),
           ("Chicago", "IL"), ("Los Angeles", "CA"), ("Denver", "CO"), ("Atlanta", "GA"), ("Miami", "FL")],
    "gb": [("London", "England"), ("Manchester", "England"), ("Edinburgh", "Scotland")],
    "ca": [("Toronto", "ON"), ("Vancouver", "BC")],
    "au": [("Sydney", "NSW"), ("Melbourne", "VIC")],
    "de": [("Berlin", "Berlin"), ("München", "Bayern")],
}  # fmt: skip
WORDS = [
    "team", "product", "customers", "platform", "scale", "reliable", "services", "design", "build", "ship", "review",
    "mentor", "growth", "benefits", "hybrid", "office", "collaborate", "ownership", "quality", "data", "cloud",
    "modern", "agile",
]  # fmt: skip


def synthetic_jobs(count: int, *, now: datetime) -> Iterator[Any]:
    from itjobs.jobs.types import NormalizedJob

    rng = random.Random(20261122)
    countries = ["us"] * 6 + ["gb", "ca", "au", "de"]
    for n in range(count):
        country = rng.choice(countries)
        remote = rng.random() < 0.12
        city, region = rng.choice(PLACES[country])
        skills = rng.sample(SKILLS, 4)
        words = " ".join(rng.choices(WORDS, k=70))
        text = f"We are hiring. You will work with {', '.join(skills)}. {words}."
        salary = rng.random() < 0.5
        source: Literal["adzuna", "jsearch"] = "adzuna" if n % 2 else "jsearch"
        yield NormalizedJob(
            source=source,
            source_id=str(10_000_000 + n) if source == "adzuna" else f"b{n:08d}_-AAAA==",
            title=rng.choice(LEVELS) + rng.choice(ROLES) + (" (Remote)" if remote else ""),
            apply_url=f"https://example.com/apply/{n}",
            company_name=f"Company {rng.randrange(count // 8 + 10)}",
            location_text="Remote" if remote else f"{city}, {region}",
            city=None if remote else city,
            region=None if remote else region,
            country_code=country,
            remote=remote,
            employment_type=rng.choice(["FULL_TIME"] * 6 + ["CONTRACTOR", "PART_TIME", "INTERN"]),
            salary_min=float(rng.randrange(50, 150) * 1000) if salary else None,
            salary_max=float(rng.randrange(150, 250) * 1000) if salary else None,
            salary_currency="USD" if salary else None,
            salary_period="YEAR" if salary else None,
            salary_is_predicted=rng.random() < 0.5 if salary else None,
            description_html=f"<p>{text}</p>",
            description_text=text,
            posted_at=now - timedelta(minutes=rng.randrange(60 * 24 * 30)),
            publisher="Adzuna" if source == "adzuna" else rng.choice(["LinkedIn", "Indeed", "Glassdoor"]),
        )


def query_mix(count: int) -> list[dict[str, Any]]:
    rng = random.Random(7)
    keywords = ["python", "java developer", "devops", "data scientist", "react", "software developer", "kubernetes",
                "golang", "security engineer", "cloud OR devops", "frontend developer", "c#", "machine learning",
                "senior backend engineer", "sql", "aws terraform", "remote",
                # typos (corrected), abbreviations, broader words, a search rescued by relaxing it
                "pyhton developer", "devpos", "ml engineer", "sre", "k8s", "programmer",
                "senior cobol developer"]  # fmt: skip
    locations = [
        "New York",
        "San Francisco",
        "Seattle",
        "Austin",
        "Boston",
        "Chicago",
        "Los",
        "Remote",
        "TX",
        "Austin, TX",
        "NYC",
        "Bay Area",
    ]
    mix = []
    for n in range(count):
        kind = n % 4
        params: dict[str, Any] = {"country": "us"}
        if kind in (0, 2, 3):
            params["keyword"] = rng.choice(keywords)
        if kind in (1, 2):
            params["location"] = rng.choice(locations)
        if kind == 3:  # filters
            params.update(rng.choice([{"remote": "true"}, {"min_salary": 120000}, {"posted_within_days": 7},
                                      {"employment_type": "FULL_TIME", "page": 2}, {"source": "jsearch"},
                                      {"sort": "salary"}, {"sort": "newest"}]))  # fmt: skip
        if kind == 1 and n % 8 == 1:
            params["page"] = rng.randint(2, 4)
        mix.append(params)
    return mix


def percentiles(samples: list[float]) -> dict[str, float]:
    cuts = statistics.quantiles(samples, n=100, method="inclusive")
    return {"p50": cuts[49], "p95": cuts[94], "p99": cuts[98]}


def facets_mix(mix: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The search mix as the results page asks for its facets: the same filters, no page or sort."""
    return [{name: value for name, value in params.items() if name not in ("page", "sort")} for params in mix]


def suggestions_mix(count: int) -> list[dict[str, Any]]:
    """What a seeker types, keystroke by keystroke: 1 to 8 letters of a title or a city (country us)."""
    rng = random.Random(11)
    titles = [role.lower() for role in ROLES] + ["senior dev", "python", "kubernetes", "sql", "data eng", "react"]
    cities = [city.lower() for city, _ in PLACES["us"]] + ["nyc", "sf", "bay"]
    mix = []
    for n in range(count):
        field, words = ("location", cities) if n % 4 == 3 else ("title", titles)
        typed = rng.choice(words)
        mix.append({"field": field, "q": typed[: rng.randint(1, min(8, len(typed)))], "country": "us"})
    return mix


SLOWEST: list[tuple[float, str, dict[str, Any]]] = []  # every timed request, for --slowest


def time_searches(
    client: Any, mix: list[dict[str, Any]], cpu: list[float] | None = None, path: str = "/api/jobs/search"
) -> list[float]:
    """Wall-clock ms per request; with `cpu`, also this process's CPU ms (immune to a busy machine)."""
    samples = []
    for params in mix:
        start, cpu_start = time.perf_counter(), time.process_time()
        response = client.get(path, params)
        samples.append((time.perf_counter() - start) * 1000)
        SLOWEST.append((samples[-1], path, params))
        if cpu is not None:
            cpu.append((time.process_time() - cpu_start) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{path} {params} answered {response.status_code}: {response.content[:300]!r}")
    return samples


def copy_jobs(connection: Any, *, times: int) -> None:
    """Past INGEST_MAX jobs, fill the rest by copying the ingested ones in SQL (new ids, sort keys
    one apart in the same minute): a million jobs through jobs_ingest take longer than a run."""
    from itjobs.jobs.models import Job

    columns = [field.column for field in Job._meta.concrete_fields if field.column]
    changed = {
        "id": "id || '-copy' || copy",
        "search_rowid": "search_rowid + copy",
        "dedupe_key": "dedupe_key || copy",
    }
    select = ", ".join(changed.get(column, column) for column in columns)
    copies = " UNION ALL ".join(f"SELECT {copy} AS copy" for copy in range(1, times))
    with connection.cursor() as cursor:
        cursor.execute(
            # Every name comes from Job's model fields and the copy count: no outside input.
            f"INSERT INTO jobs_job ({', '.join(columns)}) SELECT {select} FROM jobs_job, ({copies}) AS copies"  # noqa: S608
        )


def server_cpu(connection: Any) -> float:
    """CPU seconds used so far by this connection's PostgreSQL backend (0 for SQLite: in-process)."""
    if connection.vendor != "postgresql":
        return 0.0
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_backend_pid()")
        pid = cursor.fetchone()[0]
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:  # the server runs elsewhere
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def fill(connection: Any, *, vendor: str, size: int, now: datetime) -> dict[str, Any]:
    """`size` synthetic jobs in the empty database: INGEST_MAX through jobs_ingest (timed), the rest
    copies made in SQL; then the statistics a planner needs, as after any bulk load."""
    from itjobs.jobs.services import jobs_ingest

    start, cpu_start, server_start = (
        time.perf_counter(),
        time.process_time(),
        server_cpu(connection),
    )
    ingested = min(size, int(os.environ.get("BENCH_INGEST_MAX", INGEST_MAX)))
    stats = jobs_ingest(jobs=synthetic_jobs(ingested, now=now), now=now)
    ingest_seconds = time.perf_counter() - start
    # CPU seconds of this process plus, for PostgreSQL, of its server backend (same machine).
    ingest_cpu = time.process_time() - cpu_start + server_cpu(connection) - server_start
    # The same records an hour later, as a refresh mostly brings them: seen again unchanged.
    start = time.perf_counter()
    jobs_ingest(jobs=synthetic_jobs(ingested, now=now), now=now + timedelta(hours=1))
    again_seconds = time.perf_counter() - start
    if size > ingested:
        copy_jobs(connection, times=size // ingested)
    if vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE jobs_job")
    elif vendor == "sqlite":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
    return {
        "ingest_per_s": ingested / ingest_seconds,
        "ingest_per_cpu_s": ingested / ingest_cpu,
        "seen_again_per_s": ingested / again_seconds,
        "duplicates": stats.duplicates,
        "ingested": ingested,
    }


def run_child(vendor: str, size: int, queries: int) -> dict[str, Any]:
    """Runs inside the child process whose DATABASE_URL points at a fresh database."""
    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client

    from itjobs.jobs.models import Job, SuggestionsBuilt
    from itjobs.jobs.suggestions import suggestions_refresh

    reuse = os.environ.get("BENCH_REUSE") == "1"
    call_command("migrate", verbosity=0)
    if not reuse:
        SuggestionsBuilt.objects.create(built_at=datetime.now(UTC))  # built below, timed apart from the ingest
    client = Client()
    client.get("/api/jobs/search")  # load the URLconf now: a broken import fails before a long ingest
    now = datetime.now(UTC)
    ingest: dict[str, Any] = {"ingest_per_s": None, "ingest_per_cpu_s": None, "duplicates": None, "ingested": 0}
    if not reuse:
        ingest = fill(connection, vendor=vendor, size=size, now=now)
    shown = Job.objects.filter(is_listed=True).count()
    start = time.perf_counter()
    suggestion_rows = suggestions_refresh(now=now)
    suggestions_build_s = time.perf_counter() - start

    mix = query_mix(queries)
    settings.JOBS_SEARCH_CACHE_SECONDS = 0
    time_searches(client, mix[:20])  # warm up the page cache and connections
    cold_cpu: list[float] = []
    cold = time_searches(client, mix, cold_cpu)
    settings.JOBS_SEARCH_CACHE_SECONDS = 60
    time_searches(client, mix)  # fill the answer cache
    warm_cpu: list[float] = []
    warm = time_searches(client, mix, warm_cpu)
    settings.JOBS_SEARCH_CACHE_SECONDS = 0  # facets and suggestions: every request does its work
    facets_cpu: list[float] = []
    facets = time_searches(client, facets_mix(mix), facets_cpu, path="/api/jobs/facets")
    suggest_cpu: list[float] = []
    suggest = time_searches(client, suggestions_mix(queries), suggest_cpu, path="/api/jobs/suggestions")
    for ms, path, params in sorted(SLOWEST, key=lambda sample: -sample[0])[: int(os.environ.get("BENCH_SLOWEST", 0))]:
        print(f"{ms:8.1f} ms  {path} {params}", file=sys.stderr)
    return {
        "database": "PostgreSQL" if vendor == "postgresql" else "SQLite",
        "jobs": size,
        "shown": shown,
        **ingest,
        "load": os.getloadavg()[0],
        "cold": percentiles(cold),
        "cold_cpu": percentiles(cold_cpu),
        "warm": percentiles(warm),
        "warm_cpu": percentiles(warm_cpu),
        "facets": percentiles(facets),
        "facets_cpu": percentiles(facets_cpu),
        "suggest": percentiles(suggest),
        "suggest_cpu": percentiles(suggest_cpu),
        "suggestion_rows": suggestion_rows,
        "suggestions_build_s": suggestions_build_s,
        "load_end": os.getloadavg()[0],
        "max_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "queries": len(mix),
    }


def postgres_up() -> bool:
    # This interpreter running the repository's own script on the configured URL.
    check = subprocess.run(  # noqa: S603
        [
            sys.executable,
            str(REPO / "scripts" / "service_up.py"),
            "postgres",
            PG_ADMIN_URL.rsplit("/", 1)[0] + "/postgres",
        ],
        check=False,
    )
    return check.returncode == 0


def _ingest_cells(result: dict[str, Any]) -> str:
    if result["ingest_per_s"] is None:  # --reuse: nothing was ingested
        return "(reused) | (reused)"
    return f"{result['ingest_per_s']:,.0f} | {result['ingest_per_cpu_s']:,.0f}"


def fmt_row(result: dict[str, Any]) -> str:
    cold, warm, cpu = result["cold"], result["warm"], result["cold_cpu"]
    verdict = "yes" if cold["p95"] <= TARGET_P95_MS else "no"
    return (
        f"| {result['database']} | {result['jobs']:,} | {result['shown']:,} | {_ingest_cells(result)} | "
        f"{cold['p50']:.1f} | {cold['p95']:.1f} | {cold['p99']:.1f} | {cpu['p50']:.1f} | {cpu['p95']:.1f} | "
        f"{verdict} | "
        f"{warm['p50']:.1f} | {warm['p95']:.1f} | {result['max_rss_mb']:.0f} | {result['load']:.1f} | "
        f"{result.get('commit', '?')} |"
    )


HEADER = (
    "| database | jobs | shown (IT, not duplicates) | ingest jobs/s | ingest jobs per CPU-s (+ server) "
    "| p50 ms | p95 ms | p99 ms | "
    "CPU p50 ms | CPU p95 ms | p95 ≤ 50 ms | cached p50 ms | cached p95 ms | bench process max RSS MB | load avg | "
    "code |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


TARGET_SUGGEST_P95_MS = 30
HEADER2 = (
    "| database | jobs | facets p50 ms | facets p95 ms | facets p99 ms | facets CPU p95 ms | p95 ≤ 50 ms "
    "| suggestions p50 ms | suggestions p95 ms | suggestions p99 ms | suggestions CPU p95 ms | p95 ≤ 30 ms "
    "| suggestion rows | rebuild s | load avg (start, end) | code |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
)


def fmt_row2(result: dict[str, Any]) -> str:
    facets, suggest = result["facets"], result["suggest"]
    return (
        f"| {result['database']} | {result['jobs']:,} | {facets['p50']:.1f} | {facets['p95']:.1f} | "
        f"{facets['p99']:.1f} | {result['facets_cpu']['p95']:.1f} | "
        f"{'yes' if facets['p95'] <= TARGET_P95_MS else 'no'} | {suggest['p50']:.1f} | {suggest['p95']:.1f} | "
        f"{suggest['p99']:.1f} | {result['suggest_cpu']['p95']:.1f} | "
        f"{'yes' if suggest['p95'] <= TARGET_SUGGEST_P95_MS else 'no'} | {result['suggestion_rows']:,} | "
        f"{result['suggestions_build_s']:.1f} | {result['load']:.1f}, {result['load_end']:.1f} | "
        f"{result.get('commit', '?')} |"
    )


def _rows(text: str) -> dict[tuple[str, int], str]:
    rows = {}
    for line in text.splitlines():
        if match := re.match(r"\| (SQLite|PostgreSQL) \| ([\d,]+) \|", line):
            rows[(match[1], int(match[2].replace(",", "")))] = line
    return rows


def _table(header: str, rows: dict[tuple[str, int], str]) -> str:
    ordered = [rows[key] for key in sorted(rows, key=lambda key: (key[0] != "SQLite", key[1]))]
    return f"{header}\n" + "\n".join(ordered) + "\n\n"


def write_section(results: list[dict[str, Any]], command: str) -> None:
    text = BENCHMARKS.read_text() if BENCHMARKS.exists() else "# Benchmarks\n\n"
    start = text.find(SECTION)
    if start == -1:
        text = text.rstrip("\n") + f"\n\n{SECTION}\n\n"
        start = text.find(SECTION)
    # The generated part ends at the next heading; hand-written notes live under their own '###'.
    ends = [found for mark in ("\n## ", "\n### ") if (found := text.find(mark, start + len(SECTION))) != -1]
    end = min(ends) + 1 if ends else len(text)
    old = text[start:end]
    split = old.find(HEADER2.splitlines()[0])
    search_rows, facet_rows = _rows(old[:split] if split != -1 else old), _rows(old[split:] if split != -1 else "")
    for result in results:
        search_rows[(result["database"], result["jobs"])] = fmt_row(result)
        if "facets" in result:
            facet_rows[(result["database"], result["jobs"])] = fmt_row2(result)
    body = (
        f"{SECTION}\n\n"
        f"Last run: `{command}` on {datetime.now(UTC):%Y-%m-%d} ({os.cpu_count()} cores).\n\n"
        "Ingest: synthetic jobs through `jobs_ingest` (classify, dedupe, upsert, index triggers or generated\n"
        "tsvectors) in batches of 500; above 100,000 jobs, 100,000 are ingested and the rest are copies of\n"
        "them made in SQL (the ingest columns are measured on the 100,000; the run also prints the ingest of\n"
        "the same jobs again an hour later, unchanged: decision 0024). CPU columns: this process\n"
        "(plus its PostgreSQL backend for ingest; a search's server time is only in the wall-clock\n"
        "columns), unaffected by other work on the machine; the load\n"
        "average column says how busy the machine was. Search: `GET /api/jobs/search` through Django's\n"
        "test client (routing, "
        "validation, `job_search`, JSON), one process, a fixed mix of 400 queries: a quarter keyword only,\n"
        "a quarter location only, a quarter both, a quarter keyword with a filter (remote, minimum salary,\n"
        "posted within 7 days, job type with page 2, source, sort by salary or newest); country us. The\n"
        "mix has typos (corrected when they find nothing), abbreviations, 'programmer', a\n"
        "search rescued by relaxing it and locations such as 'Austin, TX', 'NYC', 'Bay Area'. The\n"
        "p50/p95/p99 columns have the\n"
        "search-answer cache off, so every request runs the full-text query and the count; the cached\n"
        "columns replay the same mix with the cache on. Targets: p95 ≤ 50 ms at 100k on SQLite and at 1M on\n"
        f"PostgreSQL; ingest ≥ {TARGET_INGEST:,} jobs/s.\n\n"
        + _table(HEADER, search_rows)
        + "Facets and suggestions, the same run and database, the answer cache off: "
        "`GET /api/jobs/facets` with the\n"
        "search mix's filters (every count of every group and the top cities), and `GET /api/jobs/suggestions` over\n"
        "400 keystrokes (1 to 8 letters of a title, skill or city; a quarter in the location box). 'Rebuild s' is\n"
        "one rebuild of the suggestions table from the index (ingest runs it at most every 15 minutes). Targets:\n"
        f"facets p95 ≤ {TARGET_P95_MS} ms, suggestions p95 ≤ {TARGET_SUGGEST_P95_MS} ms.\n\n"
        + _table(HEADER2, facet_rows)
    )
    BENCHMARKS.write_text(text[:start] + body + text[end:])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--sizes",
        nargs="+",
        default=DEFAULT_SIZES,
        help="vendor:count, e.g. sqlite:100000",
    )
    parser.add_argument("--queries", type=int, default=400)
    parser.add_argument(
        "--ingest-max",
        type=int,
        default=INGEST_MAX,
        help="jobs through jobs_ingest; more are copies",
    )
    parser.add_argument(
        "--no-write",
        action="store_true",
        help="print only; leave docs/BENCHMARKS.md alone",
    )
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="time the database an earlier run left (migrated, not filled again): no ingest columns",
    )
    parser.add_argument("--slowest", type=int, default=0, help="print the N slowest requests (any mix)")
    parser.add_argument("--child", nargs=2, metavar=("VENDOR", "SIZE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_child(args.child[0], int(args.child[1]), args.queries)))
        return

    results = []
    for spec in args.sizes:
        vendor, _, size_text = spec.partition(":")
        vendor = {"postgres": "postgresql", "pg": "postgresql"}.get(vendor, vendor)
        size = int(size_text.lower().replace("k", "000").replace("m", "000000"))
        if vendor == "postgresql" and not postgres_up():
            print(f"SKIPPED {spec}: PostgreSQL is not reachable at {PG_ADMIN_URL}")
            continue
        sqlite_name = f"itjobs_bench_{size}.sqlite3"
        if args.reuse:
            sqlite_path = REPO / "var" / "bench" / sqlite_name
            database_url = PG_ADMIN_URL if vendor == "postgresql" else f"sqlite:///{sqlite_path}"
        else:
            database_url = fresh_database(vendor, sqlite_name=sqlite_name, postgres_url=PG_ADMIN_URL)
        env = {
            **os.environ,
            "DATABASE_URL": database_url,
            "BENCH_REUSE": "1" if args.reuse else "0",
            "BENCH_SLOWEST": str(args.slowest),
            "ALLOWED_HOSTS": "testserver",
            "MICROCACHE_SECONDS": "0",  # every timed request does its work: no replay of the one before
            "SOURCES_REFRESH_MODE": "off",
            "LOG_LEVEL": "WARNING",
            "BENCH_INGEST_MAX": str(args.ingest_max),
        }
        env.pop("REDIS_URL", None)  # the answer cache in this process's memory: no shared state to reset
        print(f"== {vendor} {size:,} jobs", flush=True)
        # The code the child runs: read before it starts (a commit made during a long run is not it).
        commit = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],  # noqa: S607 -- the developer's git, fixed arguments
            cwd=REPO,
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        # This interpreter running this file; the arguments are this run's own validated options.
        child = subprocess.run(  # noqa: S603
            [sys.executable, __file__, "--child", vendor, str(size), "--queries", str(args.queries)],
            env=env, cwd=BACKEND, capture_output=True, text=True, check=False,
        )  # fmt: skip
        if child.returncode != 0:
            print(child.stdout[-3000:], child.stderr[-3000:])
            raise SystemExit(f"{spec} failed")
        if args.slowest:
            print(child.stderr, end="")
        result = json.loads(child.stdout.strip().splitlines()[-1])
        result["commit"] = commit
        print(HEADER.splitlines()[0])
        print(fmt_row(result))
        if result.get("seen_again_per_s"):
            print(f"ingest of the same jobs again (unchanged): {result['seen_again_per_s']:,.0f} jobs/s")
        warm_cpu = result["warm_cpu"]
        print(f"cached CPU p50 {warm_cpu['p50']:.2f} ms, p95 {warm_cpu['p95']:.2f} ms", flush=True)
        print(HEADER2.splitlines()[0])
        print(fmt_row2(result), flush=True)
        results.append(result)
    if results and not args.no_write:
        write_section(results, "bench/search.py " + " ".join(sys.argv[1:]))
        print(f"Updated {BENCHMARKS.relative_to(REPO)}")


if __name__ == "__main__":
    main()
