"""Identical anonymous requests within a second get the same answer, replayed without the stack.

A burst of the same request (a shared job link, a search many people type, a crawler) needs one
answer computed, not one per request: a reverse proxy's microcache does this in front of the
nodes, and this middleware does it in each process for a site that has none. It is the outermost
middleware, so a replay skips every other middleware, the URL resolver and the view, and answers
with the very headers they wrote (security headers and CSP included).

Nothing here decides what may be shared. An answer is held only when it says so itself
(`cache_control.shareable`: `Cache-Control: public` with an ETag) and sets no cookie, and only for
a GET that carries no cookie and no credentials. The key names what such an answer depends on:
scheme, host, path and query, whether gzip was asked for, and the content version a registered
function reads (the index generation: the jobs app registers it), so a job that closes retires
its replays at once, as it retires the cached pages and answers they came from. What is left to
drift for at most MICROCACHE_SECONDS is what an answer says about the moment (a search's sources
state); an answer that must be told of each replay (a search counts its demand) names a hook.
"""

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import re_accepts_gzip

from .cache_control import matches, not_modified, shareable
from .process_cache import ProcessCache

SIZE = 128  # answers per process at once (process_cache.ProcessCache.put)
MAX_BODY = 256 * 1024  # bigger answers are not held (none of the site's are)
_ON_REPLAY = "_itjobs_on_replay"

R = TypeVar("R", bound=HttpResponseBase)
logger = logging.getLogger(__name__)
_version: Callable[[], str] | None = None


def register_version(read: Callable[[], str]) -> None:
    """What every held answer depends on besides its request (without it nothing is held)."""
    global _version
    _version = read


def on_replay(response: R, hook: Callable[[], Any]) -> R:
    """Run `hook` each time this answer is replayed (its view does not run then)."""
    setattr(response, _ON_REPLAY, hook)
    return response


@dataclass(frozen=True)
class _Held:
    status: int
    headers: tuple[tuple[str, str], ...]
    body: bytes
    hook: Callable[[], Any] | None

    def replay(self, request: HttpRequest) -> HttpResponse:
        response = HttpResponse(self.body, status=self.status)
        for name, value in self.headers:
            response.headers[name] = value
        if self.hook is not None:
            self.hook()
        if matches(request, response["ETag"]):
            return not_modified(response)
        return response


def _anonymous_get(request: HttpRequest) -> bool:
    meta = request.META
    return request.method == "GET" and not meta.get("HTTP_COOKIE") and not meta.get("HTTP_AUTHORIZATION")


# The request headers a held answer may vary by: the key names the encoding, and no request with a
# cookie is replayed. An answer that varies by any other header is not held (the key cannot tell).
_VARY_KNOWN = frozenset({"accept-encoding", "cookie"})


def _holdable(response: HttpResponseBase) -> bool:
    return (
        response.status_code == 200
        and {part.strip().lower() for part in response.get("Vary", "").split(",") if part.strip()} <= _VARY_KNOWN
        and not response.streaming
        and not response.cookies
        and shareable(response)
        and len(response.content) <= MAX_BODY  # type: ignore[attr-defined]
    )


class MicrocacheMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response
        self.seconds = float(settings.MICROCACHE_SECONDS)
        self.held = ProcessCache(size=SIZE, hold=self.seconds, clock=lambda: clock())

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        if self.seconds <= 0 or _version is None or not _anonymous_get(request):
            return self.get_response(request)
        try:
            key = self._key(request)
        except DisallowedHost:
            return self.get_response(request)  # the stack answers it as it answers any bad host
        except Exception:  # the version's store (the database, Redis) is down: nothing is replayed
            logger.warning("Microcache: the content version could not be read", exc_info=True)
            return self.get_response(request)
        held: _Held | None = self.held.get(key)
        if held is not None:
            return held.replay(request)
        response = self.get_response(request)
        if _holdable(response):
            headers = tuple(response.items())
            self.held.put(key, _Held(200, headers, response.content, getattr(response, _ON_REPLAY, None)))  # type: ignore[attr-defined]
        return response

    def _key(self, request: HttpRequest) -> str:
        assert _version is not None
        gzip = bool(re_accepts_gzip.search(request.META.get("HTTP_ACCEPT_ENCODING", "")))
        return "\0".join(
            (request.scheme or "", request.get_host(), request.get_full_path(), "gzip" if gzip else "", _version())
        )


def clock() -> float:
    """Seconds on a monotonic clock (tests put their own in its place)."""
    return time.monotonic()
