"""A company page's server-sent head: title, description, canonical path and Organization JSON-LD.

https://developers.google.com/search/docs/appearance/structured-data/organization
"""

from typing import Any

from django.conf import settings

from itjobs.core.head import Head, truncate_description
from itjobs.jobs.companies import company_path

from .selectors import CompanyPage, company_page


def organization_ld(page: CompanyPage) -> dict[str, Any]:
    """What we know of the company: its name and, from its own account, description, website and logo."""
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": settings.SITE_URL + company_path(page.jobs.slug),
        "name": page.name,
    }
    if page.profile is not None:
        if page.profile.description:
            data["description"] = truncate_description(page.profile.description, 500)
        if page.profile.website:
            data["url"] = page.profile.website
        if page.profile.logo_url:
            data["logo"] = page.profile.logo_url
    return data


def _jobs_count(total: int) -> str:
    return "1 open IT job" if total == 1 else f"{total:,} open IT jobs"


def company_page_head(*, slug: str) -> Head | None:
    """The head of '/companies/{slug}', or None when the company has no open job (the page is a 404)."""
    page = company_page(slug=slug)
    if page is None:
        return None
    count = _jobs_count(page.jobs.total)
    about = f" {page.profile.description}" if page.profile and page.profile.description else ""
    return Head(
        title=f"{page.name} Jobs",
        description=f"{count} at {page.name}, from every source in one place.{about}",
        path=company_path(page.jobs.slug),
        json_ld=(organization_ld(page),),
        # Its logo is on the employer's own site; company links load the page as a document, so this
        # page's policy is the one in force (frontend features/companies).
        image_urls=(page.profile.logo_url,) if page.profile and page.profile.logo_url else (),
    )
