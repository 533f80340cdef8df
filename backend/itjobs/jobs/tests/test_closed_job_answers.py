"""A closed job answers 410 with the job as it was, its page head says noindex and carries no
JobPosting; every card carries the trust signals' timestamps (decision 0021)."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from itjobs.jobs.services import jobs_close, jobs_ingest

from .factories import jsearch_job, normalized_job

pytestmark = pytest.mark.django_db


@pytest.fixture
def closed_job():
    job = normalized_job(title="Site Reliability Engineer", company_name="Globex")
    similar = normalized_job(title="Site Reliability Engineer", company_name="Initech")
    seen = timezone.now() - timedelta(days=3)
    jobs_ingest(jobs=[job, similar], now=seen)
    jobs_close([job.id], now=seen + timedelta(days=1))
    return job, similar


def test_the_api_answers_410_with_the_job_and_when_it_closed(client: Client, closed_job):
    job, _ = closed_job
    for url in (f"/api/jobs/{job.id}", f"/api/jobs/by-path/site-reliability-engineer-at-globex-{job.id}"):
        response = client.get(url)
        assert response.status_code == 410
        body = response.json()
        assert body["title"] == "Site Reliability Engineer"
        assert body["closed_at"] is not None
    assert client.get("/api/jobs/adzuna-0").status_code == 404


def test_a_closed_jobs_related_jobs_are_open_ones(client: Client, closed_job):
    job, similar = closed_job
    assert [other["id"] for other in client.get(f"/api/jobs/{job.id}/related").json()] == [similar.id]


def test_the_closed_page_says_noindex_and_has_no_job_posting(client: Client, closed_job):
    job, _ = closed_job
    response = client.get(f"/jobs/site-reliability-engineer-at-globex-{job.id}")
    assert response.status_code == 410
    html = response.content.decode()
    assert '<meta name="robots" content="noindex">' in html
    assert "JobPosting" not in html
    assert "<title>Closed: Site Reliability Engineer at Globex" in html


def test_an_open_job_and_its_card_carry_the_trust_signals(client: Client):
    adzuna = normalized_job(title="Cloud Architect", company_name="Hooli")
    jsearch = jsearch_job(title="Cloud Architect", company_name="Hooli")
    first, last = timezone.now() - timedelta(days=2), timezone.now() - timedelta(hours=1)
    jobs_ingest(jobs=[adzuna], now=first)
    jobs_ingest(jobs=[adzuna, jsearch], now=last)
    detail = client.get(f"/api/jobs/{adzuna.id}")
    assert detail.status_code == 200
    [card] = client.get("/api/jobs/search", {"keyword": "cloud architect", "country": "us"}).json()["jobs"]
    for shown in (detail.json(), card):
        assert shown["first_seen"].startswith(first.strftime("%Y-%m-%dT%H:%M"))
        assert shown["last_seen"].startswith(last.strftime("%Y-%m-%dT%H:%M"))
        assert [entry["publisher"] for entry in shown["seen_on"]] == ["Adzuna", "LinkedIn"]
        assert (shown["reposted_at"], shown["closed_at"]) == (None, None)
