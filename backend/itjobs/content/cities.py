"""City names as they appear in city-page URLs (spec §2, City page)."""

import re

from django.conf import settings
from django.utils.text import slugify

# 'Nyc' is the one abbreviation the spec expands; the others are plain slugs.
_ALIASES = {"Nyc": "New York"}

# The home page's near-me shortcuts, in the spec's order (spec §2, Home).
NEAR_ME_CITIES = ("New York", "San Francisco", "Seattle", "Austin", "Chicago", "Los Angeles", "Boston", "Denver")

# A city page's keyword until the visitor types another (spec §2, City page).
CITY_PAGE_KEYWORD = "IT"

# The empty state of a city page lists these others (spec §2).
OTHER_CITY_SLUGS = ("san-francisco", "seattle", "los-angeles", "austin")


def city_name_from_slug(slug: str) -> str:
    """'new-york' -> 'New York', 'nyc' -> 'New York': dashes become spaces, words capitalised."""
    words = [word for word in re.split(r"[-\s]+", slug.strip()) if word]
    name = " ".join(word[:1].upper() + word[1:].lower() for word in words)
    return _ALIASES.get(name, name)


# City pages the sitemap lists (/it-jobs-in-{slug}): the spec's guide cities plus large US tech hubs.
POPULAR_CITY_SLUGS = (
    "nyc",
    "san-francisco",
    "seattle",
    "los-angeles",
    "austin",
    "boston",
    "chicago",
    "denver",
    "washington-dc",
    "atlanta",
    "dallas",
    "san-jose",
)

# The city guide pages under /guide/ (spec §2 route table); /guide/nyc is an alias of new-york.
CITY_GUIDE_SLUGS = ("new-york", "san-francisco", "seattle", "los-angeles", "austin")


def product_slug() -> str:
    """'IT Jobs' -> 'it-jobs': the operator's product name as the prefix of its city pages."""
    return slugify(settings.PRODUCT_NAME)


def city_page_paths() -> list[str]:
    """Every city page we list and prerender: three kinds per popular city, then the guides."""
    pages = [
        f"/{kind}-in-{city}"
        for kind in (product_slug(), "developer-jobs", "programmer-jobs")
        for city in POPULAR_CITY_SLUGS
    ]
    return pages + [f"/guide/{city}" for city in CITY_GUIDE_SLUGS]
