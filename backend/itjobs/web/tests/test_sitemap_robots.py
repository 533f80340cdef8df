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
