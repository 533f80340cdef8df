"""Pages and public API answers: validators, 304s, shared caching, and the page cache (decision 0014).

The caches must never serve a closed job as open, nor one visitor's page to another.
"""

import gzip
import json
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from itjobs.core.tests.redis_support import cache_clear
from itjobs.jobs import api as jobs_api
from itjobs.jobs import freshness
from itjobs.jobs.freshness import FreshnessReport
from itjobs.jobs.services import jobs_close, jobs_expire, jobs_ingest
from itjobs.jobs.tests.factories import normalized_job

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = 300
    cache_clear()
    yield
    cache_clear()


@pytest.fixture
def job_path():
    job = normalized_job(title="Platform Engineer", company_name="Initech")
    jobs_ingest(jobs=[job])
    return f"/jobs/platform-engineer-at-initech-{job.id}"


def signed_in(client: Client, django_user_model: Any) -> None:
    client.force_login(django_user_model.objects.create_user("ada@example.com", "ada@example.com", "pw-1234567"))


def kept_by_nobody(cache_control: str) -> bool:
    return {"private", "no-store"} <= {part.strip() for part in cache_control.split(",")}


def job_queries(queries: CaptureQueriesContext) -> list[str]:
    return [query["sql"] for query in queries.captured_queries if 'FROM "jobs_job"' in query["sql"]]


def test_an_anonymous_page_is_public_with_a_validator_and_sets_no_cookie(client, job_path):
    response = client.get(job_path)
    assert response.status_code == 200
    cache_control = response["Cache-Control"]
    assert cache_control.startswith("public, max-age=0, s-maxage=")
    assert "stale-while-revalidate=" in cache_control
    assert response["ETag"].startswith('W/"')
    assert not response.cookies


def test_the_version_held_answers_304_without_rendering(client, job_path):
    etag = client.get(job_path)["ETag"]
    with CaptureQueriesContext(connection) as queries:
        again = client.get(job_path, headers={"if-none-match": etag})
    assert again.status_code == 304
    assert again.content == b""
    assert again["ETag"] == etag
    assert job_queries(queries) == []  # the job was not looked up, the page not rendered
    # The browser keeps the page it holds with that page's policy: a 304's headers would replace it.
    assert "Content-Security-Policy" not in again


def test_a_change_to_the_index_gives_every_page_a_new_version(client, job_path):
    etag = client.get("/jobs")["ETag"]
    jobs_ingest(jobs=[normalized_job(title="Data Engineer")])
    response = client.get("/jobs", headers={"if-none-match": etag})
    assert response.status_code == 200
    assert response["ETag"] != etag


def test_a_not_found_page_has_no_validator(client):
    response = client.get("/jobs/some-title-adzuna-999999")
    assert response.status_code == 404
    assert "ETag" not in response


def test_the_page_cache_renders_once_per_index_generation(client, job_path, page_cache):
    first = client.get(job_path)
    with CaptureQueriesContext(connection) as queries:
        second = client.get(job_path)
    assert second.content == first.content
    assert job_queries(queries) == []  # served from the cache: no lookup of the job


def test_a_job_page_looks_its_job_up_once(client, job_path, page_cache):
    with CaptureQueriesContext(connection) as queries:
        response = client.get(job_path)
    assert response.status_code == 200
    assert len(job_queries(queries)) == 1  # the head and the preloaded answer share it


def test_a_closed_job_is_never_served_open_from_the_cache(client, job_path, page_cache):
    open_page = client.get(job_path)
    assert open_page.status_code == 200
    assert jobs_expire(now=timezone.now() + timedelta(days=365)) >= 1
    closed = client.get(job_path)
    assert closed.status_code == 410
    assert b'<meta name="robots" content="noindex"' in closed.content
    # A browser or proxy holding the open page's version is not told it is still current.
    revalidated = client.get(job_path, headers={"if-none-match": open_page["ETag"]})
    assert revalidated.status_code == 410


def test_a_search_answer_cached_before_a_job_closed_does_not_list_it(client, job_path, page_cache):
    job_id = job_path.rsplit("-", 1)[-1]
    search = {"keyword": "platform engineer", "country": "us"}
    before = client.get("/api/jobs/search", search)
    assert [job["id"] for job in before.json()["jobs"]] == [f"adzuna-{job_id}"]
    jobs_close([f"adzuna-{job_id}"])
    after = client.get("/api/jobs/search", search, headers={"if-none-match": before["ETag"]})
    assert after.status_code == 200
    assert after.json()["jobs"] == []


def test_a_signed_in_visitor_gets_a_private_page_that_nobody_else_is_served(
    client, job_path, page_cache, django_user_model
):
    signed_in(client, django_user_model)
    response = client.get(job_path)
    assert response.status_code == 200
    assert kept_by_nobody(response["Cache-Control"])
    assert "ETag" not in response
    client.logout()
    with CaptureQueriesContext(connection) as queries:
        anonymous = client.get(job_path)
    assert anonymous["Cache-Control"].startswith("public")
    assert len(job_queries(queries)) == 1  # rendered for the anonymous visitor: nothing was kept


def test_a_signed_in_visitor_is_not_served_an_anonymous_visitors_kept_page(
    client, job_path, page_cache, django_user_model
):
    client.get(job_path)
    signed_in(client, django_user_model)
    with CaptureQueriesContext(connection) as queries:
        response = client.get(job_path, headers={"if-none-match": "*"})
    assert response.status_code == 200
    assert len(job_queries(queries)) == 1


def test_a_search_answer_is_public_with_a_validator_and_answers_304(client, job_path):
    response = client.get("/api/jobs/search", {"keyword": "platform"})
    assert response.status_code == 200
    assert response["Cache-Control"].startswith("public, max-age=0, s-maxage=")
    etag = response["ETag"]
    again = client.get("/api/jobs/search", {"keyword": "platform"}, headers={"if-none-match": etag})
    assert again.status_code == 304
    assert again["ETag"] == etag


def test_a_search_still_refreshing_is_revalidated_by_shared_caches(client, monkeypatch):
    monkeypatch.setattr(jobs_api, "search_freshness", lambda **query: FreshnessReport(refreshing=True))
    response = client.get("/api/jobs/search", {"keyword": "python"})
    assert response.json()["refreshing"] is True
    assert response["Cache-Control"] == "no-cache"


def test_personal_answers_stay_private(client, django_user_model):
    signed_in(client, django_user_model)
    response = client.get("/api/auth/session")
    assert kept_by_nobody(response["Cache-Control"])
    assert "ETag" not in response


def test_a_browser_taking_gzip_gets_a_page_compressed_once(client, job_path, page_cache):
    plain = client.get(job_path)
    first = client.get(job_path, HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    again = client.get(job_path, HTTP_ACCEPT_ENCODING="gzip")
    assert "Content-Encoding" not in plain
    assert first["Content-Encoding"] == "gzip"
    assert gzip.decompress(first.content) == plain.content
    assert again.content == first.content  # compressed once (core/gzip_once.py), not per request
    assert first["ETag"] == plain["ETag"]
    assert "Accept-Encoding" in first["Vary"]
    assert first["Content-Security-Policy"] == plain["Content-Security-Policy"]


def test_a_search_answer_is_compressed_once_too(client, job_path):
    address = "/api/jobs/search?keyword=platform&country=us"
    first = client.get(address, HTTP_ACCEPT_ENCODING="gzip")
    again = client.get(address, HTTP_ACCEPT_ENCODING="gzip")
    assert first["Content-Encoding"] == "gzip"
    assert again.content == first.content
    assert json.loads(gzip.decompress(first.content))["total"] == 1


@pytest.fixture
def replays(settings):
    """Replays on (core/microcache.py); each test's client builds its own middleware, so its own store."""
    settings.MICROCACHE_SECONDS = 60  # longer than any test: only a new index generation retires one


def test_a_repeated_anonymous_request_is_replayed_without_the_view(job_path, replays):
    client = Client()
    first = client.get(job_path, HTTP_ACCEPT_ENCODING="gzip")
    with CaptureQueriesContext(connection) as queries:
        again = client.get(job_path, HTTP_ACCEPT_ENCODING="gzip")
    assert again.content == first.content
    assert again.items() == first.items()
    assert queries.captured_queries == []  # nothing looked up (the generation is read on the driver's connection)


def test_a_closed_job_is_never_replayed_open(job_path, page_cache, replays):
    client = Client()
    assert client.get(job_path).status_code == 200
    jobs_close([f"adzuna-{job_path.rsplit('-', 1)[-1]}"])
    closed = client.get(job_path)
    assert closed.status_code == 410
    assert b'<meta name="robots" content="noindex"' in closed.content


def test_a_signed_in_visitor_is_never_replayed_anyone_elses_answer_nor_theirs(
    job_path, page_cache, replays, django_user_model
):
    client = Client()
    client.get(job_path)  # an anonymous visitor's page, held
    signed_in(client, django_user_model)
    with CaptureQueriesContext(connection) as queries:
        theirs = client.get(job_path)
    assert kept_by_nobody(theirs["Cache-Control"])
    assert len(job_queries(queries)) == 1  # rendered for them
    client.logout()
    anonymous = client.get(job_path)
    assert anonymous["Cache-Control"].startswith("public")  # their private page was not held


def test_a_replayed_search_still_counts_as_a_search(job_path, replays, monkeypatch):
    counted: list[dict[str, str]] = []
    monkeypatch.setattr(freshness, "_counter", lambda **query: counted.append(query))
    client = Client()
    search = {"keyword": "platform engineer", "location": "Austin", "country": "us"}
    first = client.get("/api/jobs/search", search)
    again = client.get("/api/jobs/search", search)
    assert again.content == first.content
    # The first was counted as every search is (sources/search_refresh.py), the replay through the counter.
    assert counted == [{"keyword": "platform engineer", "location": "Austin", "country": "us"}]
