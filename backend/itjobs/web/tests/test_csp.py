"""Every answer carries a Content-Security-Policy; pages allow exactly the inline scripts their built
file holds, by hash (docs/decisions/0010). The browser side: e2e/tests/support/fixtures.ts fails any
Playwright test that meets a violation."""

import re

import pytest
from django.test import Client

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import jsearch_job
from itjobs.web.csp import HEADER, NOT_A_DOCUMENT, document_policy, inline_script_hashes

pytestmark = pytest.mark.django_db

MARKER = '<meta name="itjobs-head" content=""/>'
PROBE = 'try{if(JSON.parse(localStorage.getItem("cookieConsent")))document.documentElement.dataset.x="y"}catch(e){}'
BOOTSTRAP = 'await new Promise((resolve) => requestAnimationFrame(resolve));\nimport("/assets/entry.client-x.js");'


def built_page(body: str) -> str:
    return (
        f"<!DOCTYPE html><html><head>{MARKER}<script>{PROBE}</script></head><body>{body}"
        f'<script type="module" async="">{BOOTSTRAP}</script>'
        '<script src="/assets/app.js"></script><script type="application/json">{"data": 1}</script></body></html>'
    )


@pytest.fixture
def build(settings, tmp_path):
    """A frontend build with a prerendered /careers and the SPA fallback, each with inline scripts."""
    (tmp_path / "careers").mkdir()
    (tmp_path / "careers" / "index.html").write_text(built_page("<h1>Careers</h1><script>$RC('B:1')</script>"))
    (tmp_path / "__spa-fallback.html").write_text(built_page("<div>app</div>"))
    settings.FRONTEND_BUILD_DIR = tmp_path
    return tmp_path


def directives(policy: str) -> dict[str, list[str]]:
    return {name: sources for name, *sources in (part.split() for part in policy.split(";"))}


def executable_inline_scripts(html: str) -> list[str]:
    """What a browser runs inline: <script> without src, with no type or a script type."""
    found = []
    for attrs, text in re.findall(r"<script([^>]*)>(.*?)</script>", html, re.S):
        script_type = re.search(r'type="([^"]*)"', attrs)
        if "src=" not in attrs and (script_type is None or script_type.group(1) in ("module", "text/javascript")):
            found.append(text)
    return found


def assert_allows_exactly_its_scripts(response) -> None:
    policy = directives(response[HEADER])
    html = response.content.decode()
    hashes = [source for source in policy["script-src"] if source.startswith("'sha256-")]
    assert sorted(hashes) == sorted(set(inline_script_hashes(html)))
    assert len(hashes) == len(set(executable_inline_scripts(html))) > 0
    assert "'unsafe-inline'" not in policy["script-src"]
    assert "'unsafe-eval'" not in policy["script-src"]
    for name, sources in {
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
    }.items():
        assert policy[name] == sources, name


def test_the_hash_is_the_one_browsers_compute():
    # The example of the CSP specification (and MDN): <script>alert('Hello, world.');</script>
    html = "<script>alert('Hello, world.');</script>"
    assert inline_script_hashes(html) == ("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",)


def test_only_scripts_a_browser_runs_are_hashed():
    html = (
        "<script>a()</script><script type=module>b()</script><script type='text/javascript'>c()</script>"
        '<script src="/x.js"></script><script type="application/json">{"d": 1}</script>'
        '<script type="application/ld+json">{}</script><script>a()</script>'
    )
    assert len(inline_script_hashes(html)) == 3  # a, b, c; a once


def test_a_prerendered_page_allows_its_inline_scripts_by_hash(client, build):
    response = client.get("/careers")
    assert response.status_code == 200
    assert "<h1>Careers</h1>" in response.content.decode()
    assert_allows_exactly_its_scripts(response)


def test_an_app_page_and_a_404_allow_the_shells_scripts(client, build):
    for path, status in (("/jobs", 200), ("/no-such-page", 404)):
        response = client.get(path)
        assert response.status_code == status, path
        assert_allows_exactly_its_scripts(response)


def test_a_job_page_allows_its_scripts_and_its_data_adds_no_hash(client, build):
    attack = "</script><script>alert(1)</script>"
    job = jsearch_job(title="DevOps Engineer", company_name="Globex", description_text=attack)
    jobs_ingest(jobs=[job])
    response = client.get(f"/jobs/devops-engineer-at-globex-{job.id}")
    assert response.status_code == 200
    html = response.content.decode()
    assert 'id="preloaded-api"' in html
    assert "application/ld+json" in html
    assert_allows_exactly_its_scripts(response)
    # The policy is the built file's, whatever data the page carries: the same for every visitor.
    assert response[HEADER] == client.get("/jobs")[HEADER]


def test_the_policy_names_the_analytics_origin_and_partner_logo_hosts(client, build, settings):
    settings.ANALYTICS_SCRIPT_URL = "https://stats.example.net/script.js?id=1"
    settings.PARTNER_SITES = ["Partner|https://partner.example|https://cdn.partner.example/logo.png"]
    policy = directives(client.get("/careers")[HEADER])
    assert "https://stats.example.net" in policy["script-src"]
    assert "https://stats.example.net" in policy["connect-src"]
    assert "https://cdn.partner.example" in policy["img-src"]
    settings.ANALYTICS_SCRIPT_URL = "/js/analytics.js"  # this site's own file: 'self' covers it
    assert directives(document_policy())["script-src"] == ["'self'"]


def test_the_admin_and_djangos_own_pages_get_the_policy_without_hashes(client, build, admin_client, settings):
    # The manifest storage needs collectstatic; the admin's pages only need the file names here.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }
    for response in (client.get("/admin/login/"), admin_client.get("/admin/"), admin_client.get("/admin/nope/")):
        assert response[HEADER] == document_policy(), response.status_code
    bad_host = client.get("/careers", HTTP_HOST="evil.example")
    assert bad_host.status_code == 400
    assert bad_host[HEADER] == document_policy()


def test_a_server_error_page_carries_the_policy(build, monkeypatch):
    def fail(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("itjobs.web.views.resolve_page", fail)
    client = Client(raise_request_exception=False)
    page = client.get("/careers")
    assert page.status_code == 500
    assert page[HEADER] == document_policy()


def test_json_answers_and_files_load_nothing(client, build):
    for path in ("/api/jobs/search?keyword=python", "/api/nope", "/healthz", "/robots.txt", "/sitemap.xml"):
        response = client.get(path)
        assert response[HEADER] == NOT_A_DOCUMENT, path
