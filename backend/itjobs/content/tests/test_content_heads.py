"""What the server sends for content pages: title, status, canonical, keywords and JSON-LD."""

import json
import re
from typing import Any

import pytest

from itjobs.content.categories import CATEGORIES

# A page's version names the index generation it shows (web/page_cache.py): every page reads it.
pytestmark = pytest.mark.django_db


def _json_ld(html: str) -> list[dict[str, Any]]:
    return [json.loads(b) for b in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html)]


@pytest.mark.parametrize("category", CATEGORIES, ids=lambda c: c.slug)
def test_it_titles_each_category_page_with_the_real_name(client, category):
    html = client.get(f"/careers/{category.slug}").content.decode()
    assert f"<title>{category.name} Jobs and Career Guide | IT Jobs Info</title>" in html
    assert '<meta name="keywords"' in html
    types = [block["@type"] for block in _json_ld(html)]
    assert types == ["Occupation", "BreadcrumbList"]


def test_it_points_the_alias_at_the_careers_canonical(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    html = client.get("/job-categories/ui-ux-design").content.decode()
    assert '<link rel="canonical" href="https://itjobs.example/careers/ui-ux-design">' in html


def test_it_answers_an_unknown_category_with_it_careers_and_200(client):
    response = client.get("/careers/basket-weaving")
    assert response.status_code == 200
    html = response.content.decode()
    assert "<title>IT Careers Jobs and Career Guide | IT Jobs Info</title>" in html
    assert '<meta name="robots" content="noindex, follow">' in html


def test_it_gives_the_category_page_a_salary_range_from_the_role_reference(client):
    occupation = _json_ld(client.get("/careers/devops").content.decode())[0]
    assert occupation["estimatedSalary"]["minValue"] == 80_000
    assert occupation["estimatedSalary"]["maxValue"] == 160_000


@pytest.mark.parametrize(
    ("path", "title", "canonical"),
    [
        ("/job-guide/getting-started", "Getting Started in Tech", "/job-guide/getting-started"),
        ("/career-guides/getting-started", "Getting Started in Tech", "/job-guide/getting-started"),
        ("/career-guides/how-to-become-a-devops-engineer", None, "/career-guides/how-to-become-a-devops-engineer"),
    ],
)
def test_it_serves_guide_articles_with_one_canonical(client, settings, path, title, canonical):
    settings.SITE_URL = "https://itjobs.example"
    response = client.get(path)
    assert response.status_code == 200
    html = response.content.decode()
    if title:
        assert f"<title>{title} | IT Jobs Info</title>" in html
    assert f'<link rel="canonical" href="https://itjobs.example{canonical}">' in html
    article, crumbs = _json_ld(html)
    assert article["@type"] == "Article"
    assert article["mainEntityOfPage"] == f"https://itjobs.example{canonical}"
    assert [item["name"] for item in crumbs["itemListElement"]][:2] == ["Home", "Career Guides"]


@pytest.mark.parametrize(
    "path", ["/job-guide/nope", "/career-guides/nope", "/job-guide/how-to-become-a-devops-engineer"]
)
def test_it_answers_404_article_not_found_for_unknown_guides(client, path):
    response = client.get(path)
    assert response.status_code == 404
    assert "<title>Article Not Found | IT Jobs Info</title>" in response.content.decode()


def test_it_puts_organization_and_website_search_on_home(client, settings):
    settings.SITE_URL = "https://itjobs.example"
    blocks = _json_ld(client.get("/").content.decode())
    assert [b["@type"] for b in blocks] == ["Organization", "WebSite"]
    action = blocks[1]["potentialAction"]
    assert action["target"]["urlTemplate"] == "https://itjobs.example/jobs?keyword={search_term_string}"


@pytest.mark.parametrize(("path", "last"), [("/employers", "For Employers"), ("/about", "About Us")])
def test_it_adds_breadcrumbs_to_pages_that_show_them(client, path, last):
    blocks = _json_ld(client.get(path).content.decode())
    assert [item["name"] for item in blocks[0]["itemListElement"]] == ["Home", last]
