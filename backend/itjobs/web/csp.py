"""Content-Security-Policy on every answer (docs/decisions/0010).

No inline script runs unless the frontend build wrote it: a page built from the build (web/views.page)
names the inline scripts of its built file by their SHA-256, computed once per file from the file
itself, before the server adds the page's head and data (those are JSON blocks, which browsers never
run). So a page's policy is the same for every visitor, and a shared cache or a CDN may keep the page
with its header (no per-request nonce). Every other answer gets the policy without hashes: the admin
and Django's error pages run only script files; answers that are not HTML get `default-src 'none'`.
"""

import base64
import hashlib
import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from html.parser import HTMLParser
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from itjobs.content.legal import partner_sites

HEADER = "Content-Security-Policy"
# What a browser runs as a classic or module script; JSON and JSON-LD blocks are data, never run.
_SCRIPT_TYPES = frozenset({"", "text/javascript", "application/javascript", "module"})
# Answers that are not documents (JSON, files) load nothing and may be framed by nobody.
NOT_A_DOCUMENT = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"


class _InlineScripts(HTMLParser):
    """Collects the text of every inline script a browser would run (no src, a script type)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)  # a script's text is raw: hash exactly what the file holds
        self.scripts: list[str] = []
        self._current: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag != "script":
            return
        named = {name: (value or "") for name, value in attrs}
        runs = named.get("type", "").strip().lower() in _SCRIPT_TYPES
        self._current = [] if runs and "src" not in named else None

    def handle_data(self, data: str) -> None:
        if self._current is not None:
            self._current.append(data)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._current is not None:
            self.scripts.append("".join(self._current))
            self._current = None


@lru_cache(maxsize=512)
def inline_script_hashes(html: str) -> tuple[str, ...]:
    """`'sha256-...'` sources for the inline scripts of a built page, in order, without repeats.

    Only for HTML the build wrote: hashing a page after untrusted text went into it would allow
    whatever script that text smuggled in. Cached per page text (the build's files are read once).
    """
    parser = _InlineScripts()
    parser.feed(html)
    parser.close()
    sources = (
        f"'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'" for script in parser.scripts
    )
    return tuple(dict.fromkeys(sources))


def _origin(url: str) -> str | None:
    """The http(s) origin of an absolute URL; None for this site's own paths and anything else."""
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.hostname:
        return f"{parts.scheme}://{parts.netloc}".lower()
    return None


def _origins(urls: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(origin for url in urls if (origin := _origin(url))))


_HOST = re.compile(r"[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?")


def page_image_origin(url: str) -> str | None:
    """The origin of an image one page shows from another site (an employer's logo on its company page),
    written strictly (host and port only), so a third party's address can never add to the policy."""
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "https") or not _HOST.fullmatch(host):
        return None
    return f"{parts.scheme}://{host}{f':{port}' if port else ''}"


def document_policy(script_hashes: Iterable[str] = (), page_images: Iterable[str] = ()) -> str:
    """The policy of an HTML page; `script_hashes` from inline_script_hashes of its built file,
    `page_images` the origins of other sites' images that page shows (page_image_origin)."""
    analytics = _origins([settings.ANALYTICS_SCRIPT_URL])  # loaded after consent; may send beacons home
    images = _origins(site.logo_url for site in partner_sites())  # About page partner logos
    images = list(dict.fromkeys([*images, *page_images]))
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *script_hashes, *analytics],
        # Styles: the stylesheet files plus inline styles (decision 0010: Radix's scroll lock writes a
        # <style> whose text depends on the visitor's scrollbar). Nothing a style can fetch leaves
        # the site: images, fonts and connections are limited below.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", *images, *analytics],
        "font-src": ["'self'"],
        "connect-src": ["'self'", *analytics],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


class ContentSecurityPolicyMiddleware:
    """Adds the policy to every answer that does not carry one yet (pages set theirs with hashes)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # A 304's headers replace the stored answer's (RFC 9111 4.3.4): without one, the page the
        # browser already holds keeps its own policy, with its scripts' hashes.
        if HEADER not in response and response.status_code != 304:
            is_html = response.get("Content-Type", "").startswith("text/html")
            response[HEADER] = document_policy() if is_html else NOT_A_DOCUMENT
        return response
