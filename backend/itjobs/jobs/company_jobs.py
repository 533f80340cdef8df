"""Reads for company pages: a company's open jobs across sources, and the companies worth listing.

A company is every listed job (an IT role search shows, not a duplicate) whose company name has the
same slug (companies.company_slug); ingest stores the slug on each job, so both reads walk one
partial index (job_company_idx) and never the whole table.
"""

import math
from collections import Counter
from dataclasses import dataclass, field

from django.db.models import Count, QuerySet

from .models import Job
from .selectors import CARD_DEFERRED


@dataclass(frozen=True)
class CompanyJobs:
    slug: str
    name: str  # the name its jobs give most often ('Acme Inc.' over 'ACME, Inc')
    jobs: list[Job] = field(default_factory=list)  # newest first
    total: int = 0
    page: int = 1
    pages: int = 0
    page_size: int = 50
    direct_job_ids: tuple[str, ...] = ()  # its employer's own posts among the open jobs ('direct-7')


def _listed(slug: str) -> QuerySet[Job]:
    return Job.objects.filter(company_slug=slug, is_listed=True)


def company_jobs(*, slug: str, page: int = 1, page_size: int = 50) -> CompanyJobs | None:
    """The company's open jobs, newest first, a page at a time; None when it has none (or no such company)."""
    if not slug:
        return None
    listed = _listed(slug)
    total = listed.count()
    if not total:
        return None
    names = Counter(name or "" for name in listed.values_list("company_name", flat=True)[:500])
    start = (page - 1) * page_size
    jobs = list(listed.defer(*CARD_DEFERRED).order_by("-search_rowid")[start : start + page_size])
    direct = tuple(listed.filter(source="direct").values_list("id", flat=True)[:100])
    return CompanyJobs(
        slug=slug,
        name=min(names.items(), key=lambda item: (-item[1], item[0]))[0],
        jobs=jobs,
        total=total,
        page=page,
        pages=math.ceil(total / page_size),
        page_size=page_size,
        direct_job_ids=direct,
    )


def companies_for_sitemap(*, limit: int) -> list[str]:
    """The slugs of the `limit` companies with the most open jobs (most first, then by slug)."""
    rows = (
        Job.objects.filter(is_listed=True)
        .exclude(company_slug="")
        .values("company_slug")
        .annotate(jobs=Count("id"))
        .order_by("-jobs", "company_slug")[:limit]
    )
    return [row["company_slug"] for row in rows]
