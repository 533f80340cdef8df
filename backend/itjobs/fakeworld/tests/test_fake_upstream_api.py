"""The fake upstream's HTTP surface: the real wire formats, auth answers and fault control."""

import pytest

from itjobs.fakeworld.providers.adzuna import MAX_PER_PAGE as ADZUNA_MAX_PER_PAGE
from itjobs.fakeworld.providers.jsearch import PAGE_SIZE as JSEARCH_PAGE_SIZE
from itjobs.sources.providers.base import Provider
from itjobs.sources.tests.fixtures.upstream import (
    ADZUNA_KEYS,
    JSEARCH_KEY,
    Sleeps,
    adzuna_client,
    in_process,
    jsearch_client,
    small_upstream,
)
from itjobs.sources.types import SearchQuery

ADZUNA = "http://fake.test/adzuna/v1/api/jobs"
JSEARCH = "http://fake.test/jsearch"
KEYS = {"app_id": ADZUNA_KEYS[0], "app_key": ADZUNA_KEYS[1]}
RAPIDAPI = {"X-RapidAPI-Key": JSEARCH_KEY, "X-RapidAPI-Host": "jsearch.p.rapidapi.com"}


@pytest.fixture(name="upstream")
def upstream_fixture():
    return small_upstream()


@pytest.fixture(name="http")
def http_fixture(upstream):
    return in_process(upstream)


def test_it_answers_adzuna_in_its_real_shape(http):
    body = http.get(f"{ADZUNA}/us/search/1", params={**KEYS, "what": "engineer", "results_per_page": 50}).json()

    assert body["__CLASS__"] == "Adzuna::API::Response::JobSearchResults"
    assert body["count"] >= len(body["results"]) > 10
    cut = []
    for item in body["results"]:
        assert item["__CLASS__"] == "Adzuna::API::Response::Job"
        assert item["company"]["__CLASS__"] == "Adzuna::API::Response::Company"
        assert ("salary_min" in item) == ("salary_is_predicted" in item)  # absent, never null
        assert item.get("salary_is_predicted", "0") in ("0", "1", 0, 1)
        plain = item["description"].replace("<strong>", "").replace("</strong>", "")
        assert len(plain) <= 503  # cut at 500 plus '…' or '...'
        if len(plain) > 500:
            cut.append(plain)
    assert any("<strong>engineer</strong>" in item["title"].lower() for item in body["results"])
    assert cut
    assert all(text.endswith(("…", "...")) for text in cut)


def test_it_answers_jsearch_in_both_record_shapes(http):
    body = http.get(f"{JSEARCH}/search", params={"query": "developer", "num_pages": 5}, headers=RAPIDAPI)

    records = body.json()["data"]
    old = [r for r in records if "job_salary_currency" in r]
    new = [r for r in records if "job_employment_types" in r]
    assert body.json()["status"] == "OK"
    assert len(records) == 50
    assert old
    assert new
    assert len(old) + len(new) == len(records)
    assert {r["job_employment_type"] for r in old} <= {"FULLTIME", "PARTTIME", "CONTRACTOR", "INTERN", "TEMPORARY"}
    assert {r["job_employment_type"] for r in new} <= {
        "Full-time",
        "Part-time",
        "Contractor",
        "Internship",
        "Temporary",
    }
    assert any("job_posted_at_timestamp" not in r for r in old)


def test_it_answers_jsearch_v2_with_jobs_and_a_cursor(http):
    data = http.get(f"{JSEARCH}/search-v2", params={"query": "engineer"}, headers=RAPIDAPI).json()["data"]

    assert len(data["jobs"]) == 10
    assert data["cursor"] == "page-2"


def test_it_matches_any_group_of_an_or_keyword(http):
    def count(what: str) -> int:
        return int(http.get(f"{ADZUNA}/us/search/1", params={**KEYS, "what": what}).json()["count"])

    assert count("python OR golang") == count("python") + count("golang") - count("python golang")


@pytest.mark.parametrize(
    ("params", "status"),
    [({}, 400), ({"app_id": ADZUNA_KEYS[0]}, 400), ({"app_id": ADZUNA_KEYS[0], "app_key": "nope"}, 401)],
)
def test_it_refuses_adzuna_calls_without_the_right_keys(http, params, status):
    response = http.get(f"{ADZUNA}/us/search/1", params=params)

    assert response.status_code == status
    assert response.json() | {"__CLASS__": None} == {
        "__CLASS__": None,
        "display": "Authorisation failed",
        "exception": "AUTH_FAIL",
    }


def test_it_refuses_jsearch_calls_without_the_right_key(http):
    missing = http.get(f"{JSEARCH}/search", params={"query": "python"})
    wrong = http.get(f"{JSEARCH}/search", params={"query": "python"}, headers={"X-RapidAPI-Key": "nope"})

    assert missing.status_code == 401
    assert missing.json()["message"].startswith("Invalid API key")
    assert (wrong.status_code, wrong.json()) == (403, {"message": "You are not subscribed to this API."})


def test_it_rejects_bad_parameters_with_400(http):
    assert http.get(f"{ADZUNA}/us/search/0", params=KEYS).status_code == 400
    assert http.get(f"{ADZUNA}/xx/search/1", params=KEYS).status_code == 400
    assert http.get(f"{JSEARCH}/search", params={"query": ""}, headers=RAPIDAPI).status_code == 400
    assert (
        http.get(f"{JSEARCH}/search", params={"query": "x", "date_posted": "year"}, headers=RAPIDAPI).status_code == 400
    )
    assert http.get("http://fake.test/nowhere").status_code == 404


def test_it_takes_faults_over_http(upstream, http):
    set_fault = http.post("http://fake.test/__faults", json={"source": "jsearch", "kind": "quota", "times": 1})
    faulted = http.get(f"{JSEARCH}/search", params={"query": "python"}, headers=RAPIDAPI)
    recovered = http.get(f"{JSEARCH}/search", params={"query": "python"}, headers=RAPIDAPI)

    assert set_fault.json()["faults"]["jsearch"]["kind"] == "quota"
    assert (faulted.status_code, "MONTHLY quota" in faulted.json()["message"]) == (429, True)
    assert recovered.status_code == 200
    assert http.get("http://fake.test/__faults").json() == {"faults": {}}


def test_it_clears_faults_over_http(upstream, http):
    http.post("http://fake.test/__faults", json={"source": "adzuna", "kind": "server_error"})
    http.delete("http://fake.test/__faults")

    assert http.get(f"{ADZUNA}/us/search/1", params=KEYS).status_code == 200


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"source": "nope", "kind": "quota"}, "source must be"),
        ({"source": "adzuna", "kind": "explode"}, "kind must be one of"),
        ({"source": "adzuna", "kind": "latency", "seconds": -1}, "seconds must be"),
        ({"source": "adzuna", "kind": "quota", "times": 0}, "times must be"),
    ],
)
def test_it_explains_a_bad_fault_request(http, body, message):
    response = http.post("http://fake.test/__faults", json=body)

    assert response.status_code == 400
    assert message in response.json()["error"]


def test_it_sends_a_rate_limit_with_retry_after(upstream, http):
    http.post("http://fake.test/__faults", json={"source": "adzuna", "kind": "rate_limit", "retry_after": 7})

    response = http.get(f"{ADZUNA}/us/search/1", params=KEYS)

    assert (response.status_code, response.headers["Retry-After"]) == (429, "7")


def test_paging_every_country_to_the_end_fetches_every_valid_record_once(upstream):
    sleeps = Sleeps()
    clients: dict[str, Provider] = {
        "adzuna": adzuna_client(upstream, sleeps),
        "jsearch": jsearch_client(upstream, sleeps),
    }
    seen = []
    dropped = 0
    # The fake treats 'jobs' as every job: one query per country and source, paged to the end.
    for country in ("us", "gb", "ca", "au", "de"):
        for source, per_page in (("adzuna", ADZUNA_MAX_PER_PAGE), ("jsearch", JSEARCH_PAGE_SIZE)):
            count = len(upstream.find(source, country=country, keyword="jobs", location="", max_days=30))
            for page in range(1, -(-count // per_page) + 1):
                result = clients[source].search(SearchQuery("jobs", "", country, page=page, per_page=per_page))
                seen += [job.id for job in result.jobs]
                dropped += result.dropped

    assert len(seen) == len(set(seen)) == sum(1 for job in upstream.jobs if job.defect is None)
    assert dropped == sum(1 for job in upstream.jobs if job.defect)
