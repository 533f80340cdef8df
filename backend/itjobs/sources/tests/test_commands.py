"""The operator's commands run through the real clients against the fake upstream and print numbers."""

import io
from datetime import timedelta
from typing import Any

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from itjobs.fakeworld.faults import Fault
from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import normalized_job
from itjobs.sources import demo
from itjobs.sources.health import source_record_failure
from itjobs.sources.tests.refresh_fixtures import process_state_fixture, upstream_fixture  # noqa: F401 (fixtures)
from itjobs.sources.tests.refresh_support import NOON
from itjobs.sources.types import SourceError

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def db_limits(settings):
    settings.REDIS_URL = ""


def run(*args: str, **options: Any) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command(*args, stdout=out, stderr=err, **options)
    return out.getvalue(), err.getvalue()


def test_it_ingests_one_query_with_a_progress_bar(upstream):
    out, err = run("ingest", keyword="developer", country="us", pages=2)

    jobs = Job.objects.count()
    assert jobs > 0
    assert upstream.calls == {"adzuna": 2, "jsearch": 2}
    assert out.startswith(f"Ingested {jobs} jobs from 4 calls over 1 queries")
    assert "[##############################] 1/1" in err


def test_it_stops_a_source_at_its_per_minute_limit_without_waiting(upstream, settings):
    settings.JSEARCH_CALLS_PER_MINUTE = 1

    out, _ = run("ingest", keyword="developer", country="us", pages=3, no_wait=True)

    assert upstream.calls["jsearch"] == 1
    assert "jsearch: per-minute budget spent" in out


def test_it_rejects_an_ingest_without_a_query(upstream):
    with pytest.raises(CommandError, match="--keyword"):
        run("ingest", country="us")


def test_it_prints_calls_budget_errors_and_drops(upstream):
    upstream.faults.set("jsearch", Fault(kind="auth"))
    run("ingest", keyword="developer", country="us")

    out, _ = run("source_status")

    assert "Adzuna (adzuna): ok" in out
    assert "JSearch (jsearch): degraded" in out
    assert "calls:           1 total, 0 failed" in out
    assert "calls:           1 total, 1 failed" in out
    assert "this minute:     1 used, 24 of 25 left" in out
    assert "JSearch API error: 403" in out
    assert "records dropped:" in out


def test_it_refreshes_popular_queries_within_the_spare_budget(upstream):
    out, _ = run("refresh_popular")

    assert upstream.calls == {"adzuna": 20, "jsearch": 4}
    assert out.startswith("Refreshed ")
    assert "spare budget of every source is spent" in out


def test_it_expires_jobs_not_seen_for_a_month():
    jobs_ingest(jobs=[normalized_job()], now=timezone.now() - timedelta(days=40))

    out, _ = run("expire_jobs")

    assert out.strip() == "Expired 1 jobs not seen for 30 days."
    closed = Job.objects.get()  # kept, out of search, so its page can say it closed (decision 0021)
    assert closed.closed_at is not None
    assert not closed.is_listed


def test_it_loads_the_demo_data_once_and_again_when_forced(upstream, monkeypatch):
    monkeypatch.setattr(demo, "DEMO_COUNTRIES", ("us", "gb"))

    first, _ = run("load_demo_data")
    loaded = Job.objects.count()
    second, _ = run("load_demo_data")
    forced, _ = run("load_demo_data", force=True)

    assert loaded > 100
    assert first.startswith("Demo data: ")
    assert "already loaded recently" in second
    assert Job.objects.count() == loaded  # re-loading upserts the same jobs
    assert forced.startswith("Demo data: ")


def test_it_refuses_demo_data_when_keys_are_configured(settings):
    settings.DEMO_MODE = False

    out, _ = run("load_demo_data")

    assert "no demo data loaded" in out
    assert Job.objects.count() == 0


def test_it_lists_the_recent_errors_of_a_source():
    for minute, text in enumerate(["JSearch API error: 500 Internal Server Error", "JSearch API error: bad JSON"]):
        source_record_failure(source="jsearch", now=NOON + timedelta(minutes=minute), error=SourceError(text))

    out, _ = run("source_status")

    assert "last error:      2026-11-22 12:01:00 UTC JSearch API error: bad JSON" in out
    assert "earlier error:   2026-11-22 12:00:00 UTC JSearch API error: 500 Internal Server Error" in out
