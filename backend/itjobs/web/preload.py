"""API answers a page asks for first, sent inside its HTML so the app renders without a round trip.

A page that is not prerendered (search, a job) asks the API for its data as soon as its
JavaScript starts: on a phone that is one more round trip after the download, and the content
the visitor came for paints last. Features register, per route, the GET calls the page makes
first. The page view runs them through the API's own views (same validation, serialization and
caches) and appends the answers to the HTML as `<script id="preloaded-api">`; the frontend's API
client answers a matching request from there, once (frontend/app/lib/preloaded-api.ts). A call
that drifts from what the page really asks is simply not used: the client fetches as before.
"""

import json
import logging
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote, urlencode

from django.http import HttpRequest, QueryDict
from django.urls import Resolver404, resolve

from .head import json_for_script

logger = logging.getLogger(__name__)

PRELOAD_ELEMENT_ID = "preloaded-api"


@dataclass(frozen=True)
class ApiCall:
    """One GET the page's JavaScript makes first, e.g. ApiCall('/api/jobs/search', {'page': '1'})."""

    path: str  # decoded, as Django resolves it
    params: Mapping[str, str] = field(default_factory=dict)

    @property
    def query(self) -> str:
        return urlencode(sorted(self.params.items()))

    @property
    def url(self) -> str:
        """The address as the browser's client writes it: path segments percent-encoded."""
        path = quote(self.path, safe="/")
        return f"{path}?{self.query}" if self.params else path


# A page's calls from its route match and its query string.
Preloader = Callable[[re.Match[str], QueryDict], Sequence[ApiCall]]

_PRELOADERS: list[tuple[re.Pattern[str], Preloader]] = []


def register_preload(pattern: str, preloader: Preloader) -> None:
    _PRELOADERS.append((re.compile(pattern), preloader))


def api_calls_for(path: str, query: QueryDict) -> list[ApiCall]:
    """The calls registered for the first route pattern that matches `path`."""
    for pattern, preloader in _PRELOADERS:
        if match := pattern.match(path):
            return list(preloader(match, query))
    return []


def _subrequest(request: HttpRequest, call: ApiCall) -> HttpRequest:
    """A GET for `call` as this visitor: same cookies, session and user as the page request."""
    sub = HttpRequest()
    sub.method = "GET"
    sub.path = sub.path_info = call.path
    sub.GET = QueryDict(call.query)
    sub.META = {**request.META, "REQUEST_METHOD": "GET", "PATH_INFO": call.path, "QUERY_STRING": call.query}
    sub.COOKIES = request.COOKIES
    for attribute in ("user", "session"):
        if hasattr(request, attribute):
            setattr(sub, attribute, getattr(request, attribute))
    return sub


def _answer(request: HttpRequest, call: ApiCall) -> dict[str, Any] | None:
    """The API's answer to `call`, or None when there is nothing worth sending (the client asks)."""
    try:
        match = resolve(call.path)
        response = match.func(_subrequest(request, call), *match.args, **match.kwargs)
    except Resolver404:
        logger.warning("Preloaded API call %s matches no API route", call.path)
        return None
    except Exception:  # a preload must never break the page: the client will ask the API itself
        logger.exception("Preloaded API call %s failed", call.url)
        return None
    if response.status_code >= 500 or not response.get("Content-Type", "").startswith("application/json"):
        return None
    return {"url": call.url, "status": response.status_code, "body": json.loads(response.content)}


def preloaded_script(request: HttpRequest, path: str, *, after_hydration: bool = False) -> str:
    """`<script id="preloaded-api" type="application/json">` with the page's answers, or ''.

    `after_hydration`: the HTML is a prerendered page showing its loading state, so the app must
    not render the answers while it hydrates (the first render would not match the HTML); it
    takes them from here for its first request instead (frontend/app/lib/preloaded-api.ts).
    """
    answers = [answer for call in api_calls_for(path, request.GET) if (answer := _answer(request, call))]
    if not answers:
        return ""
    flag = " data-after-hydration" if after_hydration else ""
    return f'<script id="{PRELOAD_ELEMENT_ID}" type="application/json"{flag}>{json_for_script(answers)}</script>'
