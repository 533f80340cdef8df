"""The JSearch client against the fake upstream, over the real httpx client (in-process transport)."""

import logging

import httpx
import pytest

from itjobs.fakeworld.faults import Fault
from itjobs.fakeworld.providers.jsearch import JSearchFake
from itjobs.sources.providers.jsearch.client import JSearchClient, date_posted, search_text
from itjobs.sources.tests.fixtures.upstream import JSEARCH_KEY, Sleeps, adzuna_client, jsearch_client, small_upstream
from itjobs.sources.types import (
    SearchQuery,
    SourceAuthError,
    SourceBadResponse,
    SourceError,
    SourceQuotaExhausted,
    SourceRateLimited,
)


@pytest.fixture(name="upstream")
def upstream_fixture():
    return small_upstream()


@pytest.fixture(name="sleeps")
def sleeps_fixture():
    return Sleeps()


@pytest.fixture(name="client")
def client_fixture(upstream, sleeps):
    return jsearch_client(upstream, sleeps)


def test_it_asks_for_keyword_in_location():
    assert search_text(SearchQuery(keyword="  Python   developer ", location="New York", country="us")) == (
        "Python developer in New York"
    )
    assert search_text(SearchQuery(keyword="Python", location="", country="us")) == "Python"
    assert search_text(SearchQuery(keyword="", location="Austin", country="us")) == "software developer in Austin"


@pytest.mark.parametrize(("days", "bucket"), [(1, "today"), (3, "3days"), (7, "week"), (30, "month"), (90, "all")])
def test_it_maps_the_age_window_to_a_date_posted_bucket(days, bucket):
    assert date_posted(days) == bucket


def test_it_finds_jobs_by_keyword_and_location(client):
    result = client.search(SearchQuery(keyword="python", location="New York", country="us"))

    assert result.jobs
    for job in result.jobs:
        assert "python" in f"{job.title} {job.description_text}".lower()
        assert "New York" in (job.city, job.region)
        assert job.country_code == "us"
        assert job.source_id.endswith("=")  # base64 ids kept exactly


def test_it_pages_ten_at_a_time(client):
    query = SearchQuery(keyword="engineer", location="", country="us")

    pages = [client.search(SearchQuery(**{**query.__dict__, "page": page})) for page in (1, 2, 9999)]

    assert [len(page.jobs) for page in pages] == [10, 10, 0]
    assert not {job.id for job in pages[0].jobs} & {job.id for job in pages[1].jobs}


def test_it_only_returns_the_requested_country(client):
    result = client.search(SearchQuery(keyword="developer", location="", country="ca"))

    assert {job.country_code for job in result.jobs} == {"ca"}


def test_it_reads_remote_jobs(client):
    result = client.search(SearchQuery(keyword="developer", location="Remote", country="us"))

    assert result.jobs
    assert all(job.remote for job in result.jobs)


def test_it_reads_the_newer_jobs_and_cursor_shape(upstream, client):
    upstream.servers["jsearch"] = JSearchFake(key=JSEARCH_KEY, shape="v2")

    assert len(client.search(SearchQuery(keyword="engineer", location="", country="us")).jobs) == 10


def test_it_counts_dropped_records(upstream, client):
    country = next(job.country for job in upstream.jobs if job.source == "jsearch" and job.defect)
    broken = [job for job in upstream.jobs if job.source == "jsearch" and job.defect and job.country == country]
    pages = [client.search(SearchQuery(keyword="jobs", location="", country=country, page=p)) for p in range(1, 80)]

    assert sum(page.dropped for page in pages) == len(broken)


def test_it_reports_a_missing_key_as_401(upstream, sleeps):
    with pytest.raises(SourceAuthError, match=r"^JSearch API error: 401 Unauthorized$"):
        jsearch_client(upstream, sleeps, key="").search(SearchQuery(keyword="python", location="", country="us"))


def test_it_fails_at_once_when_not_subscribed(upstream, sleeps, caplog):
    client = jsearch_client(upstream, sleeps, key="someone-elses-key")

    with caplog.at_level(logging.ERROR), pytest.raises(SourceAuthError, match=r"^JSearch API error: 403 Forbidden$"):
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert (upstream.calls["jsearch"], sleeps) == (1, [])
    assert "JSearch API error: 403 Forbidden" in caplog.messages


def test_it_retries_a_short_burst_limit(upstream, client, sleeps):
    upstream.faults.set("jsearch", Fault("rate_limit", times=2, retry_after=1))

    assert client.search(SearchQuery(keyword="python", location="", country="us")).jobs
    assert upstream.calls["jsearch"] == 3
    assert len(sleeps) == 2
    assert all(wait >= 1 for wait in sleeps)


def test_it_raises_rate_limited_when_the_burst_outlasts_the_retries(upstream, client):
    upstream.faults.set("jsearch", Fault("rate_limit", retry_after=1))

    with pytest.raises(SourceRateLimited, match=r"^JSearch API error: 429 Too Many Requests$") as error:
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert error.value.retry_after == 1
    assert error.value.transient
    assert upstream.calls["jsearch"] == 3


def test_it_tells_the_monthly_quota_apart_and_never_retries_it(upstream, client, sleeps):
    upstream.faults.set("jsearch", Fault("quota"))

    with pytest.raises(SourceQuotaExhausted, match=r"^JSearch API error: 429 Too Many Requests$") as error:
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert not error.value.transient
    assert (upstream.calls["jsearch"], sleeps) == (1, [])


def test_it_retries_server_errors_then_fails(upstream, client, sleeps):
    upstream.faults.set("jsearch", Fault("server_error"))

    with pytest.raises(SourceError, match=r"^JSearch API error: 500 Internal Server Error$"):
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert (upstream.calls["jsearch"], len(sleeps)) == (3, 2)


@pytest.mark.parametrize("kind", ["non_json", "malformed_json"])
def test_it_rejects_bodies_that_are_not_json_without_retrying(upstream, client, sleeps, kind):
    upstream.faults.set("jsearch", Fault(kind))

    with pytest.raises(SourceBadResponse, match=r"^JSearch API error: 200 "):
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert (upstream.calls["jsearch"], sleeps) == (1, [])


def test_it_times_out_retries_then_fails(upstream, sleeps):
    client = jsearch_client(upstream, sleeps, read_timeout=0.05)
    upstream.faults.set("jsearch", Fault("timeout", seconds=0.3))

    with pytest.raises(SourceError, match=r"^JSearch API error: timed out"):
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert (upstream.calls["jsearch"], len(sleeps)) == (3, 2)


def test_a_fault_on_one_source_leaves_the_other_alone(upstream, sleeps):
    upstream.faults.set("jsearch", Fault("quota"))

    assert adzuna_client(upstream, sleeps).search(SearchQuery(keyword="python", location="", country="us")).jobs


def test_it_speaks_the_real_wire_format():
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"status": "OK", "data": []})

    client = JSearchClient(
        base_url="https://jsearch.p.rapidapi.com",
        api_key="secret",
        host="jsearch.p.rapidapi.com",
        http=httpx.Client(transport=httpx.MockTransport(answer)),
    )
    client.search(SearchQuery(keyword="Go developer", location="Berlin", country="de", page=2))

    (request,) = seen
    assert request.url.path == "/search"
    assert dict(request.url.params) == {
        "query": "Go developer in Berlin",
        "page": "2",
        "num_pages": "1",
        "date_posted": "month",
        "country": "de",
    }
    assert request.headers["X-RapidAPI-Key"] == "secret"
    assert request.headers["X-RapidAPI-Host"] == "jsearch.p.rapidapi.com"
