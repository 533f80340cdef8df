"""A search page's head says what it searches for: 'Python Developer Jobs in Austin'.

The route table (pages.py) gives each path its head; a search page whose address also holds a
search (keyword, location or country in the query) gets that search's title instead. The pages
read their query as the frontend does (routes/jobs.tsx, developer-jobs.tsx, city-jobs.tsx): a
keyword or location the address leaves out is the page's own default.
"""

import re
from collections.abc import Mapping
from dataclasses import replace
from urllib.parse import urlencode

from django.conf import settings

from itjobs.content.cities import city_name_from_slug, parse_city_page
from itjobs.content.page_texts import SEARCH_RESULTS, SEARCH_RESULTS_ANYWHERE, SEARCH_SCREENS
from itjobs.core.head import Head
from itjobs.jobs.countries import DEFAULT_COUNTRY
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION

_SEARCH_PARAMS = ("keyword", "location", "country")
FEED_PATH = "/feeds/jobs.atom"
# The search's filters a feed keeps; the page, its size and the order are the results page's own.
FEED_FILTERS = ("remote", "posted_within_days", "min_salary", "employment_type", "source", "category", "exact")
_JOBS_IN_LOCATION = re.compile(r"^/jobs/location/(?P<location>[^/]+)$")
_TRAILING_JOBS = re.compile(r"\s+jobs?$", re.IGNORECASE)


def _searched(path: str, query: Mapping[str, str]) -> tuple[str, str] | None:
    """(keyword, location) the page at `path` searches with this query; None for other pages."""
    if screen := SEARCH_SCREENS.get(path):
        if path in ("/developer-jobs", "/programmer-jobs"):  # location-only pages: the keyword is fixed
            return screen.keyword, query.get("location", "")
        keyword, location = query.get("keyword", screen.keyword), query.get("location", "")
        # Neither keyword nor location: the search API answers its fallback search (Software Developer, US).
        return (keyword, location) if keyword.strip() or location.strip() else (DEFAULT_KEYWORD, DEFAULT_LOCATION)
    if match := _JOBS_IN_LOCATION.match(path):
        return query.get("keyword", ""), city_name_from_slug(match["location"])
    if page := parse_city_page(path[1:]):  # 'IT Jobs in Seattle' searches every job there (city-jobs.tsx)
        return query.get("keyword", "" if page.keyword.lower() == "it" else page.keyword), page.city
    return None


def _words(text: str) -> str:
    """'python developer jobs' -> 'Python Developer': the visitor's words, capitalised, without 'jobs'."""
    text = _TRAILING_JOBS.sub("", " ".join(text.split()))
    return " ".join(word[:1].upper() + word[1:] for word in text.split(" ") if word)


def search_text(keyword: str, location: str) -> tuple[str, str]:
    """The title and description of a search: ('Python Developer Jobs in Austin', 'Python developer ...')."""
    what = _words(keyword) or "IT"
    where = " ".join(location.split())
    page = SEARCH_RESULTS if where else SEARCH_RESULTS_ANYWHERE
    fill = {"what": what, "where": where, "product": settings.PRODUCT_NAME}
    return page.title.format(**fill), page.description.format(**fill)


def with_search_title(head: Head, path: str, query: Mapping[str, str]) -> Head:
    """`head` with the title and description of the search the address holds, if it holds one, and
    the Atom feed of the search every search page shows (<link rel="alternate">)."""
    searched = _searched(path, query) if head.status == 200 else None
    if searched is None:
        return head
    head = replace(head, feed_path=search_feed_path(*searched, query))
    if not any(name in query for name in _SEARCH_PARAMS):
        return head
    title, description = search_text(*searched)
    return replace(head, title=title, description=description)


def search_feed_path(keyword: str, location: str, query: Mapping[str, str]) -> str:
    """The feed of the search a page shows: its words and the filters its address holds, in the
    order the results page writes its feed link (search-params.ts feedHref)."""
    country = (query.get("country") or DEFAULT_COUNTRY).strip().lower()
    params = {"keyword": keyword.strip(), "location": location.strip(), "country": country}
    params |= {name: query.get(name, "") for name in FEED_FILTERS}
    return f"{FEED_PATH}?{urlencode({name: value for name, value in params.items() if value})}"
