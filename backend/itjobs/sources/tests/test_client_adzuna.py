"""The Adzuna client against the fake upstream, over the real httpx client (in-process transport)."""

import logging

import httpx
import pytest

from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.faults import Fault
from itjobs.fakeworld.generator import FakeJob
from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.tests.fixtures.upstream import Sleeps, adzuna_client, small_upstream
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
    return adzuna_client(upstream, sleeps)


def originals(upstream: FakeUpstream, jobs: list[NormalizedJob]) -> list[FakeJob]:
    by_id = {job.source_id: job for job in upstream.jobs if job.source == "adzuna"}
    return [by_id[job.source_id] for job in jobs]


def test_it_finds_jobs_by_keyword_and_location(upstream, client):
    result = client.search(SearchQuery(keyword="Engineer", location="London", country="gb"))

    assert result.jobs
    assert result.total == len(result.jobs)
    for job, original in zip(result.jobs, originals(upstream, result.jobs), strict=True):
        assert "engineer" in original.tokens
        assert (job.city, job.country_code) == ("London", "gb")
        assert "<strong>" not in job.title  # the fake highlights matches, as Adzuna does


def test_it_pages_through_results(client):
    query = SearchQuery(keyword="developer", location="", country="us", per_page=20)

    first, second = client.search(query), client.search(SearchQuery(**{**query.__dict__, "page": 2}))
    beyond = client.search(SearchQuery(**{**query.__dict__, "page": 1000}))

    assert len(first.jobs) == len(second.jobs) == 20
    assert first.total == second.total
    assert first.total > 40
    assert not {job.id for job in first.jobs} & {job.id for job in second.jobs}
    assert (beyond.jobs, beyond.total) == ([], first.total)


def test_a_sweeps_role_words_ask_for_any_of_them_newest_first(upstream, client):
    """'developer OR analyst' goes as what_or (Adzuna's any-of-these-words), with sort_by=date."""
    either = client.search(SearchQuery(keyword="developer OR analyst", location="", country="us", newest_first=True))
    developer = client.search(SearchQuery(keyword="developer", location="", country="us"))
    analyst = client.search(SearchQuery(keyword="analyst", location="", country="us"))

    assert either.total is not None
    assert developer.total is not None
    assert analyst.total is not None
    assert max(developer.total, analyst.total) < either.total <= developer.total + analyst.total
    posted = [job.posted_at for job in either.jobs]
    assert posted == sorted(posted, reverse=True)


def test_it_asks_for_at_most_50_per_page(client):
    assert len(client.search(SearchQuery(keyword="", location="", country="us", per_page=500)).jobs) == 50


def test_it_only_returns_the_requested_country(client):
    result = client.search(SearchQuery(keyword="", location="", country="de"))

    assert {job.country_code for job in result.jobs} == {"de"}
    assert {job.salary_currency for job in result.jobs} <= {"EUR", None}


def test_it_answers_an_empty_page_for_a_country_without_jobs(client):
    result = client.search(SearchQuery(keyword="", location="", country="fr"))

    assert (result.jobs, result.total) == ([], 0)


def test_it_does_not_call_for_a_country_adzuna_lacks(upstream, client):
    assert client.search(SearchQuery(keyword="python", location="", country="jp")).jobs == []
    assert upstream.calls["adzuna"] == 0


def test_it_counts_dropped_records(upstream, client):
    country = next(job.country for job in upstream.jobs if job.source == "adzuna" and job.defect)
    broken = [job for job in upstream.jobs if job.source == "adzuna" and job.defect and job.country == country]
    pages = [client.search(SearchQuery(keyword="", location="", country=country, page=page)) for page in range(1, 60)]

    assert sum(page.dropped for page in pages) == len(broken)
    assert sum(len(page.jobs) for page in pages) + len(broken) == pages[0].total


def test_it_fails_at_once_on_bad_keys(upstream, sleeps, caplog):
    client = adzuna_client(upstream, sleeps, keys=("test-app-id", "wrong"))

    with caplog.at_level(logging.ERROR), pytest.raises(SourceAuthError) as error:
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert str(error.value) == "Adzuna API error: 401 Unauthorized"
    assert (upstream.calls["adzuna"], sleeps) == (1, [])
    assert "Adzuna API error: 401 Unauthorized" in caplog.messages


def test_it_reports_missing_keys_as_an_auth_error(upstream, sleeps):
    with pytest.raises(SourceAuthError, match=r"^Adzuna API error: 400 Bad Request$"):
        adzuna_client(upstream, sleeps, keys=("", "")).search(SearchQuery(keyword="", location="", country="us"))


def test_it_retries_server_errors_with_growing_backoff_then_fails(upstream, client, sleeps):
    upstream.faults.set("adzuna", Fault("server_error"))

    with pytest.raises(SourceError, match=r"^Adzuna API error: 500 Internal Server Error$") as error:
        client.search(SearchQuery(keyword="", location="", country="us"))

    assert error.value.transient
    assert error.value.status == 500
    assert upstream.calls["adzuna"] == 3
    assert len(sleeps) == 2
    assert 0.25 <= sleeps[0] <= 0.5
    assert 0.5 <= sleeps[1] <= 1.0


def test_it_recovers_when_a_server_error_passes(upstream, client):
    upstream.faults.set("adzuna", Fault("server_error", times=1))

    assert client.search(SearchQuery(keyword="", location="", country="us")).jobs
    assert upstream.calls["adzuna"] == 2


def test_it_waits_out_a_short_burst_limit(upstream, client, sleeps):
    upstream.faults.set("adzuna", Fault("rate_limit", times=1, retry_after=2))

    assert client.search(SearchQuery(keyword="", location="", country="us")).jobs
    assert sleeps == [2.0]


def test_it_gives_up_on_a_long_burst_limit_at_once(upstream, client, sleeps):
    upstream.faults.set("adzuna", Fault("rate_limit", retry_after=60))

    with pytest.raises(SourceRateLimited, match=r"^Adzuna API error: 429 Too Many Requests$") as error:
        client.search(SearchQuery(keyword="", location="", country="us"))

    assert error.value.retry_after == 60
    assert (upstream.calls["adzuna"], sleeps) == (1, [])


def test_it_stops_on_an_exhausted_quota(upstream, client, sleeps):
    upstream.faults.set("adzuna", Fault("quota"))

    with pytest.raises(SourceQuotaExhausted, match="429"):
        client.search(SearchQuery(keyword="", location="", country="us"))

    assert (upstream.calls["adzuna"], sleeps) == (1, [])


@pytest.mark.parametrize(
    ("kind", "message"), [("non_json", "non-JSON content type 'text/html'"), ("malformed_json", "malformed JSON")]
)
def test_it_rejects_bodies_that_are_not_json_without_retrying(upstream, client, sleeps, kind, message):
    upstream.faults.set("adzuna", Fault(kind))

    with pytest.raises(SourceBadResponse, match=message):
        client.search(SearchQuery(keyword="", location="", country="us"))

    assert (upstream.calls["adzuna"], sleeps) == (1, [])


def test_it_times_out_retries_then_fails(upstream, sleeps):
    client = adzuna_client(upstream, sleeps, read_timeout=0.05)
    upstream.faults.set("adzuna", Fault("timeout", seconds=0.3))

    with pytest.raises(SourceError, match=r"^Adzuna API error: timed out") as error:
        client.search(SearchQuery(keyword="", location="", country="us"))

    assert error.value.transient
    assert error.value.status is None
    assert (upstream.calls["adzuna"], len(sleeps)) == (3, 2)


def test_it_succeeds_when_only_the_first_call_times_out(upstream, sleeps):
    client = adzuna_client(upstream, sleeps, read_timeout=0.05)
    upstream.faults.set("adzuna", Fault("timeout", seconds=0.3, times=1))

    assert client.search(SearchQuery(keyword="", location="", country="us")).jobs
    assert len(sleeps) == 1


def test_it_tolerates_latency_within_the_read_timeout(upstream, sleeps):
    upstream.faults.set("adzuna", Fault("latency", seconds=0.05))

    assert adzuna_client(upstream, sleeps, read_timeout=2).search(SearchQuery("", "", "us")).jobs
    assert sleeps == []


def test_it_speaks_the_real_wire_format():
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={"__CLASS__": "x", "count": 0, "results": []})

    client = AdzunaClient(
        base_url="https://api.adzuna.com/v1/api/",
        app_id="id",
        app_key="key",
        http=httpx.Client(transport=httpx.MockTransport(answer)),
    )
    client.search(SearchQuery(keyword=" Data  Engineer ", location="San Francisco", country="US", page=3, per_page=20))

    (request,) = seen
    assert request.url.path == "/v1/api/jobs/us/search/3"
    assert dict(request.url.params) == {
        "app_id": "id",
        "app_key": "key",
        "what": "Data Engineer",
        "where": "San Francisco",
        "results_per_page": "20",
        "max_days_old": "30",
        "content-type": "application/json",
    }
