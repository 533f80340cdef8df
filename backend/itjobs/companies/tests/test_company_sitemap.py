"""sitemap.xml lists the company pages of the companies with the most open jobs, and no empty one."""

import pytest

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import normalized_job
from itjobs.web import sitemaps

from .scenes import acme_jobs

pytestmark = pytest.mark.django_db


def test_it_lists_each_company_with_open_jobs_once(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    acme_jobs()  # Acme twice (two spellings), Globex once, and a job that is no IT role
    jobs_ingest(jobs=[normalized_job(company_name=None, title="Backend Developer")])
    xml = client.get("/sitemap.xml").content.decode()
    assert xml.count("<loc>https://itjobs.example/companies/acme</loc>") == 1
    assert xml.count("<loc>https://itjobs.example/companies/globex</loc>") == 1
    assert xml.count("/companies/") == 2  # no page for a job without a company


def test_it_is_bounded_to_the_companies_with_the_most_jobs(client, settings, monkeypatch):
    monkeypatch.setattr(sitemaps, "COMPANIES_LIMIT", 2)
    titles = ("Python Developer", "Data Engineer", "DevOps Engineer")
    jobs_ingest(
        jobs=[normalized_job(company_name="Initech", title=title) for title in titles]
        + [normalized_job(company_name="Globex", title=title) for title in titles[:2]]
        + [normalized_job(company_name="Hooli", title=titles[0])]
    )
    xml = client.get("/sitemap.xml").content.decode()
    assert "/companies/initech<" in xml
    assert "/companies/globex<" in xml
    assert "/companies/hooli<" not in xml
