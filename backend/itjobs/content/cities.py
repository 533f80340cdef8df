"""Cities: the names in city-page URLs, the city pages we list, the guides.

The export hands the screens what they need at runtime (cities.json): the aliases the name rule
applies, the page kinds, the other cities an empty page suggests and the guide pages.
"""

import re
from dataclasses import dataclass

from django.conf import settings
from django.utils.text import slugify

from .places import NICKNAMES

# City names people shorten ('nyc' reads 'New York'; 'sf', 'la', 'manhattan'...): the
# gazetteer's nicknames (places.py), keyed as a slug reads ('Nyc'). Nicknames that name a city and
# its state ('dc') stay as written: 'Washington Dc' already reads as Washington, DC.
CITY_ALIASES = {
    " ".join(word.capitalize() for word in nickname.split()): city
    for nickname, city in NICKNAMES["us"].items()
    if "," not in city
}

# The home page's near-me shortcuts, in the order the home page shows them.
NEAR_ME_CITIES = ("New York", "San Francisco", "Seattle", "Austin", "Chicago", "Los Angeles", "Boston", "Denver")

# A city page's keyword until the visitor types another.
CITY_PAGE_KEYWORD = "IT"

# The empty state of a city page lists these others.
OTHER_CITY_SLUGS = ("san-francisco", "seattle", "los-angeles", "austin")

# The kinds of city page besides the product's own (/{product}-in-{city}), with their labels.
CITY_PAGE_KINDS = {"developer-jobs": "Developer Jobs", "programmer-jobs": "Programmer Jobs"}
# What each kind searches for until the visitor types another keyword: the path's word is the
# search's (/developer-jobs-in-austin lists developer jobs; the product's own page, CITY_PAGE_KEYWORD).
CITY_PAGE_KIND_KEYWORDS = {"developer-jobs": "Developer", "programmer-jobs": "Programmer"}


@dataclass(frozen=True)
class CityPage:
    kind: str  # 'it-jobs', 'developer-jobs' or 'programmer-jobs'
    label: str  # 'IT Jobs', 'Developer Jobs'
    keyword: str  # the search's default keyword: 'IT', 'Developer'
    city: str  # 'New York'


def parse_city_page(slug: str) -> CityPage | None:
    """'developer-jobs-in-nyc' -> CityPage('developer-jobs', 'Developer Jobs', 'Developer', 'New York').

    The one reading of city page addresses on the server (the frontend's lib/cities.ts reads them
    the same way from the export's cities.json); None for a slug that is not a city page.
    """
    kinds = {product_slug(): (settings.PRODUCT_NAME, CITY_PAGE_KEYWORD)}
    kinds.update({kind: (label, CITY_PAGE_KIND_KEYWORDS[kind]) for kind, label in CITY_PAGE_KINDS.items()})
    for kind, (label, keyword) in kinds.items():
        prefix = f"{kind}-in-"
        if slug.startswith(prefix) and len(slug) > len(prefix):
            return CityPage(kind=kind, label=label, keyword=keyword, city=city_name_from_slug(slug[len(prefix) :]))
    return None


def city_name_from_slug(slug: str) -> str:
    """'new-york' -> 'New York', 'nyc' -> 'New York': dashes become spaces, words capitalised."""
    words = [word for word in re.split(r"[-\s]+", slug.strip()) if word]
    name = " ".join(word[:1].upper() + word[1:].lower() for word in words)
    return CITY_ALIASES.get(name, name)


# City pages the sitemap lists (/it-jobs-in-{slug}): the guide cities plus large US tech hubs.
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

# The city guide pages under /guide/ and their cities. New York and San
# Francisco have a written guide (city_guides.py); the others are city job pages.
CITY_GUIDE_PAGES = {
    "nyc": "New York",  # an alias: its canonical address is /guide/new-york
    "new-york": "New York",
    "san-francisco": "San Francisco",
    "seattle": "Seattle",
    "los-angeles": "Los Angeles",
    "austin": "Austin",
}
CITY_GUIDE_ALIASES = {"nyc": "new-york"}
CITY_GUIDE_SLUGS = tuple(slug for slug in CITY_GUIDE_PAGES if slug not in CITY_GUIDE_ALIASES)


def product_slug() -> str:
    """'IT Jobs' -> 'it-jobs': the operator's product name as the prefix of its city pages."""
    return slugify(settings.PRODUCT_NAME)


def city_page_paths() -> list[str]:
    """Every city page we list and prerender: three kinds per popular city, then the guides."""
    pages = [f"/{kind}-in-{city}" for kind in (product_slug(), *CITY_PAGE_KINDS) for city in POPULAR_CITY_SLUGS]
    return pages + [f"/guide/{city}" for city in CITY_GUIDE_SLUGS]
