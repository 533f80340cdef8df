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


_PAGE_NUMBER = re.compile(r"[0-9]{1,4}")


def company_page_number(query: QueryDict) -> int:
    """The page number the company page reads from its address (company-page-query.ts): the first
    ?page= when it is 1 to 4 digits, within what the API serves (1 to 1000); else 1."""
    values = query.getlist("page")
    page = int(values[0]) if values and _PAGE_NUMBER.fullmatch(values[0]) else 1
    return min(max(page, 1), 1000)


def company_page_calls(match: re.Match[str], query: QueryDict) -> list[ApiCall]:
    """The company as the page asks for it: its page number only past the first. The cases in
    frontend/app/features/companies/__tests__/company-page-queries.json hold both sides to it."""
    page = company_page_number(query)
    params = {"page": str(page)} if page > 1 else {}
    return [ApiCall(f"/api/companies/{match['slug']}", params)]


def register_company_pages() -> None:
    register(COMPANY_PAGE_PATTERN, _company_head)
    register_preload(COMPANY_PAGE_PATTERN, company_page_calls)
