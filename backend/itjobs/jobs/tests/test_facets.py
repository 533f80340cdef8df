"""Facet counts (GET /api/jobs/facets) on whichever engine runs the tests: SQLite FTS5 always,
PostgreSQL too via scripts/test-backend.sh."""

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection

from itjobs.jobs.facets import job_facets
from itjobs.jobs.selectors import JobQuery
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(hours=1)


def counts(group: list[dict[str, Any]]) -> dict[str, int]:
    return {value["value"]: value["count"] for value in group}


def yearly(amount: float) -> dict[str, Any]:
    return {"salary_min": amount, "salary_max": amount + 20_000, "salary_period": "YEAR", "salary_currency": "USD"}


@pytest.fixture
def python_jobs():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Python Developer", remote=True, location_text="Remote", city=None, region=None),
            normalized_job(title="Python Engineer", employment_type="CONTRACTOR", **yearly(105_000)),
            jsearch_job(title="Senior Python Developer", city="Austin", region="TX", location_text="Austin, TX",
                        **yearly(85_000)),
            jsearch_job(title="Python Data Engineer", city="Austin", region="Texas", location_text="Austin, Texas",
                        employment_type="CONTRACTOR", remote=True),
            normalized_job(title="Java Developer", remote=True),
        ],
    )  # fmt: skip


def test_it_counts_each_value_of_each_group(client, python_jobs):
    facets = client.get("/api/jobs/facets", {"keyword": "python"}).json()

    assert "total" not in facets  # the search's own answer counts it
    assert facets["exact"] is True
    assert counts(facets["remote"]) == {"true": 2, "false": 2}
    assert counts(facets["employment_type"]) == {
        "FULL_TIME": 2, "PART_TIME": 0, "CONTRACTOR": 2, "INTERN": 0, "TEMPORARY": 0
    }  # fmt: skip
    assert counts(facets["source"]) == {"adzuna": 2, "jsearch": 2, "direct": 0}
    assert counts(facets["min_salary"])["80000"] == 2  # cumulative: a job's minimum reaches the band
    assert counts(facets["min_salary"])["100000"] == 1
    assert counts(facets["category"])["software-development"] == 4


def test_labels_are_written_for_a_visitor(client, python_jobs):
    facets = client.get("/api/jobs/facets", {"keyword": "python"}).json()

    labels = {group: [value["label"] for value in facets[group]] for group in ("remote", "min_salary", "source")}
    assert labels["remote"] == ["Remote", "On-site"]
    assert labels["min_salary"][3] == "$100k+"
    assert labels["source"] == ["Adzuna", "JSearch", "Direct"]
    assert client.get("/api/jobs/facets", {"keyword": "python", "country": "gb"}).json()["min_salary"][0]["label"] == (
        "£40k+"
    )


def test_cities_are_counted_as_a_search_writes_them(client, python_jobs):
    location = client.get("/api/jobs/facets", {"keyword": "python"}).json()["location"]

    # 'TX' and 'Texas' are one city; Remote jobs have none.
    assert location == [
        {"value": "Austin, TX", "label": "Austin", "count": 2},
        {"value": "Seattle, WA", "label": "Seattle", "count": 1},
    ]
    assert client.get("/api/jobs/search", {"keyword": "python", "location": "Austin, TX"}).json()["total"] == 2


def test_a_group_is_counted_without_its_own_choice(client, python_jobs):
    facets = client.get("/api/jobs/facets", {"keyword": "python", "remote": "true", "source": "jsearch"}).json()

    assert counts(facets["remote"]) == {"true": 1, "false": 1}  # jsearch python jobs, remote or not
    assert counts(facets["source"]) == {"adzuna": 1, "jsearch": 1, "direct": 0}  # remote python jobs by source
    assert counts(facets["employment_type"])["CONTRACTOR"] == 1  # remote and from jsearch


def test_the_location_group_is_counted_without_the_location(client, python_jobs):
    facets = client.get("/api/jobs/facets", {"keyword": "python", "location": "Austin, TX"}).json()

    assert counts(facets["location"]) == {"Austin, TX": 2, "Seattle, WA": 1}
    assert counts(facets["remote"]) == {"true": 1, "false": 1}  # in Austin


def test_posted_within_counts_cumulative_buckets():
    jobs_ingest(
        now=NOW,
        jobs=[normalized_job(title="Go Developer", posted_at=NOW - timedelta(days=days)) for days in (0, 2, 5, 20, 40)],
    )

    facets = job_facets(query=JobQuery(keyword="go"), now=NOW)

    assert counts([value.__dict__ for value in facets.groups["posted_within_days"]]) == {
        "1": 1, "3": 2, "7": 3, "14": 3, "30": 4
    }  # fmt: skip


def test_a_misspelt_keyword_is_counted_as_corrected(client, python_jobs):
    facets = client.get("/api/jobs/facets", {"keyword": "pyhton"}).json()

    assert counts(facets["remote"]) == {"true": 2, "false": 2}
    as_typed = client.get("/api/jobs/facets", {"keyword": "pyhton", "exact": "true"}).json()
    assert counts(as_typed["remote"]) == {"true": 0, "false": 0}


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's facets need no count of the search")
def test_a_misspelt_keyword_is_not_counted_before_its_facets(client, python_jobs):
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as context:
        facets = client.get("/api/jobs/facets", {"keyword": "pyhton"}).json()

    assert counts(facets["remote"]) == {"true": 2, "false": 2}
    assert not [query for query in context.captured_queries if "SELECT count(*) FROM (SELECT 1" in query["sql"]]


def test_a_relaxed_search_is_counted_as_relaxed(client, python_jobs):
    search = client.get("/api/jobs/search", {"keyword": "python", "location": "Boise"}).json()
    facets = client.get("/api/jobs/facets", {"keyword": "python", "location": "Boise"}).json()

    assert search["relaxed"] == {"location": "Boise", "remote_instead": False, "dropped_words": []}  # the country
    assert sum(counts(facets["remote"]).values()) == search["total"] == 4
    assert counts(facets["location"]) == {"Austin, TX": 2, "Seattle, WA": 1}


def test_a_relaxation_chosen_by_its_count_is_the_results_one_past_the_facets_limit(client, settings):
    # 'python scala' finds nothing; without 'scala' it finds 2 jobs, without 'python' 3: the results
    # show the fewer. Counted only to the facets' limit (one past 1), both would look alike.
    settings.JOBS_FACETS_COUNT_LIMIT = 1
    jobs_ingest(
        now=NOW,
        jobs=[
            *[normalized_job(title=f"Python Developer {n}", remote=True) for n in range(2)],
            *[normalized_job(title=f"Scala Developer {n}", remote=False) for n in range(3)],
        ],
    )

    search = client.get("/api/jobs/search", {"keyword": "python scala"}).json()
    facets = client.get("/api/jobs/facets", {"keyword": "python scala"}).json()

    assert search["relaxed"]["dropped_words"] == ["scala"]
    assert counts(facets["remote"])["false"] == 0  # python's jobs, none of scala's
    assert counts(facets["remote"])["true"] >= 1


def test_facets_take_a_bounded_number_of_queries(client, python_jobs, django_assert_max_num_queries):
    params = {"keyword": "python developer", "location": "Austin", "remote": "false", "min_salary": 50_000,
              "employment_type": "FULL_TIME", "posted_within_days": 365, "source": "jsearch"}  # fmt: skip

    # The cache generation, then three statements, each wrapped on PostgreSQL: SAVEPOINT, SET LOCAL
    # enable_seqscan, the statement, RELEASE (1 + 3 x 4; 12 when an earlier test left the generation
    # in this process's short cache, which is why the budget of 12 passed only in the whole suite).
    with django_assert_max_num_queries(13) as context:
        assert counts(client.get("/api/jobs/facets", params).json()["source"])["jsearch"] == 1

    # The cache generation, the search's count (SQLite), the counts and the cities (on SQLite each
    # after a look-up of the row id that bounds its matches, on PostgreSQL after its SET): the same
    # whatever is chosen.
    statements = [query["sql"] for query in context.captured_queries if query["sql"].startswith("SELECT")]
    assert len(statements) <= 7


def test_a_cached_answer_costs_no_count(client, python_jobs, django_assert_max_num_queries, settings):
    first = client.get("/api/jobs/facets", {"keyword": "python"}).json()

    with django_assert_max_num_queries(0 if settings.REDIS_URL else 1):
        assert client.get("/api/jobs/facets", {"keyword": "  Python "}).json() == first


def test_counts_past_the_limit_are_lower_bounds(client, python_jobs, settings):
    settings.JOBS_FACETS_COUNT_LIMIT = 2

    facets = client.get("/api/jobs/facets", {"keyword": "python"}).json()

    assert facets["exact"] is False
    assert sum(counts(facets["remote"]).values()) <= 3


def test_a_corrected_search_past_the_limit_is_counted_as_lower_bounds(client, python_jobs, settings):
    # Its count stops one past the limit: enough to know the facets cannot count all its jobs.
    settings.JOBS_FACETS_COUNT_LIMIT = 2

    facets = client.get("/api/jobs/facets", {"keyword": "pyhton"}).json()

    assert facets["exact"] is False
    assert 2 <= sum(counts(facets["remote"]).values()) <= 3


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"posted_within_days": 0}, "posted_within_days"),
        ({"employment_type": "FOREVER"}, "employment_type"),
        ({"min_salary": -5}, "min_salary"),
        ({"country": "zz"}, "country"),
        ({"source": "monster"}, "source"),
        ({"remote": "perhaps"}, "remote"),
        ({"keyword": "x" * 201}, "keyword"),
    ],
)
def test_bad_parameters_get_a_422_with_a_message_for_the_field(client, params, field):
    response = client.get("/api/jobs/facets", params)

    assert response.status_code == 422
    assert list(response.json()["errors"]) == [field]
    assert response.json()["errors"][field]


def test_categories_are_counted_and_filter_the_search(client):
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="DevOps Engineer"),
            normalized_job(title="Cloud DevOps Engineer"),
            normalized_job(title="Data Scientist"),
        ],
    )

    facets = client.get("/api/jobs/facets", {"keyword": "engineer OR scientist", "category": "devops"}).json()

    assert counts(facets["category"])["devops"] == 2
    assert counts(facets["category"])["data-science"] == 1  # counted without the chosen category
    assert counts(facets["category"])["cloud-computing"] == 1
    assert [value["label"] for value in facets["category"]][:2] == ["Software Development", "Data Science"]
    found = client.get("/api/jobs/search", {"keyword": "engineer", "category": "cloud-computing"}).json()
    assert [job["title"] for job in found["jobs"]] == ["Cloud DevOps Engineer"]
    assert client.get("/api/jobs/search", {"category": "it-careers"}).status_code == 422


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics and sample index")
def test_the_facets_of_a_search_most_jobs_match_count_a_sample_of_them(client, settings):
    from dataclasses import replace

    from itjobs.jobs.index.postgres import judgement
    from itjobs.jobs.models import search_rowid_for

    settings.JOBS_FACETS_COUNT_LIMIT = 1  # the planner must expect 64 matches (SAMPLE_EVERY x 2 x 2)
    records = [normalized_job(title=f"Developer {n}") for n in range(120)]
    # The sampled jobs (sort key a multiple of SAMPLE_EVERY) are the remote ones: what the counts show.
    records = [
        replace(record, remote=search_rowid_for(record.id, record.posted_at or NOW) % judgement.SAMPLE_EVERY == 0)
        for record in records
    ]
    assert 2 <= sum(record.remote for record in records) < 30
    jobs_ingest(now=NOW, jobs=records)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE jobs_job")

    facets = client.get("/api/jobs/facets", {"keyword": "developer"}).json()

    assert facets["exact"] is False
    assert counts(facets["remote"]) == {"true": 2, "false": 0}  # lower bounds, from the sample


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's sample index")
def test_a_sample_too_small_for_the_facets_leaves_them_to_every_match(client, python_jobs, monkeypatch):
    from itjobs.jobs.index.postgres import reads

    monkeypatch.setattr(reads, "estimate", lambda *args: 10.0**9)  # statistics gone wrong

    facets = client.get("/api/jobs/facets", {"keyword": "python"}).json()

    assert facets["exact"] is True
    assert counts(facets["remote"]) == {"true": 2, "false": 2}
