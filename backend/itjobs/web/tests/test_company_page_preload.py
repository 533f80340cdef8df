"""A company page's preloaded API call is the call the page makes: the cases both sides read."""

import json
import re

import pytest
from django.conf import settings
from django.http import QueryDict

from itjobs.web.company_pages import COMPANY_PAGE_PATTERN, company_page_calls

CASES_FILE = settings.REPO_DIR / "frontend/app/features/companies/__tests__/company-page-queries.json"
CASES = json.loads(CASES_FILE.read_text())


@pytest.mark.parametrize("case", CASES, ids=[case["address_query"] or "no query" for case in CASES])
def test_it_preloads_the_query_the_company_page_sends(case):
    match = re.match(COMPANY_PAGE_PATTERN, "/companies/acme")
    assert match is not None
    [call] = company_page_calls(match, QueryDict(case["address_query"]))
    assert call.path == "/api/companies/acme"
    assert call.query == case["api_query"]
