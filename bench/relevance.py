"""Relevance benchmark: judged queries over the demo data, as job seekers type them.

    .venv/bin/python bench/relevance.py                    # SQLite, a fresh database with the demo data
    .venv/bin/python bench/relevance.py --database postgres

Each judged query says what a relevant job must match (a title pattern, a skill, a city, a region,
remote). In a child process on a fresh database filled by `load_demo_data` (the fake upstream
through the real clients), every query runs through `job_search` as the API runs it, and this prints:
- zero-result rate: judged queries whose relevant jobs exist in the index but that found nothing;
- precision@10: the share of the first ten results that are relevant, averaged over queries with
  relevant jobs (over fewer than ten when fewer relevant jobs exist or fewer were found; none
  found counts 0);
- variant recall: for abbreviation, synonym, variant and typo queries, the share of every relevant
  job in the country that the query finds (all pages), averaged; 'every title variant found' when
  each is 1.0 for the variant group.
The results go to docs/BENCHMARKS.md ('Search relevance').
"""

import argparse
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from fresh_database import fresh_database

REPO = Path(__file__).resolve().parents[1]
BACKEND = REPO / "backend"
BENCHMARKS = REPO / "docs" / "BENCHMARKS.md"
SECTION = "## Search relevance (`bench/relevance.py`)"
PG_URL = os.environ.get("BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/itjobs_bench_relevance")


@dataclass(frozen=True)
class Judged:
    kind: str  # typo, abbreviation, synonym, variant, location, combined, plain
    keyword: str = ""
    location: str = ""
    country: str = "us"
    title: str | None = None  # a relevant job's title matches this (regex, case-insensitive)
    skill: str | None = None  # ... or has a skill matching this (with `title`: either one)
    city: str | None = None  # its city matches this (regex)
    region: str | None = None  # its region matches this (regex)
    remote: bool | None = None
    extra: dict[str, Any] = field(default_factory=dict)


FRONT_ENGINEER = r"front ?-?end engineer"
DEV = r"developer|software engineer|programmer"
JUDGED: list[Judged] = [
    # typos: one edit from 5 letters, two from 9
    Judged("typo", "devpos engineer", title=r"devops"),
    Judged("typo", "pyhton developer", title=r"python"),
    Judged("typo", "data scientst", title=r"data scien"),
    Judged("typo", "sofware engineer", title=r"software engineer"),
    Judged("typo", "machne learning engineer", title=r"machine learning|\bml\b|\bai\b"),
    Judged("typo", "cybersecurty analyst", title=r"cyber ?security|soc analyst"),
    Judged("typo", "frontend develper", title=r"front ?-?end developer"),
    Judged("typo", "netwrok engineer", title=r"network engineer"),
    Judged("typo", "databse administrator", title=r"database administrator"),
    Judged("typo", "kuberentes", title=r"kubernetes", skill=r"kubernetes"),
    Judged("typo", "javscript", title=r"javascript", skill=r"javascript"),
    Judged("typo", "clould architect", title=r"cloud architect"),
    Judged("typo", "secuirty engineer", title=r"security engineer"),
    Judged("typo", "andriod developer", title=r"android developer"),
    # abbreviations
    Judged("abbreviation", "ml engineer", title=r"machine learning|\bml\b|\bai\b"),
    Judged("abbreviation", "sre", title=r"site reliability|\bsre\b"),
    Judged("abbreviation", "swe", title=r"software engineer"),
    Judged("abbreviation", "qa engineer", title=r"\bqa\b|quality|test"),
    Judged("abbreviation", "dba", title=r"database administrator"),
    Judged("abbreviation", "sysadmin", title=r"systems? administrator"),
    Judged("abbreviation", "pen tester", title=r"penetration tester"),
    Judged("abbreviation", "ror developer", title=r"ruby on rails"),
    Judged("abbreviation", "k8s", title=r"kubernetes", skill=r"kubernetes"),
    Judged("abbreviation", "js", title=r"javascript", skill=r"javascript"),
    Judged("abbreviation", "golang developer", title=r"\bgo(lang)? developer"),
    Judged("abbreviation", "gcp", title=r"gcp", skill=r"gcp"),
    Judged("abbreviation", "bi developer", title=r"business intelligence|\bbi\b"),
    Judged("abbreviation", "ux designer", title=r"\bux\b.*designer"),
    Judged("abbreviation", "infosec", title=r"security|soc analyst|penetration"),
    Judged("abbreviation", "ios dev", title=r"\bios developer"),
    # synonyms and broader words
    Judged("synonym", "programmer", title=DEV),
    Judged("synonym", "coder", title=DEV),
    Judged("synonym", "cyber security", title=r"security|soc analyst|penetration"),
    Judged("synonym", "site reliability engineer", title=r"site reliability|\bsre\b"),
    Judged("synonym", "machine learning", title=r"machine learning|\bai\b|data scien", skill=r"machine learning"),
    Judged("synonym", "artificial intelligence engineer", title=r"\bai\b|machine learning"),
    Judged("synonym", "quality assurance", title=r"\bqa\b|quality|test"),
    Judged("synonym", "information security", title=r"security"),
    # spelling variants: hyphen, space, joined, symbols
    Judged("variant", "frontend engineer", title=FRONT_ENGINEER),
    Judged("variant", "front end engineer", title=FRONT_ENGINEER),
    Judged("variant", "front-end engineer", title=FRONT_ENGINEER),
    Judged("variant", "full stack developer", title=r"full stack"),
    Judged("variant", "fullstack developer", title=r"full stack"),
    Judged("variant", "full-stack developer", title=r"full stack"),
    Judged("variant", "back-end developer", title=r"back ?-?end"),
    Judged("variant", "backend developer", title=r"back ?-?end"),
    Judged("variant", "dev ops", title=r"devops"),
    Judged("variant", "node.js developer", title=r"node"),
    Judged("variant", "nodejs developer", title=r"node"),
    Judged("variant", ".net developer", title=r"\.net developer"),
    Judged("variant", "dotnet developer", title=r"\.net developer"),
    Judged("variant", "postgres", title=r"postgres", skill=r"postgres"),
    # locations as people write them
    Judged("location", location="Austin, TX", city=r"^austin$"),
    Judged("location", location="Austin, Texas", city=r"^austin$"),
    Judged("location", location="TX", region=r"texas"),
    Judged("location", location="New York, NY", city=r"new york"),
    Judged("location", location="NYC", city=r"new york"),
    Judged("location", location="New York City", city=r"new york"),
    Judged("location", location="Manhattan", city=r"new york"),
    Judged("location", location="Brooklyn", city=r"new york"),
    Judged("location", location="SF", city=r"san francisco"),
    Judged("location", location="Bay Area", city=r"san francisco|san jose"),
    Judged("location", location="LA", city=r"los angeles"),
    Judged("location", location="DC", region=r"district of columbia"),
    Judged("location", location="Seattle, WA", city=r"seattle"),
    Judged("location", location="Remote", remote=True),
    Judged("location", location="anywhere", remote=True),
    Judged("location", location="Toronto, ON", country="ca", city=r"toronto"),
    Judged("location", location="Perth, WA", country="au", city=r"perth"),
    Judged("location", location="Munich", country="de", city=r"m[uü]nchen"),
    # keyword and location
    Judged("combined", "python developer", "Austin, TX", title=r"python", skill=r"^python$", city=r"^austin$"),
    Judged("combined", "devops", "NYC", title=r"devops", city=r"new york"),
    Judged("combined", "data scientist", "SF", title=r"data scien", city=r"san francisco"),
    Judged("combined", "software engineer", "Remote", title=r"software engineer", remote=True),
    Judged("combined", "java developer", "Chicago, IL", title=r"java\b", skill=r"^java$", city=r"chicago"),
    Judged("combined", "sre", "Bay Area", title=r"site reliability|\bsre\b", city=r"san francisco|san jose"),
    # plain queries
    Judged("plain", "python developer", title=r"python"),
    Judged("plain", "data engineer", title=r"data engineer"),
    Judged("plain", "cloud architect", title=r"cloud architect"),
    Judged("plain", "scrum master", title=r"scrum master"),
    Judged("plain", "help desk", title=r"help desk"),
    Judged("plain", "network engineer", title=r"network engineer"),
    Judged("plain", "product designer", title=r"product designer"),
    Judged("plain", "it project manager", title=r"project manager"),
    Judged("plain", "software developer", country="gb", title=r"software (developer|engineer)"),
]
RECALL_KINDS = ("typo", "abbreviation", "synonym", "variant")


def relevant(judged: Judged, job: Any) -> bool:
    def has(pattern: str | None, value: str | None) -> bool:
        return pattern is None or bool(value and re.search(pattern, value, re.IGNORECASE))

    if judged.title or judged.skill:
        by_title = bool(judged.title) and has(judged.title, job.title)
        by_skill = bool(judged.skill) and any(has(judged.skill, skill) for skill in job.skills)
        if not (by_title or by_skill):
            return False
    if judged.remote is not None and job.remote != judged.remote:
        return False
    return has(judged.city, job.city) and has(judged.region, job.region)


def run_child() -> dict[str, Any]:
    """Runs inside the child process whose DATABASE_URL points at a fresh database."""
    sys.path.insert(0, str(BACKEND))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from itjobs.jobs.models import Job
    from itjobs.jobs.selectors import JobQuery, job_search

    call_command("migrate", verbosity=0)
    call_command("load_demo_data", "--force", verbosity=0)
    listed = list(Job.objects.filter(is_listed=True).only("id", "title", "skills", "city", "region", "remote",
                                                           "country_code"))  # fmt: skip
    rows = []
    for judged in JUDGED:
        pool = {job.id for job in listed if job.country_code == judged.country and relevant(judged, job)}
        query = JobQuery(keyword=judged.keyword, location=judged.location, country=judged.country)
        first = job_search(query=query)
        found_ids: list[str] = []
        page = first
        while True:
            found_ids += [job.id for job in page.jobs]
            if page.page >= page.pages or page.page >= 40:
                break
            page = job_search(query=JobQuery(**{**query.__dict__, "page": page.page + 1}))
        top = list(first.jobs[:10])
        # Of the first ten, the share that is relevant; over fewer when fewer relevant jobs exist or
        # fewer were found (the best a search could do), 0 when none was found.
        best = min(10, len(top), len(pool))
        precision = min(1.0, sum(job.id in pool for job in top) / best) if top and best else 0.0
        recall = len(pool & set(found_ids)) / len(pool) if pool else None
        rows.append(
            {
                "kind": judged.kind,
                "keyword": judged.keyword,
                "location": judged.location,
                "country": judged.country,
                "relevant": len(pool),
                "found": first.total,
                "precision": precision,
                "recall": recall,
                "corrected": first.corrected_keyword,
                "relaxed": first.relaxed is not None,
            }
        )
    return {"database": connection.vendor, "rows": rows, "jobs": len(listed)}


def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
    judged = [row for row in rows if row["relevant"]]
    zero = [row for row in judged if not row["found"]]
    recall_rows = [row for row in judged if row["kind"] in RECALL_KINDS]
    variants = [row for row in judged if row["kind"] == "variant"]
    return {
        "queries": len(rows),
        "with_relevant_jobs": len(judged),
        "zero_result_rate": len(zero) / len(judged),
        "zero_result_queries": [f"{row['keyword']} {row['location']}".strip() for row in zero],
        "precision_at_10": sum(row["precision"] for row in judged) / len(judged),
        "variant_recall": sum(row["recall"] for row in recall_rows) / len(recall_rows),
        "every_title_variant_found": all(row["recall"] == 1.0 for row in variants),
    }


def write_section(result: dict[str, Any], totals: dict[str, Any], command: str) -> None:
    text = BENCHMARKS.read_text()
    lines = [
        SECTION,
        "",
        f"Last run: `{command}` on {datetime.now(UTC):%Y-%m-%d %H:%M} UTC, {result['database']}, the demo data "
        f"({result['jobs']:,} shown jobs), code {result.get('commit', '?')}. {totals['queries']} judged queries, "
        f"{totals['with_relevant_jobs']} with relevant jobs in the index.",
        "",
        "| zero-result rate | mean precision@10 | variant recall (typos, abbreviations, synonyms, variants) "
        "| every title variant found | target |",
        "|---|---|---|---|---|",
        f"| {totals['zero_result_rate']:.1%} | {totals['precision_at_10']:.3f} | {totals['variant_recall']:.3f} | "
        f"{'yes' if totals['every_title_variant_found'] else 'no'} | 0 %, ≥ 0.9, all variants |",
        "",
        "| kind | query | location | country | relevant jobs | found | P@10 | recall | corrected to | relaxed |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in result["rows"]:
        recall = "" if row["recall"] is None else f"{row['recall']:.2f}"
        lines.append(
            f"| {row['kind']} | {row['keyword']} | {row['location']} | {row['country']} | {row['relevant']} | "
            f"{row['found']} | {row['precision']:.2f} | {recall} | {row['corrected'] or ''} | "
            f"{'yes' if row['relaxed'] else ''} |"
        )
    body = "\n".join(lines) + "\n"
    start = text.find(SECTION)
    if start == -1:
        text = text.rstrip("\n") + "\n\n" + body
    else:
        end = text.find("\n## ", start + len(SECTION))
        text = text[:start] + body + (text[end + 1 :] if end != -1 else "")
    BENCHMARKS.write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--no-write", action="store_true", help="print only; leave docs/BENCHMARKS.md alone")
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_child()))
        return
    database_url = fresh_database(args.database, sqlite_name="relevance.sqlite3", postgres_url=PG_URL)
    env = {**os.environ, "DATABASE_URL": database_url, "SOURCES_REFRESH_MODE": "off",
           "JOBS_SEARCH_CACHE_SECONDS": "0"}  # fmt: skip
    env.pop("REDIS_URL", None)
    child = subprocess.run(  # noqa: S603 -- this interpreter running this file
        [sys.executable, __file__, "--child"], env=env, capture_output=True, text=True, check=False
    )
    if child.returncode:
        sys.exit(child.stderr[-4000:])
    result = json.loads(child.stdout.strip().splitlines()[-1])
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False)  # noqa: S607
    result["commit"] = commit.stdout.strip() or "?"
    totals = summary(result["rows"])
    for row in result["rows"]:
        if row["relevant"] and (not row["found"] or row["precision"] < 0.9 or (row["recall"] or 1) < 1):
            print(f"  {row['kind']:12} {row['keyword']!r:32} {row['location']!r:16} relevant={row['relevant']:4} "
                  f"found={row['found']:5} P@10={row['precision']:.2f} recall={row['recall']}")  # fmt: skip
    print(
        f"{result['database']}: {totals['queries']} judged queries "
        f"({totals['with_relevant_jobs']} with relevant jobs): "
        f"zero-result rate {totals['zero_result_rate']:.1%} {totals['zero_result_queries']}, "
        f"mean precision@10 {totals['precision_at_10']:.3f}, variant recall {totals['variant_recall']:.3f}, "
        f"every title variant found: {totals['every_title_variant_found']}"
    )
    if not args.no_write:
        write_section(result, totals, " ".join(["bench/relevance.py", *sys.argv[1:]]))


if __name__ == "__main__":
    main()
