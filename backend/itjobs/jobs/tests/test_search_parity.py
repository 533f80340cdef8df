"""SQLite FTS5 and PostgreSQL answer every search with the same jobs in the same order.

The scenario runs here on the current database; when it is SQLite and PostgreSQL answers, the
same scenario runs again on PostgreSQL in a child pytest and both answers must be identical.
"""

import json
import os
import random
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from django.db import connection

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.types import NormalizedJob

pytestmark = pytest.mark.django_db
NOW = datetime(2026, 11, 1, tzinfo=UTC)
PARITY_PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/itjobs_jobs")
TITLES = ["Python Developer", "Senior Java Engineer", "Data Scientist", "DevOps Engineer", "Golang Developer",
          "Frontend Developer (React)", "C# .NET Developer", "Site Reliability Engineer", "Cloud Architect",
          "QA Automation Engineer", "Help Desk Technician", "Node.js Developer", "Security Analyst"]  # fmt: skip
PLACES = [("Seattle", "WA"), ("San Francisco", "CA"), ("Austin", "TX"), ("New York", "NY"), ("Remote", None)]
QUERIES: list[dict[str, Any]] = [
    {}, {"keyword": "developer"}, {"keyword": "python"}, {"keyword": "golang"}, {"keyword": "C#"},
    {"keyword": "node.js OR react"}, {"keyword": "engineer cloud"}, {"keyword": "kubernetes"},
    {"location": "seat"}, {"location": "san francisco"}, {"keyword": "developer", "location": "new york"},
    {"keyword": "remote"}, {"location": "Remote"}, {"keyword": "engineer", "min_salary": 100_000},
    {"keyword": "developer", "page": 2, "page_size": 7}, {"keyword": "data OR security", "country": "gb"},
    {"keyword": "Müller"}, {"keyword": "zzz-nothing"}, {"keyword": "engineer", "min_salary": 95_000},
    {"keyword": "developer", "posted_within_days": 2},
    {"keyword": "python", "remote": False, "page": 2, "page_size": 3},
    {"source": "jsearch", "employment_type": "CONTRACTOR"},
    # what search understands: vocabulary, places, spelling, sort, relaxation
    {"keyword": "sre"}, {"keyword": "programmer"}, {"keyword": "frontend dev"}, {"keyword": "pyhton"},
    {"keyword": "reliabilty engineer"}, {"location": "Austin, TX"}, {"location": "NYC"}, {"location": "TX"},
    {"keyword": "developer", "sort": "salary"}, {"keyword": "developer", "sort": "newest", "page": 2, "page_size": 5},
    {"keyword": "cobol developer", "location": "Boise"}, {"keyword": "python", "location": "Boise, ID"},
    {"keyword": "java python", "sort": "salary"},
]  # fmt: skip


def scenario_jobs() -> list[NormalizedJob]:
    rng = random.Random(7)
    jobs = []
    for n in range(160):
        city, region = rng.choice(PLACES)
        title = rng.choice(TITLES)
        jobs.append(
            NormalizedJob(
                source=rng.choice(["adzuna", "jsearch"]),
                source_id=f"{rng.choice(['a', 'B', '_', '=', '-'])}{n:03d}",  # bytewise and locale orders differ
                title=title,
                apply_url=f"https://example.com/{n}",
                company_name=rng.choice(["Acme", "Globex", "Müller GmbH", None, f"Company {n}"]),
                city=None if city == "Remote" else city,
                region=region,
                location_text=city if region is None else f"{city}, {region}",
                country_code=rng.choice(["us", "us", "us", "gb"]),
                remote=city == "Remote",
                description_text=rng.choice(
                    ["We use k8s and AWS.", "Python, SQL and Spark.", "React and Node.js", "C++ embedded work", ""]
                ),
                salary_min=rng.choice([None, 40.0, 90_000.0]),
                salary_max=rng.choice([None, 150_000.0]),
                salary_period=rng.choice(["YEAR", "HOUR"]),
                employment_type=rng.choice(["FULL_TIME", "CONTRACTOR", None]),
                posted_at=NOW - timedelta(days=rng.randint(0, 3)),  # many ties: the id must break them
            )
        )
    return jobs


def answers() -> list[list[Any]]:
    jobs_ingest(jobs=scenario_jobs(), now=NOW)
    found = []
    for query in QUERIES:
        page = job_search(query=JobQuery(**{"country": "us", **query}), now=NOW + timedelta(hours=1))
        relaxed = page.relaxed and [
            page.relaxed.location,
            page.relaxed.remote_instead,
            list(page.relaxed.dropped_words),
        ]
        found.append([[job.id for job in page.jobs], page.total, page.corrected_keyword, relaxed])
    return found


def test_it_dumps_its_answers_when_asked():
    answer = answers()
    assert any(jobs for jobs, *_ in answer)
    assert not all(jobs for jobs, *_ in answer)
    if out := os.environ.get("PARITY_OUT"):
        Path(out).write_text(json.dumps({"vendor": connection.vendor, "answers": answer}))


def _postgres_up() -> bool:
    script = Path(__file__).resolve().parents[4] / "scripts" / "service_up.py"
    return subprocess.run([sys.executable, str(script), "postgres", PARITY_PG_URL], check=False).returncode == 0  # noqa: S603


def test_sqlite_and_postgresql_give_the_same_answers(tmp_path):
    if connection.vendor != "sqlite":
        pytest.skip("runs from the SQLite pass, against PostgreSQL")
    if not _postgres_up():
        pytest.skip(f"PostgreSQL is not reachable at {PARITY_PG_URL}")
    out = tmp_path / "postgres.json"
    env = {**os.environ, "DATABASE_URL": PARITY_PG_URL, "PARITY_OUT": str(out)}
    env.pop("REDIS_URL", None)
    child = subprocess.run(  # noqa: S603
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
         f"{__file__}::test_it_dumps_its_answers_when_asked"],
        env=env, cwd=Path(__file__).resolve().parents[3], capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert child.returncode == 0, child.stdout[-2000:] + child.stderr[-2000:]
    postgres = json.loads(out.read_text())
    assert postgres["vendor"] == "postgresql"
    assert postgres["answers"] == answers()
