"""The job API: search answers, defaults, per-field 422s, 404s, ids with '=' and '-' in the path."""

from datetime import timedelta
from unittest import mock

import pytest
from django.utils import timezone

from itjobs.jobs.freshness import FreshnessReport
from itjobs.jobs.schemas import JobSearchOut, SourceStatusOut
from itjobs.jobs.services import jobs_ingest
from itjobs.sources import refresh_context, status
from itjobs.sources.process_state import ProcessState

from .factories import jsearch_job, normalized_job

pytestmark = pytest.mark.django_db


@pytest.fixture
def jobs():
    now = timezone.now()
    return {
        "python": normalized_job(
            title="Senior Python Developer", company_name="Acme", posted_at=now - timedelta(days=1)
        ),
        "devops": jsearch_job(title="DevOps Engineer", company_name="Globex", posted_at=now - timedelta(days=2)),
        "software": normalized_job(title="Software Developer", company_name="Initech", posted_at=now),
        "uk": normalized_job(title="Software Developer", company_name="Hooli", country_code="gb", city="London"),
    }


@pytest.fixture
def indexed(jobs):
    jobs_ingest(jobs=jobs.values())
    return jobs


def test_it_answers_a_search_with_cards_paging_and_the_query(client, indexed):
    data = client.get("/api/jobs/search", {"keyword": "python", "country": "us"}).json()
    JobSearchOut.model_validate(data)  # the body is written by its schemas (search_answer.py)
    assert data["total"] == 1
    assert (data["page"], data["pages"], data["page_size"]) == (1, 1, 50)
    card = data["jobs"][0]
    assert card["id"] == indexed["python"].id
    assert card["path"] == f"/jobs/senior-python-developer-at-acme-{indexed['python'].id}"
    assert card["source"] == "Adzuna"
    assert card["seen_on"] == [{"source": "Adzuna", "publisher": "Adzuna"}]
    assert data["query"] == {"keyword": "python", "location": "", "country": "us"}


def test_without_keyword_and_location_it_runs_the_spec_fallback_search(client, indexed):
    data = client.get("/api/jobs/search").json()
    assert data["query"] == {"keyword": "Software Developer", "location": "US", "country": "us"}
    # the title match first; 'software development' is also the python job's category
    assert [job["id"] for job in data["jobs"]] == [indexed["software"].id, indexed["python"].id]


def test_it_reports_the_sources_and_asks_for_a_refresh_on_each_search(client, indexed):
    report = FreshnessReport(
        refreshing=True, sources=[SourceStatusOut(name="JSearch", status="degraded", message="Rate limited")]
    )
    with mock.patch("itjobs.jobs.freshness._refresher", return_value=report) as refresh:
        data = client.get("/api/jobs/search", {"keyword": "devops", "location": "Seattle", "country": "US"}).json()
    refresh.assert_called_once_with(keyword="devops", location="Seattle", country="us")
    assert data["refreshing"] is True
    assert data["sources"] == [{"name": "JSearch", "status": "degraded", "message": "Rate limited"}]


def test_a_failing_refresh_never_fails_the_search(client, indexed):
    with mock.patch("itjobs.jobs.freshness._refresher", side_effect=RuntimeError("boom")):
        response = client.get("/api/jobs/search", {"keyword": "devops"})
    assert response.status_code == 200
    assert response.json()["total"] == 1


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"page": 0}, "page"),
        ({"page": "two"}, "page"),
        ({"page_size": 51}, "page_size"),
        ({"country": "xx"}, "country"),
        ({"posted_within_days": 0}, "posted_within_days"),
        ({"min_salary": -5}, "min_salary"),
        ({"employment_type": "SOMETIMES"}, "employment_type"),
        ({"source": "monster"}, "source"),
        ({"remote": "maybe"}, "remote"),
        ({"keyword": "x" * 201}, "keyword"),
        ({"sort": "cheapest"}, "sort"),
    ],
)
def test_bad_parameters_get_a_422_with_a_message_for_the_field(client, params, field):
    response = client.get("/api/jobs/search", params)
    assert response.status_code == 422
    body = response.json()
    assert list(body["errors"]) == [field]
    assert body["errors"][field]
    assert body["detail"][0]["loc"][-1] == field


@pytest.fixture
def engineers():
    """DevOps engineer jobs alike but for one trait each, so every filter leaves out exactly one."""
    now = timezone.now()
    paid = {"salary_min": 120_000.0, "salary_max": 140_000.0, "salary_currency": "USD", "salary_period": "YEAR"}
    jobs = {
        "match": jsearch_job(title="DevOps Engineer", posted_at=now - timedelta(days=1), **paid),
        "adzuna": normalized_job(title="DevOps Engineer", posted_at=now - timedelta(days=1), **paid),
        "part_time": jsearch_job(
            title="DevOps Engineer", employment_type="PART_TIME", posted_at=now - timedelta(days=1), **paid
        ),
        "remote": jsearch_job(
            title="DevOps Engineer",
            remote=True,
            location_text="Remote",
            city=None,
            region=None,
            posted_at=now - timedelta(days=1),
            **paid,
        ),
        "underpaid": jsearch_job(
            # a range reaching past 100,000 from below: not a 100,000+ job (its minimum decides)
            title="DevOps Engineer",
            posted_at=now - timedelta(days=1),
            **{**paid, "salary_min": 73_000.0, "salary_max": 101_000.0},
        ),
        "old": jsearch_job(title="DevOps Engineer", posted_at=now - timedelta(days=20), **paid),
    }
    jobs_ingest(jobs=jobs.values())
    return {name: job.id for name, job in jobs.items()}


def found(client, **params) -> set[str]:
    response = client.get("/api/jobs/search", {"keyword": "devops engineer", "country": "us", **params})
    assert response.status_code == 200
    return {job["id"] for job in response.json()["jobs"]}


def test_the_filter_fixture_is_found_without_filters(client, engineers):
    assert found(client) == set(engineers.values())


@pytest.mark.parametrize(
    ("params", "left_out"),
    [
        ({"source": "JSearch"}, "adzuna"),
        ({"employment_type": "full-time"}, "part_time"),
        ({"remote": "false"}, "remote"),
        ({"min_salary": "100000"}, "underpaid"),
        ({"posted_within_days": "7"}, "old"),
    ],
)
def test_each_filter_leaves_out_the_jobs_that_do_not_match(client, engineers, params, left_out):
    assert found(client, **params) == set(engineers.values()) - {engineers[left_out]}


@pytest.mark.parametrize(
    ("params", "only"),
    [
        ({"source": "adzuna"}, "adzuna"),
        ({"employment_type": "Part-Time"}, "part_time"),
        ({"remote": "true"}, "remote"),
    ],
)
def test_each_filter_keeps_only_the_jobs_that_match(client, engineers, params, only):
    assert found(client, **params) == {engineers[only]}


def test_filters_are_accepted_in_their_friendly_forms_and_combine(client, engineers):
    kept = found(client, employment_type="full-time", source="JSearch", min_salary="", remote="false")

    assert kept == {engineers["match"], engineers["underpaid"], engineers["old"]}  # a blank min_salary: no floor


def test_the_detail_of_a_job_whose_id_has_dashes_underscores_and_equals(client, indexed):
    job_id = indexed["devops"].id
    assert "=" in job_id
    assert "_" in job_id
    data = client.get(f"/api/jobs/{job_id}").json()
    assert data["id"] == job_id
    assert client.get(f"/api/jobs/{job_id.replace('=', '%3D')}").json()["id"] == job_id  # as browsers encode it
    assert data["apply_url"].startswith("https://")
    assert data["explanation"].startswith("This is a hands-on technical role")
    assert data["description_html"]
    assert data["valid_through"] is None  # the source states no deadline: none is invented


def test_unknown_ids_get_a_json_404(client, indexed):
    for path in ("/api/jobs/adzuna-999", "/api/jobs/nope", "/api/jobs/adzuna-999/related"):
        response = client.get(path)
        assert response.status_code == 404
        assert response.json() == {"detail": "Job not found"}


def test_related_jobs_are_like_the_job_and_exclude_it(client, indexed):
    related = client.get(f"/api/jobs/{indexed['software'].id}/related").json()
    ids = [job["id"] for job in related]
    assert indexed["software"].id not in ids
    assert indexed["python"].id in ids  # 'developer' in common
    assert indexed["uk"].id not in ids  # another country
    assert len(ids) <= 6


def test_featured_jobs_are_software_developer_jobs_of_the_country(client, indexed):
    us = client.get("/api/jobs/featured", {"country": "us"}).json()
    assert us[0]["id"] == indexed["software"].id
    assert len(us) <= 6
    gb = client.get("/api/jobs/featured", {"country": "gb"}).json()
    assert [job["id"] for job in gb] == [indexed["uk"].id]
    assert client.get("/api/jobs/featured", {"country": "zz"}).status_code == 422


def test_cached_answers_are_dropped_when_the_index_changes(client, indexed):
    assert client.get("/api/jobs/search", {"keyword": "rust"}).json()["total"] == 0
    jobs_ingest(jobs=[normalized_job(title="Rust Engineer")])
    assert client.get("/api/jobs/search", {"keyword": "rust"}).json()["total"] == 1


def test_search_answers_are_cached(client, indexed, django_assert_max_num_queries, settings, monkeypatch):
    # Stopped clocks: on a loaded machine the statuses' 5 s cache or the 30 s count sharing could
    # come due between the two requests, and their query is not a search query.
    monkeypatch.setattr(status, "clock", lambda: 0.0)
    monkeypatch.setattr(refresh_context, "state", ProcessState(periodic=False, clock=lambda: 0.0))
    client.get("/api/jobs/search", {"keyword": "python"})
    # No search query runs: without Redis the one query reads the cache generation all processes share.
    with django_assert_max_num_queries(0 if settings.REDIS_URL else 1) as context:
        assert client.get("/api/jobs/search", {"keyword": "  Python "}).json()["total"] == 1
    assert all("jobs_searchgeneration" in query["sql"] for query in context.captured_queries)


def test_the_schema_documents_every_job_endpoint(client):
    paths = client.get("/api/openapi.json").json()["paths"]
    assert {"/api/jobs/search", "/api/jobs/featured", "/api/jobs/{job_id}", "/api/jobs/{job_id}/related"} <= set(paths)


def test_it_says_when_it_corrected_the_keyword_or_relaxed_the_search(client, indexed):
    data = client.get("/api/jobs/search", {"keyword": "devpos", "country": "us"}).json()
    assert (data["corrected_keyword"], data["relaxed"]) == ("devops", None)
    assert data["total"] == 1
    assert client.get("/api/jobs/search", {"keyword": "devpos", "exact": "true"}).json()["total"] == 0
    data = client.get("/api/jobs/search", {"keyword": "devops", "location": "Boise, ID", "country": "us"}).json()
    assert data["relaxed"] == {"location": "Boise, ID", "remote_instead": False, "dropped_words": []}
    assert data["total"] == 1
