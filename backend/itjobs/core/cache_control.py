"""Who may keep an answer, and for how long: the one place that writes Cache-Control and ETags.

Personal answers (session, account, company, posts) are never stored by a browser's or a proxy's
cache: `private, no-store` on every answer of the routers config/api.py marks with private_answers.

Public answers (search, jobs, content, pages for anonymous visitors) carry a validator and say what a
shared cache may do, so a CDN or reverse proxy in front of the nodes serves repeat views
(docs/OPERATIONS.md, 'Caching in front of the site'): browsers always revalidate (max-age=0) and
get a 304 when nothing changed; shared caches keep an answer PUBLIC_SHARED_SECONDS and may serve it
PUBLIC_STALE_SECONDS longer while they revalidate, so a job closed at the source or by its employer
lingers there for at most their sum (a few minutes).
"""

import hashlib
from collections.abc import Callable
from functools import wraps
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseNotModified
from django.utils.cache import patch_cache_control
from django.utils.http import parse_etags
from ninja import Router

SAFE_METHODS = frozenset({"GET", "HEAD"})


def signed_in(request: HttpRequest) -> bool:
    """The request carries a session (so it may be someone's): read from the cookie, without a query."""
    return settings.SESSION_COOKIE_NAME in request.COOKIES


def make_private(response: HttpResponse) -> HttpResponse:
    patch_cache_control(response, private=True, no_store=True)
    return response


def make_public(response: HttpResponse) -> HttpResponse:
    """Shared caches may keep it for a short while; browsers revalidate each time."""
    response["Cache-Control"] = (
        f"public, max-age=0, s-maxage={settings.PUBLIC_SHARED_SECONDS}, "
        f"stale-while-revalidate={settings.PUBLIC_STALE_SECONDS}"
    )
    return response


def shareable(response: HttpResponseBase) -> bool:
    """A shared cache may keep this answer as it is: public, named by an ETag, not to be revalidated
    on each use (a search still refreshing says no-cache)."""
    cache_control = {part.strip() for part in response.get("Cache-Control", "").lower().split(",")}
    return bool(response.get("ETag")) and "public" in cache_control and "no-cache" not in cache_control


def etag_for(*parts: str | bytes) -> str:
    """A weak validator (the gzip middleware may re-encode the body) naming exactly these parts."""
    digest = hashlib.blake2b(digest_size=16)
    for part in parts:
        digest.update(part if isinstance(part, bytes) else part.encode())
        digest.update(b"\0")
    return f'W/"{digest.hexdigest()}"'


def matches(request: HttpRequest, etag: str) -> bool:
    """The client already holds this version (If-None-Match, weak comparison as RFC 9110 asks)."""
    header = request.META.get("HTTP_IF_NONE_MATCH")
    if not header:
        return False
    if header.strip() == "*":
        return True
    bare = etag.removeprefix("W/")
    return any(tag.removeprefix("W/") == bare for tag in parse_etags(header))


def not_modified(response: HttpResponse) -> HttpResponse:
    """304 with the headers a cache needs to refresh what it holds (RFC 9110 15.4.5)."""
    answer = HttpResponseNotModified()
    for header in ("ETag", "Cache-Control", "Vary", "Content-Security-Policy"):
        if header in response:
            answer[header] = response[header]
    return answer


def _no_store(run: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(run)
    def answer(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        return make_private(run(request, *args, **kwargs))

    return answer


def _public(run: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(run)
    def answer(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        response = run(request, *args, **kwargs)
        if request.method not in SAFE_METHODS or response.status_code not in (200, 404, 410):
            return response
        if "Cache-Control" not in response:  # an operation may say otherwise (a search still refreshing)
            make_public(response)
        if "ETag" not in response and not response.streaming:
            response["ETag"] = etag_for(response.content)
        if response.status_code == 200 and matches(request, response["ETag"]):
            return not_modified(response)
        return response

    return answer


def public_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A plain Django view whose GET answers are the same for everyone (the search feeds), cached as
    public_answers caches the API's."""
    return _public(view)


def private_answers(router: Router) -> Router:
    """Every answer of the router's operations (errors too) carries `Cache-Control: private, no-store`."""
    router.add_decorator(_no_store, mode="view")
    return router


def public_answers(router: Router) -> Router:
    """The router's GET answers are the same for everyone: a validator, 304s, and shared caching."""
    router.add_decorator(_public, mode="view")
    return router
