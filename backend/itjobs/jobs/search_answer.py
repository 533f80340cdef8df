"""The search endpoint's answer: JobSearchOut, written by its schemas, with the page cached as JSON.

JobSearchOut is a page of results (SearchPageOut) followed by the request's own state
(SearchStateOut: the query echo, the sources' health, whether a refresh runs). The page is
validated and serialized through SearchPageOut once, when it is computed, and the search-answer
cache keeps those bytes: a cache hit validates no cards again (for 50 cards that cost more than the
search). The state is serialized through SearchStateOut on every request. The body is the two
objects' members in JobSearchOut's order, so it is exactly what JobSearchOut would give.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpResponse
from pydantic import TypeAdapter

from . import search_cache
from .schemas import SearchPageOut, SearchStateOut

_PAGE_JSON = TypeAdapter(SearchPageOut)
_STATE_JSON = TypeAdapter(SearchStateOut)
_CACHE_SHAPE = "page-json/1"  # in the cache key: a value cached in another shape is never read as this one


@dataclass(frozen=True)
class SerializedPage:
    """A SearchPageOut as JSON bytes; only page_json makes one, so it always fits the schema."""

    json: bytes


def page_json(page: dict[str, Any]) -> SerializedPage:
    """The page validated through SearchPageOut and serialized by it (a validation error is a bug: 500)."""
    return SerializedPage(_PAGE_JSON.dump_json(SearchPageOut.model_validate(page)))


def cached_page(parts: dict[str, Any], compute: Callable[[], SerializedPage]) -> SerializedPage:
    return search_cache.cached({**parts, "shape": _CACHE_SHAPE}, compute)


def search_response(page: SerializedPage, state: SearchStateOut) -> HttpResponse:
    """JobSearchOut's body: the page's members, then the state's."""
    state_json = _STATE_JSON.dump_json(state)
    response = HttpResponse(page.json[:-1] + b"," + state_json[1:], content_type="application/json; charset=utf-8")
    if state.refreshing:  # the page polls for the refresh's jobs: a shared cache must ask each time
        response["Cache-Control"] = "no-cache"
    return response
