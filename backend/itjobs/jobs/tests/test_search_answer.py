"""The search answer is written by its schemas: the page (cached as JSON) and the request's state."""

from datetime import timedelta

import pytest
from django.utils import timezone
from pydantic import ValidationError

from itjobs.jobs.schemas import JobSearchOut, SearchEcho, SearchPageOut, SearchStateOut, SourceStatusOut
from itjobs.jobs.search_answer import page_json, search_response
from itjobs.jobs.services import jobs_ingest

from .factories import normalized_job

pytestmark = pytest.mark.django_db


def test_the_answer_has_the_page_fields_then_the_state_fields_in_the_schemas_order():
    assert list(JobSearchOut.model_fields) == [*SearchPageOut.model_fields, *SearchStateOut.model_fields]
    assert list(JobSearchOut.model_fields)[:2] == ["jobs", "total"]


def test_the_body_is_what_the_response_schema_writes(client):
    posted = timezone.now().replace(microsecond=123456) - timedelta(days=1)
    jobs_ingest(jobs=[normalized_job(title="Python Developer", company_name="Müller & Söhne", posted_at=posted)])

    response = client.get("/api/jobs/search", {"keyword": "python"})

    assert response["Content-Type"] == "application/json; charset=utf-8"
    data = response.json()
    assert list(data) == list(JobSearchOut.model_fields)
    assert data == JobSearchOut.model_validate(data).model_dump(mode="json")
    assert data["jobs"][0]["company_name"] == "Müller & Söhne"


def test_times_are_written_as_every_other_endpoint_writes_them(client):
    posted = timezone.now().replace(microsecond=123456) - timedelta(days=1)
    record = normalized_job(title="Python Developer", posted_at=posted)
    jobs_ingest(jobs=[record])

    card = client.get("/api/jobs/search", {"keyword": "python"}).json()["jobs"][0]

    assert card["posted_at"] == client.get(f"/api/jobs/{record.id}").json()["posted_at"]
    assert card["posted_at"].endswith(".123Z")  # milliseconds, UTC as 'Z'


def test_a_cached_page_is_sent_as_it_was_first_written(client, django_assert_max_num_queries, settings):
    jobs_ingest(jobs=[normalized_job(title="Python Developer")])
    first = client.get("/api/jobs/search", {"keyword": "python"}).content

    # No search query runs: without Redis the one query reads the cache generation all processes share.
    with django_assert_max_num_queries(0 if settings.REDIS_URL else 1) as context:
        again = client.get("/api/jobs/search", {"keyword": "python"}).content
    assert all("jobs_searchgeneration" in query["sql"] for query in context.captured_queries)

    assert again == first


def test_a_page_that_breaks_the_schema_is_never_cached_or_sent():
    card = {"id": "x", "source": "Monster"}  # neither a whole card nor a known source

    with pytest.raises(ValidationError):
        page_json({"jobs": [card], "total": 1, "page": 1, "pages": 1, "page_size": 50})


def test_the_body_joins_the_page_and_the_state():
    page = page_json({"jobs": [], "total": 0, "total_exact": False, "page": 1, "pages": 0, "page_size": 20})
    state = SearchStateOut(
        query=SearchEcho(keyword="rust", location="", country="gb"),
        sources=[SourceStatusOut(name="Adzuna", status="degraded", message="Busy")],
        refreshing=True,
    )

    body = search_response(page, state).content

    assert JobSearchOut.model_validate_json(body) == JobSearchOut(
        jobs=[], total=0, total_exact=False, page=1, pages=0, page_size=20, query=state.query,
        sources=state.sources, refreshing=True,
    )  # fmt: skip
