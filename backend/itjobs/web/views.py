import re

from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_safe

from itjobs.core.cache_control import make_private, make_public, matches, not_modified, signed_in
from itjobs.core.request_memo import request_scope

from .csp import HEADER as CSP_HEADER
from .csp import document_policy, inline_script_hashes, page_image_origin
from .head import render_head
from .page_cache import RenderedPage, cached_render, page_version
from .pages import resolve_page
from .preload import preloaded_script
from .search_heads import with_search_title
from .shell import append_to_body, inject_head, prerendered_html, query_allows_prerendered, shell_html

# Addresses that name no page of their own: '/jobs/location/' (a place left out) is the search page.
MOVED_PATHS = {"/jobs/location": "/jobs"}


@require_safe
def page(request: HttpRequest, path: str = "") -> HttpResponse:
    """Every frontend route: the built page with this path's head, its first data and the right status."""
    url_path = "/" + path
    if moved := MOVED_PATHS.get(url_path.rstrip("/")):  # a fixed path of this site
        query = request.META.get("QUERY_STRING")
        return HttpResponsePermanentRedirect(f"{moved}?{query}" if query else moved)
    if len(url_path) > 1 and url_path.endswith("/"):
        return HttpResponsePermanentRedirect(_without_trailing_slash(url_path, request.META.get("QUERY_STRING")))
    with request_scope():  # the version, the head and the preloaded answers read the index once
        if signed_in(request):  # someone's page: rendered for them, kept by nobody
            return make_private(_response(_render(request, url_path)))
        version = page_version(request, url_path)
        if matches(request, version):  # only a 200 carries the version, so this one is a 200 too
            return not_modified(_versioned(version))
        rendered = cached_render(version, lambda: _render(request, url_path))
    response = _response(rendered)
    if rendered.status == 200:
        response["ETag"] = version
    return make_public(response)


def _render(request: HttpRequest, url_path: str) -> RenderedPage:
    head = with_search_title(resolve_page(url_path), url_path, request.GET)
    # A 404 has no page of its own, unless its head names the prerendered page that shows it.
    has_page = head.status == 200 or head.document is not None
    document = head.document or url_path
    prerendered = has_page and query_allows_prerendered(request.GET.keys()) and prerendered_html(document) is not None
    built = shell_html(document, prerendered=prerendered)
    # The inline scripts of the built file, hashed before anything of this request goes in (decision 0010).
    script_hashes = inline_script_hashes(built)
    html = inject_head(built, render_head(head))
    # The data the page's app asks for first, so it renders without another round trip
    # (not for HEAD: nobody reads the body). A prerendered page shows its loading state in the
    # HTML; its app takes the data right after hydrating, so the first render still matches.
    if request.method == "GET":
        html = append_to_body(html, preloaded_script(request, url_path, after_hydration=prerendered))
    images = [origin for url in head.image_urls if (origin := page_image_origin(url))]
    return RenderedPage(head.status, html.encode(), document_policy(script_hashes, images))


def _versioned(version: str) -> HttpResponse:
    response = make_public(HttpResponse())
    response["ETag"] = version
    return response


def _response(page: RenderedPage) -> HttpResponse:
    response = HttpResponse(page.html, status=page.status)
    response[CSP_HEADER] = page.content_security_policy
    return response


# Slashes, backslashes and whitespace at the start of a path: a browser reads `//host`, `/\\host` and
# `/<tab>/host` as another site's address, so a redirect's path starts with exactly one slash.
_LEADING_JUNK = re.compile(r"^[/\\\s]+")


def _without_trailing_slash(url_path: str, query: str | None) -> str:
    """The same path without its trailing slash, always a path of this site (never `//evil.example`)."""
    target = "/" + _LEADING_JUNK.sub("", url_path.rstrip("/"))
    if not url_has_allowed_host_and_scheme(target, allowed_hosts=None):  # belt and braces
        target = "/"
    return f"{target}?{query}" if query else target


def api_not_found(request: HttpRequest, path: str = "") -> JsonResponse:
    return JsonResponse({"detail": "Not Found"}, status=404)
