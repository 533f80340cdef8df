"""A failing source stops being called for as long as its failure says, and search keeps answering."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.fakeworld.faults import Fault
from itjobs.jobs.freshness import FreshnessReport
from itjobs.jobs.models import Job
from itjobs.jobs.schemas import SourceStatusOut
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import normalized_job
from itjobs.sources.models import QueryState, SourceState
from itjobs.sources.search_refresh import request_refresh
from itjobs.sources.status import source_statuses
from itjobs.sources.tests.refresh_fixtures import process_state_fixture, upstream_fixture  # noqa: F401 (fixtures)
from itjobs.sources.tests.refresh_support import NOON

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def inline(settings):
    settings.SOURCES_REFRESH_MODE = "inline"  # the refresh runs inside the call: no threads to wait for
    settings.SOURCES_RARE_MIN_JOBS = 10**6  # every search here is of a query the index answers too thinly


def search(keyword: str, *, now: datetime = NOON, location: str = "") -> FreshnessReport:
    return request_refresh(keyword=keyword, location=location, country="us", now=now)


def status_of(name: str, *, now: datetime = NOON) -> SourceStatusOut:
    return next(s for s in source_statuses(now=now) if s.name == name)


def test_it_fills_the_index_through_the_real_clients(upstream):
    search("developer")

    assert upstream.calls == {"adzuna": 1, "jsearch": 1}
    assert Job.objects.filter(id__startswith="adzuna-").exists()
    assert Job.objects.filter(id__startswith="jsearch-").exists()


def test_it_stops_calling_a_source_with_a_spent_monthly_quota_until_next_month(upstream):
    upstream.faults.set("jsearch", Fault(kind="quota"))
    search("developer")
    upstream.faults.clear()

    search("engineer", now=datetime(2026, 11, 30, 23, 59, tzinfo=UTC))
    assert upstream.calls["jsearch"] == 1
    assert status_of("JSearch", now=NOON).status == "degraded"
    assert "December 1" in (status_of("JSearch").message or "")

    search("analyst", now=datetime(2026, 12, 1, 0, 1, tzinfo=UTC))
    assert upstream.calls["jsearch"] == 2


def test_it_backs_off_after_a_burst_429_for_as_long_as_asked(upstream):
    upstream.faults.set("jsearch", Fault(kind="rate_limit", times=1, retry_after=30))
    search("developer")

    search("engineer", now=NOON + timedelta(seconds=20))
    assert upstream.calls["jsearch"] == 1
    assert status_of("JSearch", now=NOON + timedelta(seconds=20)).status == "degraded"

    search("analyst", now=NOON + timedelta(seconds=31))
    assert upstream.calls["jsearch"] == 2
    assert status_of("JSearch", now=NOON + timedelta(seconds=31)).status == "ok"


def test_it_reports_a_source_with_bad_keys_as_degraded_and_keeps_the_other(upstream):
    upstream.faults.set("adzuna", Fault(kind="auth"))

    report = search("developer")

    statuses = {s.name: s for s in report.sources}
    assert statuses["Adzuna"].status == "degraded"
    assert "not accepting our connection" in (statuses["Adzuna"].message or "")
    assert statuses["JSearch"].status == "ok"
    assert Job.objects.filter(id__startswith="jsearch-").exists()
    assert not Job.objects.filter(id__startswith="adzuna-").exists()


def test_it_reports_a_failing_source_until_it_answers_again(upstream):
    upstream.faults.set("adzuna", Fault(kind="server_error", times=1))
    search("developer")
    assert status_of("Adzuna").status == "degraded"

    search("engineer", now=NOON + timedelta(minutes=1))

    assert status_of("Adzuna", now=NOON + timedelta(minutes=1)).status == "ok"


def test_it_counts_calls_and_jobs_per_source(upstream):
    search("developer")
    search("engineer")

    states = {state.source: state for state in SourceState.objects.all()}
    assert [states[name].calls_total for name in ("adzuna", "jsearch")] == [2, 2]
    assert all(state.jobs_fetched > 0 and state.calls_failed == 0 for state in states.values())


def test_it_skips_the_claim_while_every_source_is_out_of_budget(upstream, settings):
    settings.ADZUNA_CALLS_PER_MINUTE = settings.JSEARCH_CALLS_PER_MINUTE = 1
    search("developer")
    search("engineer", now=NOON + timedelta(seconds=10))  # both refused: out of budget this minute

    report = search("analyst", now=NOON + timedelta(seconds=20))

    assert report.refreshing is False
    assert not QueryState.objects.filter(keyword="analyst").exists()
    assert upstream.calls == {"adzuna": 1, "jsearch": 1}
    search("analyst", now=NOON + timedelta(seconds=61))
    assert upstream.calls == {"adzuna": 2, "jsearch": 2}


def test_it_answers_the_search_api_from_the_index_while_both_sources_fail(upstream, client):
    upstream.faults.set("adzuna", Fault(kind="server_error"))
    upstream.faults.set("jsearch", Fault(kind="quota"))
    jobs_ingest(jobs=[normalized_job(title="Python Developer")])

    response = client.get("/api/jobs/search", {"keyword": "python developer", "country": "us"})

    body = response.json()
    assert response.status_code == 200
    assert [(s["name"], s["status"]) for s in body["sources"]] == [("Adzuna", "degraded"), ("JSearch", "degraded")]
    assert [job["title"] for job in body["jobs"]] == ["Python Developer"]
