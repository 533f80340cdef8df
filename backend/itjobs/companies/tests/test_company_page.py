"""The HTML of /companies/{slug}: its head (title, canonical, Organization JSON-LD), its first data, 404s."""

import json
import re
from typing import Any

import pytest

from itjobs.employers.services import company_profile_update
from itjobs.web.csp import page_image_origin

from .scenes import acme_account, acme_jobs

pytestmark = pytest.mark.django_db


def json_ld(html: str) -> list[Any]:
    blocks = re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)
    return [json.loads(block) for block in blocks]


def preloaded(html: str) -> list[dict[str, Any]]:
    found = re.search(r'<script id="preloaded-api" type="application/json">(.*?)</script>', html, re.S)
    return json.loads(found.group(1)) if found else []


def test_a_company_page_carries_its_title_description_and_canonical(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    acme_jobs()
    response = client.get("/companies/acme")
    assert response.status_code == 200
    html = response.content.decode()
    assert re.search(r"<title>(Acme Inc\.|ACME, Inc) Jobs \| IT Jobs Info</title>", html)
    assert re.search(r'<meta name="description" content="2 open IT jobs at (Acme Inc\.|ACME, Inc), from every', html)
    assert '<link rel="canonical" href="https://itjobs.example/companies/acme">' in html
    assert '<meta name="robots" content="index, follow">' in html


def test_another_spelling_of_the_name_points_at_the_canonical_page(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    acme_jobs()
    html = client.get("/companies/acme-inc").content.decode()
    assert '<link rel="canonical" href="https://itjobs.example/companies/acme">' in html


def test_its_organization_json_ld_names_the_company(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    acme_jobs()
    [organization] = json_ld(client.get("/companies/acme").content.decode())
    assert organization["@context"] == "https://schema.org"
    assert organization["@type"] == "Organization"
    assert organization["@id"] == "https://itjobs.example/companies/acme"
    assert organization["name"] in ("Acme Inc.", "ACME, Inc")
    assert set(organization) == {"@context", "@type", "@id", "name"}  # nothing we do not know


def test_the_employer_s_profile_fills_the_organization(client):
    acme_account(
        description="We build <clouds>.", website="https://acme.example", logo_url="https://acme.example/l.png"
    )
    html = client.get("/companies/acme").content.decode()
    [organization] = json_ld(html)
    assert organization | {"@id": None} == {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": None,
        "name": "Acme Inc",
        "description": "We build <clouds>.",
        "url": "https://acme.example",
        "logo": "https://acme.example/l.png",
    }
    assert "<clouds>" not in html  # JSON-LD and the description are escaped in the HTML
    assert "1 open IT job at Acme Inc, from every source in one place. We build &lt;clouds&gt;." in html


def test_the_page_brings_its_company_in_the_html(client):
    acme_jobs()
    [answer] = preloaded(client.get("/companies/acme").content.decode())
    assert answer["url"] == "/api/companies/acme"
    assert answer["status"] == 200
    assert answer["body"]["total"] == 2
    [second_page] = preloaded(client.get("/companies/acme?page=2").content.decode())
    assert second_page["url"] == "/api/companies/acme?page=2"


def test_an_unknown_company_is_the_site_s_404(client):
    acme_jobs()
    response = client.get("/companies/initech")
    assert response.status_code == 404
    html = response.content.decode()
    assert "<title>Page Not Found | IT Jobs Info</title>" in html
    assert json_ld(html) == []
    [answer] = preloaded(html)
    assert answer["status"] == 404  # the page shows the not-found screen without asking again


def test_companies_has_no_page_of_its_own(client):
    assert client.get("/companies").status_code == 404


def test_a_kept_page_shows_the_profile_the_employer_just_saved(client, settings, django_capture_on_commit_callbacks):
    """Pages are kept by the index generation; saving the profile moves it on (employers.services)."""
    settings.PAGE_CACHE_SECONDS = 300
    company, _ = acme_account(description="We build clouds.")
    assert "We build clouds." in client.get("/companies/acme").content.decode()
    with django_capture_on_commit_callbacks(execute=True):
        company_profile_update(company=company, description="We run clouds.", website="", logo_url="")
    assert "We run clouds." in client.get("/companies/acme").content.decode()


def test_the_page_s_policy_lets_its_employer_s_logo_in_and_nothing_else(client):
    acme_account(description="We build clouds.", logo_url="https://cdn.acme.example:8443/brand/logo.png")
    policy = client.get("/companies/acme")["Content-Security-Policy"]
    images = next(part for part in policy.split("; ") if part.startswith("img-src "))
    assert "https://cdn.acme.example:8443" in images.split()
    assert "cdn.acme.example" not in client.get("/jobs")["Content-Security-Policy"]


@pytest.mark.parametrize(
    ("logo_url", "origin"),
    [
        ("https://acme.example;script-src/logo.png", None),
        ("https://acme.example/a;script-src *", "https://acme.example"),
        ("https://user:pw@acme.example/logo.png", "https://acme.example"),
        ("https://acme.example:99999/logo.png", None),
        ("javascript:alert(1)", None),
    ],
)
def test_a_logo_address_cannot_write_into_the_policy(logo_url, origin):
    assert page_image_origin(logo_url) == origin
