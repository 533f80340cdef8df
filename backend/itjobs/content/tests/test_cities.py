"""City names from city-page addresses, and the city pages we list."""

import pytest

from itjobs.content.cities import (
    CITY_GUIDE_PAGES,
    CITY_GUIDE_SLUGS,
    NEAR_ME_CITIES,
    OTHER_CITY_SLUGS,
    city_name_from_slug,
    city_page_paths,
    product_slug,
)
from itjobs.content.city_guides import CITY_GUIDES


@pytest.mark.parametrize(
    ("slug", "name"),
    [("new-york", "New York"), ("nyc", "New York"), ("NYC", "New York"), ("LOS-ANGELES", "Los Angeles"),
     ("washington-dc", "Washington Dc"), (" san  francisco ", "San Francisco"), ("sf", "San Francisco"),
     ("la", "Los Angeles"), ("manhattan", "New York"), ("new-york-city", "New York"), ("bay-area", "Bay Area")],
)  # fmt: skip
def test_it_turns_dashes_into_spaces_capitalises_words_and_reads_nyc_as_new_york(slug, name):
    assert city_name_from_slug(slug) == name


def test_the_guide_pages_name_their_city_by_the_same_rule():
    # The frontend checks its copy of the rule against these names (lib/__tests__/cities.test.ts).
    assert all(city_name_from_slug(slug) == city for slug, city in CITY_GUIDE_PAGES.items())
    assert {city_name_from_slug(slug) for slug in OTHER_CITY_SLUGS} <= set(NEAR_ME_CITIES)


def test_only_new_york_and_san_francisco_have_a_written_guide():
    assert set(CITY_GUIDES) == {"New York", "San Francisco"}
    assert set(CITY_GUIDES) <= set(CITY_GUIDE_PAGES.values())


def test_it_lists_three_kinds_per_popular_city_then_the_guides(settings):
    settings.PRODUCT_NAME = "Tech Jobs"
    paths = city_page_paths()
    assert paths[:2] == ["/tech-jobs-in-nyc", "/tech-jobs-in-san-francisco"]
    assert "/developer-jobs-in-austin" in paths
    assert "/programmer-jobs-in-san-jose" in paths
    assert paths[-len(CITY_GUIDE_SLUGS) :] == [f"/guide/{slug}" for slug in CITY_GUIDE_SLUGS]
    assert "/guide/nyc" not in paths  # an alias of /guide/new-york


@pytest.mark.parametrize(
    ("product", "slug"), [("IT Jobs", "it-jobs"), ("  Tech & Dev Jobs ", "tech-dev-jobs"), ("Café Jobs", "cafe-jobs")]
)
def test_the_product_slug_prefixes_the_city_pages(settings, product, slug):
    # The browser takes it from the server (site-config, deployment.json) instead of slugging itself.
    settings.PRODUCT_NAME = product
    assert product_slug() == slug
