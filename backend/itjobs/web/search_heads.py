"""A search page's head says what it searches for (issue 19): 'Python Developer Jobs in Austin'.

The route table (pages.py) gives each path its head; a search page whose address also holds a
search (keyword, location or country in the query) gets that search's title instead. The pages
read their query as the frontend does (routes/jobs.tsx, developer-jobs.tsx, city-jobs.tsx): a
keyword or location the address leaves out is the page's own default.
"""

import re
from collections.abc import Mapping
from dataclasses import replace

from django.conf import settings

from itjobs.content.cities import city_name_from_slug, parse_city_page
from itjobs.content.page_texts import SEARCH_RESULTS, SEARCH_RESULTS_ANYWHERE, SEARCH_SCREENS
from itjobs.core.head import Head
from itjobs.jobs.schemas import DEFAULT_KEYWORD, DEFAULT_LOCATION

_SEARCH_PARAMS = ("keyword", "location", "country")
_JOBS_IN_LOCATION = re.compile(r"^/jobs/location/(?P<location>[^/]+)$")
_TRAILING_JOBS = re.compile(r"\s+jobs?$", re.IGNORECASE)


def _searched(path: str, query: Mapping[str, str]) -> tuple[str, str] | None:
    """(keyword, location) the page at `path` searches with this query; None for other pages."""
    if screen := SEARCH_SCREENS.get(path):
        if path in ("/developer-jobs", "/programmer-jobs"):  # location-only pages: the keyword is fixed
            return screen.keyword, query.get("location", "")
        keyword, location = query.get("keyword", screen.keyword), query.get("location", "")
        # Neither keyword nor location: the search API answers the spec's fallback search.
        return (keyword, location) if keyword.strip() or location.strip() else (DEFAULT_KEYWORD, DEFAULT_LOCATION)
    if match := _JOBS_IN_LOCATION.match(path):
        return query.get("keyword", ""), city_name_from_slug(match["location"])
    if page := parse_city_page(path[1:]):
        return query.get("keyword", page.keyword), page.city
    return None


def _words(text: str) -> str:
    """'python developer jobs' -> 'Python Developer': the visitor's words, capitalised, without 'jobs'."""
    text = _TRAILING_JOBS.sub("", " ".join(text.split()))
    return " ".join(word[:1].upper() + word[1:] for word in text.split(" ") if word)


def with_search_title(head: Head, path: str, query: Mapping[str, str]) -> Head:
    """`head` with the title and description of the search the address holds, if it holds one."""
    if head.status != 200 or not any(name in query for name in _SEARCH_PARAMS):
        return head
    searched = _searched(path, query)
    if searched is None:
        return head
    what = _words(searched[0]) or "IT"
    where = " ".join(searched[1].split())
    page = SEARCH_RESULTS if where else SEARCH_RESULTS_ANYWHERE
    fill = {"what": what, "where": where, "product": settings.PRODUCT_NAME}
    return replace(head, title=page.title.format(**fill), description=page.description.format(**fill))
