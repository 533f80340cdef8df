"""The server-sent HTML of a job page: its title and description, JobPosting JSON-LD, or a 404."""

import json
import re
from typing import Any

import pytest

from itjobs.jobs.services import jobs_ingest

from .factories import jsearch_job, normalized_job

pytestmark = pytest.mark.django_db


def json_ld(html: str) -> list[Any]:
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return [json.loads(block) for block in blocks]


def test_a_job_page_carries_the_job_title_description_and_canonical(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    job = normalized_job(title="Senior Python Developer", company_name="Acme", description_text="Build APIs.")
    jobs_ingest(jobs=[job])
    response = client.get(f"/jobs/senior-python-developer-at-acme-{job.id}")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<title>Senior Python Developer at Acme | IT Jobs Info</title>" in html
    assert "Build APIs." in html
    assert f'<link rel="canonical" href="https://itjobs.example/jobs/senior-python-developer-at-acme-{job.id}">' in html


def test_the_bare_id_and_a_stale_slug_open_the_same_job(client):
    job = jsearch_job(title="DevOps Engineer", company_name="Globex")
    jobs_ingest(jobs=[job])
    for path in (f"/jobs/{job.id}", f"/jobs/old-title-{job.id}"):
        response = client.get(path)
        assert response.status_code == 200
        assert "<title>DevOps Engineer at Globex | IT Jobs Info</title>" in response.content.decode()


def test_the_job_posting_has_what_google_requires(client):
    job = normalized_job(
        title="Backend Engineer", company_name="Acme", salary_min=120000, salary_max=150000, salary_currency="USD",
        salary_period="YEAR", employment_type="FULL_TIME",
    )  # fmt: skip
    jobs_ingest(jobs=[job])
    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert posting["@type"] == "JobPosting"
    for required in ("title", "description", "datePosted", "hiringOrganization", "jobLocation"):
        assert posting[required], required
    assert posting["identifier"] == {"@type": "PropertyValue", "name": "Adzuna", "value": job.id}
    assert posting["employmentType"] == "FULL_TIME"
    assert posting["jobLocation"]["address"]["addressCountry"] == "US"
    assert posting["baseSalary"]["currency"] == "USD"
    assert posting["baseSalary"]["value"] == {
        "@type": "QuantitativeValue", "minValue": 120000, "maxValue": 150000, "unitText": "YEAR"
    }  # fmt: skip
    assert "jobLocationType" not in posting


def test_a_remote_job_is_telecommute_with_an_applicant_country_and_no_salary_when_unknown(client):
    job = normalized_job(title="Remote Go Developer", remote=True, country_code="gb", city=None, location_text="")
    jobs_ingest(jobs=[job])
    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert posting["jobLocationType"] == "TELECOMMUTE"
    assert posting["applicantLocationRequirements"] == {"@type": "Country", "name": "GB"}
    assert posting["jobLocation"]["address"]["addressLocality"] == "Remote"
    assert "baseSalary" not in posting


def test_job_data_cannot_close_the_script_element(client):
    job = normalized_job(title="Dev </script><script>alert(1)</script>", company_name="A & B <Corp>")
    jobs_ingest(jobs=[job])
    html = client.get(f"/jobs/{job.id}").content.decode()
    (block,) = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    assert "<" not in block
    assert ">" not in block
    assert "&" not in block
    assert "<script>alert(1)" not in html
    assert json.loads(block)["title"] == "Dev </script><script>alert(1)</script>"


@pytest.mark.parametrize(
    "path", ["/jobs/python-developer-adzuna-404", "/jobs/jsearch-t_-mBqRwmXRz3FaGAAAAAA==", "/jobs/x"]
)
def test_unknown_jobs_answer_404_with_the_not_found_texts(client, path):
    response = client.get(path)
    assert response.status_code == 404
    html = response.content.decode()
    assert "<title>Job Details Not Found | IT Jobs Info</title>" in html
    assert '<meta name="robots" content="noindex, nofollow">' in html
