"""The built frontend's HTML: the prerendered page for a path, else the SPA fallback.

React Router's build writes prerendered pages to `<build>/<path>/index.html` and the shell for
every other route to `<build>/__spa-fallback.html`. The root layout renders a marker meta tag;
the server's head goes right after it (React skips the extra tags when it hydrates).
"""

import os
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

from django.conf import settings

HEAD_MARKER = '<meta name="itjobs-head" content=""/>'

# Served when the frontend has not been built (API-only tests, a backend-only checkout).
_UNBUILT = (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
    f"{HEAD_MARKER}</head><body><noscript>The frontend is not built: run make run.</noscript>"
    "</body></html>"
)


@lru_cache(maxsize=512)
def _read(path: Path, mtime_ns: int) -> str:
    return path.read_text(encoding="utf-8")


def _file_if_exists(path: Path) -> str | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return _read(path, stat.st_mtime_ns)


def prerendered_html(path: str) -> str | None:
    """The page prerendered for `path`, or None when the build has none."""
    relative = path.strip("/")
    # Only plain path segments; never let a path walk out of the build directory.
    if ".." in relative.split("/"):
        return None
    build = Path(settings.FRONTEND_BUILD_DIR)
    return _file_if_exists(build / relative / "index.html" if relative else build / "index.html")


def shell_html(path: str, *, prerendered: bool = True) -> str:
    """HTML for `path`: its prerendered page when one exists and is wanted, else the SPA shell."""
    if prerendered and (html := prerendered_html(path)) is not None:
        return html
    build = Path(settings.FRONTEND_BUILD_DIR)
    for name in ("__spa-fallback.html", "index.html"):
        if (html := _file_if_exists(build / name)) is not None:
            return html
    return _UNBUILT


@cache
def _version_files(build_dir: str) -> tuple[str, ...]:
    return tuple(os.path.join(build_dir, name) for name in ("__spa-fallback.html", "index.html"))


def build_version() -> str:
    """Names the frontend build being served: it changes whenever `make build` writes a new one.
    Read on every page request (its version), so a plain os.stat of paths joined once."""
    for file in _version_files(str(settings.FRONTEND_BUILD_DIR)):
        try:
            stat = os.stat(file)
        except OSError:
            continue
        return f"{stat.st_mtime_ns}-{stat.st_size}"
    return "unbuilt"


# Campaign and click ids that no page reads: a prerendered page stays valid with them.
_TRACKING_PARAMS = frozenset({"gclid", "fbclid", "msclkid", "ref"})


def query_allows_prerendered(params: Iterable[str]) -> bool:
    """Whether a page prerendered for the bare path can answer this query string.

    Search and city pages read keyword, location, page and filters from the query: their
    prerendered HTML shows the defaults, which would not match the page that hydrates. Those
    requests get the SPA shell; tracking parameters alone keep the prerendered page.
    """
    return all(name.startswith("utm_") or name in _TRACKING_PARAMS for name in params)


def inject_head(html: str, head_html: str) -> str:
    if HEAD_MARKER in html:
        return html.replace(HEAD_MARKER, HEAD_MARKER + head_html, 1)
    return html.replace("</head>", head_html + "</head>", 1)


def append_to_body(html: str, body_html: str) -> str:
    """`body_html` as the body's last element: data the page reads once its scripts run."""
    if not body_html:
        return html
    at = html.rfind("</body>")
    return html[:at] + body_html + html[at:] if at >= 0 else html + body_html
