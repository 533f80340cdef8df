"""Stale-while-revalidate: a stale search answers at once from the index while the sources are asked."""

import threading
from datetime import timedelta

import pytest
from django.utils import timezone

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import normalized_job
from itjobs.sources import query_refresh, refresh_context
from itjobs.sources.tests.refresh_fixtures import process_state_fixture, providers_fixture  # noqa: F401 (fixtures)

pytestmark = pytest.mark.django_db(transaction=True)

SEARCH = "/api/jobs/search?keyword=python+developer&country=us"


@pytest.fixture(autouse=True)
def background(settings):
    settings.SOURCES_REFRESH_MODE = "background"


@pytest.fixture
def held(monkeypatch):
    """The background refresh starts only when the test opens this gate (after the answer is out)."""
    gate = threading.Event()
    refresh_query = query_refresh.refresh_query

    def held_refresh(**kwargs):
        gate.wait(10)
        return refresh_query(**kwargs)

    monkeypatch.setattr("itjobs.sources.search_refresh.refresh_query", held_refresh)
    return gate


def test_it_answers_from_the_index_before_the_sources_answer(client, providers, held):
    jobs_ingest(jobs=[normalized_job(title="Python Developer")], now=timezone.now() - timedelta(days=1))

    response = client.get(SEARCH)
    answered_before_upstream = all(fake.answered == 0 for fake in providers.values())
    held.set()
    refresh_context.state.wait()

    body = response.json()
    assert response.status_code == 200
    assert answered_before_upstream
    assert body["refreshing"] is True
    assert [job["title"] for job in body["jobs"]] == ["Python Developer"]


def test_it_shows_the_refreshed_jobs_on_the_next_search(client, providers, held):
    jobs_ingest(jobs=[normalized_job(title="Python Developer")], now=timezone.now() - timedelta(days=1))
    client.get(SEARCH)
    held.set()
    refresh_context.state.wait()

    body = client.get(SEARCH).json()

    assert body["refreshing"] is False
    assert body["total"] == 5  # the old job and two from each source
    assert [len(fake.calls) for fake in providers.values()] == [1, 1]
