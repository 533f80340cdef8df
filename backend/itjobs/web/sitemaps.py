"""sitemap.xml: every indexable page, from the same content modules the pages render.

Jobs come from the jobs app (which decides which jobs are visible): direct posts and the most
recent listings, with lastmod. Everything else is static content with a stable URL.
"""

from datetime import datetime
from typing import Any
from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.db import DatabaseError

from itjobs.content.articles import article_by_slug
from itjobs.content.categories import CATEGORIES
from itjobs.content.cities import city_page_paths
from itjobs.content.guides import GUIDE_SECTIONS, category_guides
from itjobs.jobs.companies import company_path
from itjobs.jobs.company_jobs import companies_for_sitemap
from itjobs.jobs.models import Job
from itjobs.jobs.selectors import jobs_for_sitemap
from itjobs.jobs.seo import job_path

RECENT_JOBS_LIMIT = 5000
COMPANIES_LIMIT = 5000  # the companies with the most open jobs; a sitemap file holds at most 50,000 URLs

STATIC_PATHS = (
    "/",
    "/jobs",
    "/software-engineer-jobs",
    "/web-developer-jobs",
    "/developer-jobs",
    "/programmer-jobs",
    "/careers",
    "/career-guides",
    "/job-guide",
    "/employers",
    "/employers/inquiry",
    "/about",
    "/legal",
    "/terms",
    "/privacy",
)


class SiteSitemap(Sitemap):  # type: ignore[type-arg]
    """URLs on SITE_URL's host and scheme, whatever host the request came in on."""

    def get_domain(self, site: Any = None) -> str:
        return urlsplit(settings.SITE_URL).netloc

    def get_protocol(self, protocol: str | None = None) -> str:
        return urlsplit(settings.SITE_URL).scheme or "https"


class PathSitemap(SiteSitemap):
    paths: tuple[str, ...] = ()

    def items(self) -> list[str]:
        return list(self.paths)

    def location(self, item: str) -> str:
        return item


class StaticSitemap(PathSitemap):
    paths = STATIC_PATHS
    changefreq = "daily"
    priority = 0.8


class CategorySitemap(PathSitemap):
    paths = tuple(f"/careers/{category.slug}" for category in CATEGORIES)
    changefreq = "daily"
    priority = 0.7


class GuideSitemap(PathSitemap):
    changefreq = "monthly"
    priority = 0.6

    def items(self) -> list[str]:
        sections = [f"/job-guide/{section.slug}" for section in GUIDE_SECTIONS]
        guides = [f"/career-guides/{g.slug}" for g in category_guides() if article_by_slug(g.slug) is not None]
        return sections + guides


class CitySitemap(PathSitemap):
    changefreq = "daily"
    priority = 0.6

    def items(self) -> list[str]:
        return city_page_paths()


class JobSitemap(SiteSitemap):
    """Direct job posts and the most recent listings, each at its canonical page."""

    changefreq = "daily"
    priority = 0.5
    limit = 5000

    def items(self) -> list[Job]:
        try:
            return jobs_for_sitemap(limit=RECENT_JOBS_LIMIT)
        except DatabaseError:  # the jobs tables are not migrated yet
            return []

    def location(self, item: Job) -> str:
        return job_path(job_id=item.id, title=item.title, company_name=item.company_name)

    def lastmod(self, item: Job) -> datetime:
        return item.last_seen


class CompanySitemap(PathSitemap):
    """Company pages (/companies/{slug}) of the companies with the most open jobs: a page with none is a 404."""

    changefreq = "daily"
    priority = 0.5

    def items(self) -> list[str]:
        try:
            return [company_path(slug) for slug in companies_for_sitemap(limit=COMPANIES_LIMIT)]
        except DatabaseError:  # the jobs tables are not migrated yet
            return []


SITEMAPS: dict[str, type[SiteSitemap]] = {
    "static": StaticSitemap,
    "careers": CategorySitemap,
    "guides": GuideSitemap,
    "cities": CitySitemap,
    "jobs": JobSitemap,
    "companies": CompanySitemap,
}
