"""The search endpoint's answer: JobSearchOut, written by its schemas, with the page cached as JSON.

JobSearchOut is a page of results (SearchPageOut) followed by the request's own state
(SearchStateOut: the query echo, the sources' health, whether a refresh runs). The page is
validated and serialized through SearchPageOut once, when it is computed, and the search-answer
cache keeps those bytes: a cache hit validates no cards again (for 50 cards that cost more than the
search). The state is serialized through SearchStateOut on every request. The body is the two
objects' members in JobSearchOut's order, so it is exactly what JobSearchOut would give.
"""

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.http import HttpResponse
from pydantic import TypeAdapter

from itjobs.core.cache_control import etag_for

from . import search_cache
from .schemas import SearchPageOut, SearchStateOut

_PAGE_JSON = TypeAdapter(SearchPageOut)
_STATE_JSON = TypeAdapter(SearchStateOut)
_CACHE_SHAPE = "page-json/2"  # in the cache key: a value cached in another shape is never read as this one


@dataclass(frozen=True)
class SerializedPage:
    """A SearchPageOut as JSON bytes; only page_json makes one, so it always fits the schema."""

    json: bytes
    # The bytes' fingerprint, taken once with them: the answer's ETag names it instead of hashing
    # the whole body again on every request (about a tenth of a cached search's time).
    digest: str


def page_json(page: dict[str, Any]) -> SerializedPage:
    """The page validated through SearchPageOut and serialized by it (a validation error is a bug: 500)."""
    body = _PAGE_JSON.dump_json(SearchPageOut.model_validate(page))
    return SerializedPage(body, hashlib.blake2b(body, digest_size=16).hexdigest())


def cached_page(parts: dict[str, Any], compute: Callable[[], SerializedPage]) -> SerializedPage:
    return search_cache.cached({**parts, "shape": _CACHE_SHAPE}, compute, immutable=True)


def search_response(page: SerializedPage, state: SearchStateOut) -> HttpResponse:
    """JobSearchOut's body: the page's members, then the state's."""
    state_json = _STATE_JSON.dump_json(state)
    response = HttpResponse(page.json[:-1] + b"," + state_json[1:], content_type="application/json; charset=utf-8")
    response["ETag"] = etag_for(page.digest, state_json)
    if state.refreshing:  # the page polls for the refresh's jobs: a shared cache must ask each time
        response["Cache-Control"] = "no-cache"
    return response
