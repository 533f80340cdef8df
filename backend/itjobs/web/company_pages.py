"""Company pages on the server: '/companies/{slug}' gets its company's head (or the site's 404) and
its API answer in the HTML, as job pages do (job_pages.py). WebConfig.ready() registers them."""

import re

from django.http import QueryDict

from itjobs.companies.head import company_page_head
from itjobs.core.head import Head

from .pages import not_found, register
from .preload import ApiCall, register_preload

COMPANY_PAGE_PATTERN = r"^/companies/(?P<slug>[^/]+)$"


def _company_head(match: re.Match[str]) -> Head:
    return company_page_head(slug=match["slug"]) or not_found(match.string)


def company_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """The company as the page asks for it (get-company.ts): its page number only past the first."""
    page = query.get("page", "")
    params = {"page": page} if page.isdigit() and page != "1" else {}
    return [ApiCall(f"/api/companies/{match['slug']}", params)]


def register_company_pages() -> None:
    register(COMPANY_PAGE_PATTERN, _company_head)
    register_preload(COMPANY_PAGE_PATTERN, company_page_calls)
