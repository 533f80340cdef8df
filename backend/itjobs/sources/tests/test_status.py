"""GET /api/sources/status and the words a visitor reads when a source is down."""

from datetime import datetime, timedelta

import pytest

from itjobs.jobs.schemas import SourceStatusOut
from itjobs.sources.health import source_record_failure, source_record_success
from itjobs.sources.status import source_statuses
from itjobs.sources.tests.refresh_fixtures import process_state_fixture  # noqa: F401 (fixture)
from itjobs.sources.tests.refresh_support import NOON
from itjobs.sources.types import SourceBadResponse, SourceQuotaExhausted

pytestmark = pytest.mark.django_db


def by_name(now: datetime = NOON) -> dict[str, SourceStatusOut]:
    return {status.name: status for status in source_statuses(now=now)}


def test_it_answers_both_sources_ok_before_any_call(client):
    response = client.get("/api/sources/status")

    assert response.status_code == 200
    assert response.json() == [
        {"name": "Adzuna", "status": "ok", "message": None},
        {"name": "JSearch", "status": "ok", "message": None},
    ]


def test_it_says_disabled_for_a_source_without_keys(settings):
    settings.DEMO_MODE = False
    settings.ADZUNA_APP_ID = settings.ADZUNA_APP_KEY = "set"
    settings.JSEARCH_API_KEY = ""

    statuses = by_name()

    assert statuses["Adzuna"].status == "ok"
    assert (statuses["JSearch"].status, statuses["JSearch"].message) == (
        "disabled",
        "JSearch is not connected on this site.",
    )


def test_it_says_when_a_spent_quota_comes_back():
    source_record_failure(source="adzuna", now=NOON, error=SourceQuotaExhausted("Adzuna API error: 429 Too Many"))

    adzuna = by_name()["Adzuna"]

    assert adzuna.status == "degraded"
    assert adzuna.message == "Adzuna has used its monthly allowance; its new jobs return on December 1."


def test_it_forgets_an_old_transient_failure():
    source_record_failure(source="jsearch", now=NOON, error=SourceBadResponse("JSearch API error: bad JSON"))

    assert by_name(NOON + timedelta(minutes=5))["JSearch"].status == "degraded"
    assert by_name(NOON + timedelta(hours=2))["JSearch"].status == "ok"


def test_it_is_ok_again_after_a_success():
    source_record_failure(source="jsearch", now=NOON, error=SourceBadResponse("JSearch API error: bad JSON"))
    source_record_success(source="jsearch", now=NOON + timedelta(minutes=1), fetched=3, dropped=1)

    assert by_name(NOON + timedelta(minutes=2))["JSearch"].status == "ok"


def test_it_never_shows_the_upstream_error_text_to_visitors():
    source_record_failure(source="jsearch", now=NOON, error=SourceBadResponse("JSearch API error: 500 key=abc123"))

    assert "abc123" not in (by_name()["JSearch"].message or "")
