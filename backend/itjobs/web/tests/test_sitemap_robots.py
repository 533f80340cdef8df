"""sitemap.xml lists every indexable page; robots.txt points at it and keeps crawlers out of private paths."""

import pytest


@pytest.fixture
def site(settings):
    settings.SITE_URL = "https://itjobs.example"


@pytest.mark.django_db
def test_it_lists_static_pages_categories_guides_and_cities(client, site):
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    xml = response.content.decode()
    for path in (
        "/",
        "/employers",
        "/careers/devops",
        "/careers/project-management",
        "/job-guide/getting-started",
        "/career-guides/sre-vs-devops",
        "/it-jobs-in-seattle",
        "/guide/new-york",
        "/privacy",
    ):
        assert f"<loc>https://itjobs.example{path}</loc>" in xml
    assert "/post-job<" not in xml
    assert "/onboarding<" not in xml


def test_it_tells_crawlers_where_the_sitemap_is_and_what_to_skip(client, site):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    text = response.content.decode()
    assert "Sitemap: https://itjobs.example/sitemap.xml" in text
    for path in ("/api/", "/admin/", "/onboarding", "/post-job"):
        assert f"Disallow: {path}\n" in text


@pytest.mark.django_db
def test_it_lists_direct_and_recent_jobs_at_their_canonical_pages_with_lastmod(client, site):
    from itjobs.jobs.models import Job
    from itjobs.jobs.services import jobs_ingest
    from itjobs.jobs.tests.factories import normalized_job

    jobs_ingest(
        jobs=[
            normalized_job(title="Platform Engineer", company_name="Acme"),
            normalized_job(source="direct", source_id="7", title="DevOps Engineer", company_name="Initech"),
        ]
    )
    xml = client.get("/sitemap.xml").content.decode()
    for job_id in Job.objects.values_list("id", flat=True):
        assert f"{job_id}</loc>" in xml
    assert "<loc>https://itjobs.example/jobs/devops-engineer-at-initech-direct-7</loc>" in xml
    assert xml.count("<lastmod>") >= 2


@pytest.mark.django_db
def test_it_still_answers_when_the_jobs_table_is_unavailable(client, site, monkeypatch):
    from django.apps import apps

    def missing(*args, **kwargs):
        raise LookupError("no jobs app")

    monkeypatch.setattr(apps, "get_model", missing)
    response = client.get("/sitemap.xml")
    assert response.status_code == 200
    assert "/careers/devops</loc>" in response.content.decode()
