"""The eight career categories and the 'IT Careers' fallback."""

import pytest

from itjobs.content.categories import (
    CATEGORIES,
    FALLBACK_CATEGORY,
    category_by_slug,
    latest_jobs_keyword,
    related_categories,
)

CATEGORY_SLUGS = [
    "software-development",
    "data-science",
    "cybersecurity",
    "network-administration",
    "devops",
    "cloud-computing",
    "ui-ux-design",
    "project-management",
]


def test_it_has_exactly_the_eight_categories_in_order():
    assert [c.slug for c in CATEGORIES] == CATEGORY_SLUGS


@pytest.mark.parametrize("category", [*CATEGORIES, FALLBACK_CATEGORY], ids=lambda c: c.slug)
def test_it_gives_every_category_the_full_page_content(category):
    assert category.name
    assert len(category.description) > 60
    assert len(category.related_keywords) >= 2
    assert len(category.skills) >= 6
    assert len(category.guides) == 3
    assert len(category.highlights) == 4
    assert [level.level for level in category.career_path] == ["Entry Level", "Mid-Level", "Senior Level"]


@pytest.mark.parametrize("slug", ["", None, "no-such-category", "DEVOPS"])
def test_it_falls_back_to_it_careers_for_unknown_slugs(slug):
    assert category_by_slug(slug) is FALLBACK_CATEGORY
    assert FALLBACK_CATEGORY.name == "IT Careers"


def test_it_searches_latest_jobs_with_the_first_two_keywords():
    devops = category_by_slug("devops")
    assert latest_jobs_keyword(devops) == "devops engineer OR site reliability engineer"


def test_it_lists_up_to_five_other_categories_as_related():
    for category in (*CATEGORIES, FALLBACK_CATEGORY):
        related = related_categories(category)
        assert len(related) == 5
        assert category not in related
        assert len({c.slug for c in related}) == 5
