"""The HTML every route sends: status, title, description, canonical and the built page."""

import re

import pytest

from itjobs.web.pages import resolve_page

from .test_route_table import ROUTE_SAMPLES

# A page's version names the index generation it shows (web/page_cache.py): every page reads it.
pytestmark = pytest.mark.django_db

# The page of each client route (ROUTE_SAMPLES) with its title, and more addresses of a few.
PAGE_TITLES = [
    ("/", "Find IT Jobs, Developer Jobs and Tech Careers"),
    ("/jobs", "Search IT Jobs"),
    ("/jobs/location/san-francisco", "IT Jobs in San Francisco"),
    ("/software-engineer-jobs", "Software Engineer Jobs"),
    ("/web-developer-jobs", "Web Developer Jobs"),
    # Job pages answer with their job's head, or 404: itjobs/jobs/tests/test_job_page_head.py
    ("/developer-jobs", "Developer Jobs"),
    ("/programmer-jobs", "Programmer Jobs"),
    ("/it-jobs-in-seattle", "IT Jobs in Seattle"),
    ("/developer-jobs-in-los-angeles", "Developer Jobs in Los Angeles"),
    ("/programmer-jobs-in-austin", "Programmer Jobs in Austin"),
    ("/it-jobs-in-nyc", "IT Jobs in New York"),
    ("/developer-jobs-in-nyc", "Developer Jobs in New York"),
    ("/programmer-jobs-in-nyc", "Programmer Jobs in New York"),
    ("/guide/nyc", "New York IT Jobs Guide"),
    ("/guide/new-york", "New York IT Jobs Guide"),
    ("/guide/san-francisco", "San Francisco IT Jobs Guide"),
    ("/guide/seattle", "Seattle IT Jobs Guide"),
    ("/guide/los-angeles", "Los Angeles IT Jobs Guide"),
    ("/guide/austin", "Austin IT Jobs Guide"),
    ("/careers", "IT Career Paths and Job Categories"),
    ("/careers/devops", "DevOps Jobs and Career Guide"),
    ("/job-categories/devops", "DevOps Jobs and Career Guide"),
    ("/career-guides", "IT Career Guides"),
    ("/job-guide", "IT Jobs Guide"),
    ("/job-guide/getting-started", "Getting Started in Tech"),
    ("/employers", "For Employers: Post IT Jobs"),
    ("/post-job", "Post a Job"),
    ("/legal", "Impressum"),
    ("/terms", "Terms of Service"),
    ("/privacy", "Privacy Policy"),
    ("/about", "About Us"),
    ("/auth", "Sign Up or Sign In"),
    ("/login", "Login"),
    ("/onboarding", "Complete Your Profile"),
    ("/career-guides/cloud-architect-career-path", "Cloud Architect Career Path"),
    ("/employers/inquiry", "Post a Job Inquiry"),
    ("/employers/dashboard", "Employer Dashboard"),
    ("/account", "Your Account"),
    ("/saved-jobs", "Saved Jobs"),
    ("/reset-password", "Set a New Password"),
    ("/verify-email", "Verify Your E-mail Address"),
    ("/alerts/confirm", "Confirm Your Job Alert"),
    ("/alerts/unsubscribe", "Unsubscribe From a Job Alert"),
]

# Routes whose head comes from their data (a job, a company: their own tests) or that redirect.
DATA_OR_MOVED_ROUTES = {"jobs/:slug", "companies/:slug", "jobs/location"}


def test_every_client_route_has_its_page_title_here():
    titled = {path for path, _ in PAGE_TITLES}
    untitled = [s for route, s in ROUTE_SAMPLES.items() if route not in DATA_OR_MOVED_ROUTES and s not in titled]
    assert untitled == []


@pytest.mark.parametrize(("path", "title"), PAGE_TITLES)
def test_every_page_answers_200_with_its_title(client, path, title):
    response = client.get(path)
    assert response.status_code == 200
    html = response.content.decode()
    assert f"<title>{title} | IT Jobs Info</title>" in html
    description = re.search(r'<meta name="description" content="([^"]*)">', html)
    assert description is not None
    assert 0 < len(description.group(1)) <= 160
    assert '<link rel="canonical" href="' in html
    assert '<meta property="og:title"' in html


@pytest.mark.parametrize("path", ["/no-such-page", "/jobs/location/a/b", "/guide/paris", "/a/b/c"])
def test_unknown_paths_answer_404_with_the_not_found_head(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "<title>Page Not Found | IT Jobs Info</title>" in response.content.decode()


def test_alias_routes_point_their_canonical_at_the_main_address(settings):
    settings.SITE_URL = "https://itjobs.example"
    assert resolve_page("/job-categories/devops").canonical_url == "https://itjobs.example/careers/devops"
    assert resolve_page("/guide/nyc").canonical_url == "https://itjobs.example/guide/new-york"


def test_a_trailing_slash_redirects_permanently_keeping_the_query(client):
    response = client.get("/jobs/?keyword=python")
    assert response.status_code == 301
    assert response["Location"] == "/jobs?keyword=python"


def test_pages_refuse_writes(client):
    assert client.post("/jobs").status_code == 405


def test_private_pages_are_not_indexed(client):
    for path in ("/login", "/auth", "/onboarding", "/post-job"):
        assert '<meta name="robots" content="noindex, nofollow">' in client.get(path).content.decode()


def test_the_built_prerendered_page_is_served_with_the_head_after_the_marker(client, settings, tmp_path):
    marker = '<meta name="itjobs-head" content=""/>'
    (tmp_path / "employers").mkdir()
    (tmp_path / "employers" / "index.html").write_text(
        f"<!DOCTYPE html><html><head>{marker}</head><body><h1>Prerendered employers</h1></body></html>"
    )
    (tmp_path / "__spa-fallback.html").write_text(
        f"<!DOCTYPE html><html><head>{marker}</head><body>fallback</body></html>"
    )
    settings.FRONTEND_BUILD_DIR = tmp_path

    html = client.get("/employers").content.decode()
    assert "Prerendered employers" in html
    assert html.index(marker) < html.index("<title>For Employers: Post IT Jobs | IT Jobs Info</title>")

    assert "fallback" in client.get("/jobs").content.decode()
    not_found = client.get("/employers/../../etc/passwd")
    assert not_found.status_code == 404
    assert "fallback" in not_found.content.decode()


def test_a_prerendered_page_answers_only_queries_it_was_rendered_for(client, settings, tmp_path):
    marker = '<meta name="itjobs-head" content=""/>'
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "index.html").write_text(f"<html><head>{marker}</head><body>default search</body></html>")
    (tmp_path / "__spa-fallback.html").write_text(f"<html><head>{marker}</head><body>fallback</body></html>")
    settings.FRONTEND_BUILD_DIR = tmp_path

    assert "default search" in client.get("/jobs").content.decode()
    assert "default search" in client.get("/jobs?utm_source=newsletter&gclid=abc").content.decode()
    # The search reads these; the page for the defaults would hydrate into the wrong search.
    for query in ("keyword=python", "page=2", "utm_source=x&location=Austin"):
        assert "fallback" in client.get(f"/jobs?{query}").content.decode(), query


def test_unknown_categories_and_articles_get_the_prerendered_page_that_shows_them(client, settings, tmp_path):
    marker = '<meta name="itjobs-head" content=""/>'
    for path, text in (
        ("careers/it-careers", "IT Careers page"),
        ("career-guides/article-not-found", "Article Not Found"),
    ):
        (tmp_path / path).mkdir(parents=True)
        (tmp_path / path / "index.html").write_text(f"<html><head>{marker}</head><body><h1>{text}</h1></body></html>")
    (tmp_path / "__spa-fallback.html").write_text(f"<html><head>{marker}</head><body>fallback</body></html>")
    settings.FRONTEND_BUILD_DIR = tmp_path

    for path in ("/careers/nope", "/job-categories/nope"):
        response = client.get(path)
        assert response.status_code == 200
        html = response.content.decode()
        assert "<h1>IT Careers page</h1>" in html
        assert '<meta name="robots" content="noindex, follow">' in html
    for path in ("/career-guides/nope", "/job-guide/nope", "/job-guide/how-to-become-a-devops-engineer"):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "<h1>Article Not Found</h1>" in response.content.decode()
    # Any other unknown path is a 404 with the app's not-found screen, from the SPA shell.
    assert "fallback" in client.get("/no-such-page/at-all").content.decode()


def test_page_head_api_answers_for_client_navigations(client):
    data = client.get("/api/pages/head", {"path": "/it-jobs-in-nyc"}).json()
    assert data["full_title"] == "IT Jobs in New York | IT Jobs Info"
    assert data["status"] == 200
    assert client.get("/api/pages/head", {"path": "/nope"}).json()["status"] == 404


def test_unknown_api_paths_answer_json_404(client):
    response = client.get("/api/no-such-endpoint")
    assert response.status_code == 404
    assert response.json() == {"detail": "Not Found"}
