"""The search page and job pages carry the API answer their app asks for first."""

import json
import re
from typing import Any

import pytest

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import jsearch_job, normalized_job
from itjobs.web.job_pages import DEFAULT_SEARCH

pytestmark = pytest.mark.django_db

PRELOADED = re.compile(r'<script id="preloaded-api" type="application/json">(.*?)</script>', re.S)


def preloaded(html: str) -> list[dict[str, Any]]:
    found = PRELOADED.findall(html)
    return json.loads(found[0]) if found else []


def test_the_bare_search_page_carries_the_default_search_as_the_api_answers_it(client):
    jobs_ingest(jobs=[normalized_job(title="Software Developer", city="Austin", location_text="Austin, TX")])
    [answer] = preloaded(client.get("/jobs").content.decode())
    assert answer["url"] == "/api/jobs/search?country=us&keyword=Software+Developer&location=US&page=1&page_size=50"
    assert answer["status"] == 200
    api_answer = client.get("/api/jobs/search", DEFAULT_SEARCH).json()
    assert answer["body"]["jobs"] == api_answer["jobs"]
    assert answer["body"]["jobs"][0]["title"] == "Software Developer"


def test_a_head_request_runs_no_preload(client, monkeypatch):
    def fail(*args, **kwargs):
        raise AssertionError("a HEAD request ran the preloaded search")

    monkeypatch.setattr("itjobs.web.preload._answer", fail)
    assert client.head("/jobs").status_code == 200


def test_a_search_of_its_own_is_not_preloaded_but_tracking_parameters_keep_the_default(client):
    assert preloaded(client.get("/jobs?keyword=python").content.decode()) == []
    assert preloaded(client.get("/jobs?page=2").content.decode()) == []
    assert len(preloaded(client.get("/jobs?utm_source=newsletter").content.decode())) == 1


def test_a_job_page_carries_its_job_and_an_unknown_one_its_404(client):
    job = jsearch_job(title="DevOps Engineer", company_name="Globex")
    jobs_ingest(jobs=[job])
    slug = f"devops-engineer-at-globex-{job.id}"
    [answer] = preloaded(client.get(f"/jobs/{slug}").content.decode())
    # JSearch ids hold '=': encoded as the browser's client encodes the path segment.
    assert answer["url"] == f"/api/jobs/by-path/{slug.replace('=', '%3D')}"
    assert answer["body"] == client.get(f"/api/jobs/{job.id}").json()

    response = client.get("/jobs/some-title-adzuna-999999")
    assert response.status_code == 404
    [missing] = preloaded(response.content.decode())
    assert missing == {
        "url": "/api/jobs/by-path/some-title-adzuna-999999",
        "status": 404,
        "body": {"detail": "Job not found"},
    }


def test_third_party_text_cannot_close_the_preload_script(client):
    job = normalized_job(title="Developer</script><script>alert(1)</script>", company_name="Evil & Co")
    jobs_ingest(jobs=[job])
    html = client.get(f"/jobs/{job.id}").content.decode()
    assert "<script>alert(1)" not in html
    [answer] = preloaded(html)
    assert answer["body"]["title"] == "Developer</script><script>alert(1)</script>"
