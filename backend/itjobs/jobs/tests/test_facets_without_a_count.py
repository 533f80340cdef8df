"""Facets of a search as typed take no count of it where the engine can tell from their own
statement that it finds jobs (PostgreSQL; SQLite's FTS5 count is cheap and bounds its matching):
with or without a chosen facet, one statement. A search whose chosen filters find nothing among the
rows read is resolved first (corrected, relaxed, or counted), as the results are."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from .factories import POSTED
from .test_facets import counts, python_jobs  # noqa: F401 -- the board of test_facets

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(hours=1)


def _counting(context: CaptureQueriesContext) -> list[str]:
    return [q["sql"] for q in context.captured_queries if q["sql"].startswith("SELECT") and "jobs_job" in q["sql"]]


@pytest.mark.parametrize(
    ("chosen", "remote_or_not"),
    [({}, 4), ({"remote": "true"}, 4), ({"employment_type": "CONTRACTOR", "source": "jsearch"}, 1)],
)
def test_the_facets_of_a_search_that_finds_jobs_take_one_statement(client, python_jobs, chosen, remote_or_not):  # noqa: F811
    with CaptureQueriesContext(connection) as context:
        facets = client.get("/api/jobs/facets", {"keyword": "python", **chosen}).json()

    assert sum(counts(facets["remote"]).values()) == remote_or_not
    if connection.vendor == "postgresql":
        assert len(_counting(context)) == 1  # the counts and the cities; no count of the search


def test_a_chosen_facet_is_counted_without_its_own_choice(client, python_jobs):  # noqa: F811
    facets = client.get("/api/jobs/facets", {"keyword": "python", "remote": "true"}).json()

    assert counts(facets["remote"]) == {"true": 2, "false": 2}
    assert counts(facets["employment_type"])["CONTRACTOR"] == 1  # of the remote python jobs
    assert counts(facets["source"]) == {"adzuna": 1, "jsearch": 1, "direct": 0}


def test_a_search_that_finds_nothing_as_typed_is_counted_as_corrected(client, python_jobs):  # noqa: F811
    facets = client.get("/api/jobs/facets", {"keyword": "pyhton"}).json()

    assert counts(facets["remote"]) == {"true": 2, "false": 2}


def test_a_choice_that_finds_nothing_is_counted_as_the_results_show_it(client, python_jobs):  # noqa: F811
    found = client.get("/api/jobs/search", {"keyword": "python", "employment_type": "INTERN"}).json()
    facets = client.get("/api/jobs/facets", {"keyword": "python", "employment_type": "INTERN"}).json()

    assert found["total"] == 0
    assert counts(facets["employment_type"]) == {
        "FULL_TIME": 2, "PART_TIME": 0, "CONTRACTOR": 2, "INTERN": 0, "TEMPORARY": 0
    }  # fmt: skip
    assert counts(facets["remote"]) == {"true": 0, "false": 0}


def test_a_choice_not_among_the_rows_read_is_resolved_first(client, python_jobs, settings):  # noqa: F811
    settings.JOBS_FACETS_COUNT_LIMIT = 1  # two rows read, fewer than the search's

    facets = client.get("/api/jobs/facets", {"keyword": "python", "source": "jsearch"}).json()

    assert facets["exact"] is False
    assert sum(counts(facets["source"]).values()) <= 2
    assert sum(counts(facets["remote"]).values()) <= 2
