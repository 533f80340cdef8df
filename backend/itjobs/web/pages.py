"""The site's route table on the server: which paths exist, their head and their status.

The frontend router renders the screens; this table decides what the HTML for a path carries
before any JavaScript runs (title, description, canonical URL, JSON-LD) and whether the answer
is 200 or 404. Features add dynamic routes with `register`. Its paths are the client's routes
(frontend/app/routes.ts): tests/test_route_table.py fails on a path only one side has.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings

from itjobs.content import seo as content_seo
from itjobs.content.cities import (
    CITY_GUIDE_ALIASES,
    CITY_GUIDE_PAGES,
    city_name_from_slug,
    parse_city_page,
)
from itjobs.content.guides import GUIDE_SECTIONS as _GUIDE_SECTIONS
from itjobs.content.page_texts import CITY_GUIDE, CITY_PAGE, JOB_DETAIL, JOBS_IN_LOCATION, NOT_FOUND, PAGES, PageText
from itjobs.core.head import Head

Resolver = Callable[[re.Match[str]], Head]


@dataclass(frozen=True)
class Route:
    pattern: re.Pattern[str]
    resolve: Resolver


def _head(page: PageText, path: str, *, status: int = 200, **fill: str) -> Head:
    """The head for a page's text, its placeholders filled ('{city}', '{kind}', '{product}')."""
    fill = {"product": settings.PRODUCT_NAME, **fill}
    return Head(
        title=page.title.format(**fill),
        description=page.description.format(**fill),
        path=path,
        status=status,
        robots=page.robots,
    )


def _static(page: PageText) -> Callable[[str], Head]:
    return lambda path: _head(page, path)


STATIC_PAGES: dict[str, Callable[[str], Head]] = {path: _static(page) for path, page in PAGES.items()}

GUIDE_SECTIONS = {section.slug: section.title for section in _GUIDE_SECTIONS}


def not_found(path: str) -> Head:
    return _head(NOT_FOUND, path, status=404)


def _jobs_in_location(m: re.Match[str]) -> Head:
    return _head(JOBS_IN_LOCATION, m.string, city=city_name_from_slug(m["location"]))


def _city_page(m: re.Match[str]) -> Head:
    page = parse_city_page(m.string[1:])
    if page is None:
        return not_found(m.string)
    return _head(CITY_PAGE, m.string, kind=page.label, city=page.city)


def _city_guide(m: re.Match[str]) -> Head:
    slug = m["city"]
    return _head(CITY_GUIDE, f"/guide/{CITY_GUIDE_ALIASES.get(slug, slug)}", city=CITY_GUIDE_PAGES[slug])


def _career_category(m: re.Match[str]) -> Head:
    return content_seo.category_head(slug=m["slug"])


def _guide_article(m: re.Match[str]) -> Head:
    return content_seo.article_head(slug=m["slug"], not_found=not_found(m.string))


def _job_guide_section(m: re.Match[str]) -> Head:
    return content_seo.article_head(slug=m["section"], not_found=not_found(m.string), sections_only=True)


def _job_detail(m: re.Match[str]) -> Head:
    return _head(JOB_DETAIL, m.string)


_SEGMENT = r"[^/]+"

ROUTES: list[Route] = []


def register(pattern: str, resolve: Resolver, *, first: bool = False) -> None:
    """Add a dynamic route; `first` lets a feature override a generic one."""
    route = Route(re.compile(pattern), resolve)
    if first:
        ROUTES.insert(0, route)
    else:
        ROUTES.append(route)


def _register_defaults() -> None:
    register(rf"^/jobs/location/(?P<location>{_SEGMENT})$", _jobs_in_location)
    register(rf"^/jobs/(?P<slug>{_SEGMENT})$", _job_detail)
    # Which '{kind}-in-{city}' addresses are city pages: content.cities.parse_city_page decides.
    register(rf"^/{_SEGMENT}-in-{_SEGMENT}$", _city_page)
    register(rf"^/guide/(?P<city>{'|'.join(map(re.escape, CITY_GUIDE_PAGES))})$", _city_guide)
    register(rf"^/(?:careers|job-categories)/(?P<slug>{_SEGMENT})$", _career_category)
    register(rf"^/career-guides/(?P<slug>{_SEGMENT})$", _guide_article)
    register(rf"^/job-guide/(?P<section>{_SEGMENT})$", _job_guide_section)


_register_defaults()


def resolve_page(path: str) -> Head:
    """The head and status for a path; unknown paths get the not-found head and 404."""
    if static := STATIC_PAGES.get(path):
        return content_seo.enrich_static_head(path, static(path))
    for route in ROUTES:
        if match := route.pattern.match(path):
            return route.resolve(match)
    return not_found(path)
