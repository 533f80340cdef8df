"""GET /api/content/*: the same content the prerendered pages show."""

import pytest


def test_it_lists_the_eight_categories(client):
    data = client.get("/api/content/categories").json()
    assert [c["slug"] for c in data][:2] == ["software-development", "data-science"]
    assert len(data) == 8


def test_it_serves_a_category_with_related_categories_and_the_jobs_keyword(client):
    data = client.get("/api/content/categories/devops").json()
    assert data["name"] == "DevOps"
    assert data["is_fallback"] is False
    assert data["jobs_keyword"] == "devops engineer OR site reliability engineer"
    assert len(data["related"]) == 5
    assert [g["slug"] for g in data["guides"]] == [
        "how-to-become-a-devops-engineer",
        "devops-tools-and-skills",
        "sre-vs-devops",
    ]


def test_it_answers_an_unknown_category_with_it_careers(client):
    response = client.get("/api/content/categories/underwater-basket-weaving")
    assert response.status_code == 200
    assert response.json()["name"] == "IT Careers"
    assert response.json()["is_fallback"] is True


def test_it_serves_the_guide_index(client):
    data = client.get("/api/content/guides").json()
    assert [s["title"] for s in data["sections"]] == [
        "Getting Started in Tech",
        "Resume & Portfolio Building",
        "Interview Preparation",
        "Career Growth & Advancement",
    ]
    assert all(len(s["bullets"]) >= 3 for s in data["sections"])


def test_it_serves_an_article_with_sections_and_blocks(client):
    data = client.get("/api/content/articles/getting-started").json()
    assert data["title"] == "Getting Started in Tech"
    assert data["sections"][0]["heading"]
    assert {b["kind"] for s in data["sections"] for b in s["blocks"]} == {"paragraph", "list"}


@pytest.mark.parametrize("slug", ["no-such-article", "..", "UPPER"])
def test_it_answers_404_for_an_unknown_article(client, slug):
    response = client.get(f"/api/content/articles/{slug}")
    assert response.status_code == 404
    assert response.json() == {"detail": "Article not found"}


def test_it_serves_pricing_faqs_and_roles(client):
    assert [p["price_usd"] for p in client.get("/api/content/pricing").json()] == [398, 998, 1998]
    faqs = client.get("/api/content/faqs").json()
    assert len(faqs["employers"]) == 4
    assert faqs["home"]
    roles = client.get("/api/content/roles").json()
    assert {"title": "Software Engineer", "display": "$70,000-$150,000"}.items() <= {
        "title": roles[0]["title"],
        "display": roles[0]["average_salary"]["display"],
    }.items()
