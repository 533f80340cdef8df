"""Facets of a search with no facet chosen count the search in their own statement where the engine
can (PostgreSQL), instead of counting it first: the same total as job_search, and one statement fewer."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from itjobs.jobs.selectors import JobQuery, job_search

from .factories import POSTED
from .test_facets import python_jobs  # noqa: F401 -- the board of test_facets

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(hours=1)


def _selects(context: CaptureQueriesContext) -> list[str]:
    return [query["sql"] for query in context.captured_queries if query["sql"].startswith("SELECT")]


def test_the_total_is_the_searchs_own(client, python_jobs, settings):  # noqa: F811
    settings.JOBS_SEARCH_COUNT_LIMIT = 3
    settings.JOBS_FACETS_COUNT_LIMIT = 2

    facets = client.get("/api/jobs/facets", {"keyword": "python"}).json()
    found = job_search(query=JobQuery(keyword="python", country="us"), now=NOW)

    assert facets["total"] == found.total == 3
    assert facets["exact"] is False


def test_the_search_is_counted_with_the_facets(client, python_jobs, django_assert_max_num_queries):  # noqa: F811
    with django_assert_max_num_queries(20) as context:
        assert client.get("/api/jobs/facets", {"keyword": "python"}).json()["total"] == 4

    counts = [sql for sql in _selects(context) if "jobs_job" in sql]
    if connection.vendor == "postgresql":
        assert len(counts) == 1  # the counts, the cities and the search's total: one statement
        assert "row_number() OVER ()" in counts[0]


def test_a_search_that_finds_nothing_as_typed_is_counted_as_corrected(client, python_jobs):  # noqa: F811
    facets = client.get("/api/jobs/facets", {"keyword": "pyhton"}).json()
    assert facets["total"] == 4


def test_a_chosen_facet_counts_the_search_apart(client, python_jobs):  # noqa: F811
    facets = client.get("/api/jobs/facets", {"keyword": "python", "remote": "true"}).json()
    assert facets["total"] == 2
    assert sum(value["count"] for value in facets["remote"]) == 4  # the remote group without its own choice
