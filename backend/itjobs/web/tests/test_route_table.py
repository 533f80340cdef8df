"""The client's routes (frontend/app/routes.ts) and the server's page table name the same pages.

React Router renders the screens from routes.ts; the server answers each path from its own table
(pages.py: the static pages and the patterns features register, and views.MOVED_PATHS). A page
only one side knows is a 404 the app renders over, or a screen the server never sends: any path
on one side and not the other fails here.
"""

import re

from django.conf import settings

from itjobs.web.pages import ROUTES, STATIC_PAGES
from itjobs.web.views import MOVED_PATHS

ROUTES_FILE = settings.REPO_DIR / "frontend/app/routes.ts"

# One address of each client route, as a visitor would type it.
ROUTE_SAMPLES = {
    "": "/",
    "jobs": "/jobs",
    "jobs/location/:location": "/jobs/location/san-francisco",
    "jobs/location": "/jobs/location",
    "software-engineer-jobs": "/software-engineer-jobs",
    "web-developer-jobs": "/web-developer-jobs",
    "jobs/:slug": "/jobs/senior-python-developer-at-acme-adzuna-1",
    "companies/:slug": "/companies/acme",
    "developer-jobs": "/developer-jobs",
    "programmer-jobs": "/programmer-jobs",
    "guide/:city": "/guide/new-york",
    "careers": "/careers",
    "careers/:slug": "/careers/devops",
    "job-categories/:slug": "/job-categories/devops",
    "career-guides": "/career-guides",
    "job-guide": "/job-guide",
    "career-guides/:slug": "/career-guides/cloud-architect-career-path",
    "job-guide/:section": "/job-guide/getting-started",
    "employers": "/employers",
    "employers/inquiry": "/employers/inquiry",
    "employers/dashboard": "/employers/dashboard",
    "post-job": "/post-job",
    "legal": "/legal",
    "terms": "/terms",
    "privacy": "/privacy",
    "about": "/about",
    "auth": "/auth",
    "login": "/login",
    "onboarding": "/onboarding",
    "account": "/account",
    "saved-jobs": "/saved-jobs",
    "reset-password": "/reset-password",
    "verify-email": "/verify-email",
    "alerts/confirm": "/alerts/confirm",
    "alerts/unsubscribe": "/alerts/unsubscribe",
    ":pageSlug": "/it-jobs-in-seattle",
}

# The client's catch-all: whatever no route above matches renders the not-found screen.
NOT_FOUND_ROUTE = "*"


def client_route_paths() -> list[str]:
    """The paths routes.ts gives React Router: `index(...)` is '', `route("path", ...)` its path."""
    source = ROUTES_FILE.read_text()
    paths = [""] * len(re.findall(r"\bindex\(\s*\"", source))
    paths += re.findall(r"\broute\(\s*\"([^\"]*)\"", source)
    return paths


def server_knows(path: str) -> bool:
    return path in STATIC_PAGES or path in MOVED_PATHS or any(route.pattern.match(path) for route in ROUTES)


def test_routes_ts_is_read_whole():
    paths = client_route_paths()
    assert paths.count("") == 1
    assert NOT_FOUND_ROUTE in paths
    assert len(paths) == len(set(paths)) == len(ROUTE_SAMPLES) + 1


def test_every_client_route_has_a_sample_address():
    assert set(client_route_paths()) - {NOT_FOUND_ROUTE} == set(ROUTE_SAMPLES)


def test_the_server_answers_every_client_route():
    unknown = [sample for sample in ROUTE_SAMPLES.values() if not server_knows(sample)]
    assert unknown == []


def test_every_fixed_server_page_is_a_client_route():
    samples = set(ROUTE_SAMPLES.values())
    assert set(STATIC_PAGES) - samples == set()
    assert set(MOVED_PATHS) - samples == set()


def test_every_server_pattern_matches_a_client_route():
    samples = ROUTE_SAMPLES.values()
    unmatched = [route.pattern.pattern for route in ROUTES if not any(route.pattern.match(s) for s in samples)]
    assert unmatched == []
