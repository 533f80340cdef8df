"""Pages for anonymous visitors, rendered once per content change instead of once per request.

A page's HTML depends on the frontend build, the path and query, and the job index (its head,
its preloaded search or job). Its version names exactly those: the build, the address and the
index generation that every expiry, employer change and ingest that changes what is shown bumps
(jobs/search_cache.py). So a job that closes retires every page that showed it at once, on every
node.

- A client or proxy holding the current version gets 304 before anything is rendered.
- Otherwise the rendered page is kept in Django's cache (Redis when configured, shared by the
  nodes; else each process's memory) under its version, for PAGE_CACHE_SECONDS.
- A request that carries a session is never served from, nor stored in, this cache: the HTML has
  no personal data today, but what a signed-in visitor sees is theirs to own.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest

from itjobs.core import process_cache
from itjobs.core.cache_control import etag_for
from itjobs.jobs.search_cache import search_generation

from .shell import build_version

_KEY_SHAPE = "page/1"  # in every version: a page kept in another shape is never read as this one


@dataclass(frozen=True)
class RenderedPage:
    status: int
    html: bytes
    content_security_policy: str


def page_version(request: HttpRequest, url_path: str) -> str:
    """The ETag of the page this anonymous request gets (cheap: no rendering, one generation read)."""
    query = sorted((name, value) for name in request.GET for value in request.GET.getlist(name))
    return etag_for(_KEY_SHAPE, build_version(), request.method or "GET", url_path, repr(query), search_generation())


def cached_render(version: str, render: Callable[[], RenderedPage]) -> RenderedPage:
    """The page kept under `version`, else rendered now and kept."""
    ttl = settings.PAGE_CACHE_SECONDS
    if ttl <= 0:
        return render()
    key = f"web:page:{version}"
    kept = process_cache.get(key)
    if isinstance(kept, RenderedPage):
        return kept
    page = render()
    if page.status in (200, 404, 410):
        process_cache.set(key, page, timeout=ttl)
    return page
