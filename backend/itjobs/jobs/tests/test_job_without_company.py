"""A job whose source names no employer publishes no invented one.

Google requires hiringOrganization with the real employer's name; 'Company not specified' would
publish a fake employer, so such a page carries no JobPosting (docs/decisions/0008).
"""

import pytest

from itjobs.jobs.services import jobs_ingest

from .factories import jsearch_job
from .test_job_page_head import json_ld

pytestmark = pytest.mark.django_db


def test_a_job_without_a_company_has_no_job_posting_and_no_fake_employer(client):
    job = jsearch_job(title="Backend Engineer", company_name=None, location_text="Austin, Texas, US")
    jobs_ingest(jobs=[job])

    html = client.get(f"/jobs/{job.id}").content.decode()
    assert json_ld(html) == []
    assert "Company not specified" not in html
    assert "<title>Backend Engineer | IT Jobs Info</title>" in html
    assert '<meta name="description" content="Backend Engineer in Austin, Texas, US.' in html


def test_a_job_with_a_company_names_it_as_the_hiring_organization(client):
    job = jsearch_job(title="Backend Engineer", company_name="Globex")
    jobs_ingest(jobs=[job])

    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert posting["hiringOrganization"] == {"@type": "Organization", "name": "Globex"}
