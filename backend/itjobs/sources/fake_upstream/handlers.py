"""The two search endpoints of the fake upstream: auth, parameters, paging, as the real APIs do."""

import json
import math
from typing import TYPE_CHECKING, Any

from itjobs.sources.fake_upstream import adzuna, jsearch
from itjobs.sources.fake_upstream.generator import words
from itjobs.sources.fake_upstream.search import split_jsearch_query
from itjobs.sources.providers.adzuna.client import COUNTRIES as ADZUNA_COUNTRIES

if TYPE_CHECKING:
    from itjobs.sources.fake_upstream.app import FakeUpstream

Response = tuple[int, dict[str, str], bytes]

ADZUNA_DEFAULT_PER_PAGE = 10
ADZUNA_MAX_PER_PAGE = 50
JSEARCH_PAGE_SIZE = 10
JSEARCH_MAX_PAGES = 20
INVALID_KEY = "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info."
JSEARCH_DATE_POSTED = {"all": None, "today": 1, "3days": 3, "week": 7, "month": 30}


def json_response(status: int, body: dict[str, Any]) -> Response:
    return status, {"Content-Type": "application/json"}, json.dumps(body).encode()


def _int(value: str | None, default: int) -> int | None:
    """A positive integer parameter, the default when absent, None when invalid."""
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except ValueError:
        return None
    return number if number >= 1 else None


def _adzuna_error(status: int, display: str, exception: str) -> Response:
    body = {"__CLASS__": "Adzuna::API::Response::Exception", "display": display, "exception": exception}
    return json_response(status, body)


def adzuna_search(app: "FakeUpstream", country: str, page_text: str, params: dict[str, str]) -> Response:
    app_id, app_key = params.get("app_id", ""), params.get("app_key", "")
    if not app_id or not app_key:
        return _adzuna_error(400, "Authorisation failed", "AUTH_FAIL")
    if app.adzuna_credentials is not None and (app_id, app_key) != app.adzuna_credentials:
        return _adzuna_error(401, "Authorisation failed", "AUTH_FAIL")
    if country not in ADZUNA_COUNTRIES:
        return _adzuna_error(400, f"Unknown country '{country}'", "BAD_REQUEST")
    page = _int(page_text, 1)
    per_page = _int(params.get("results_per_page"), ADZUNA_DEFAULT_PER_PAGE)
    max_days = _int(params.get("max_days_old"), 10_000)
    if page is None or per_page is None or max_days is None:
        return _adzuna_error(400, "Invalid page, results_per_page or max_days_old", "BAD_REQUEST")
    per_page = min(per_page, ADZUNA_MAX_PER_PAGE)
    keyword = " OR ".join(filter(None, [params.get("what", ""), *params.get("what_or", "").split()]))
    found = app.find("adzuna", country=country, keyword=keyword, location=params.get("where", ""), max_days=max_days)
    chunk = list(found[(page - 1) * per_page : page * per_page])
    body = adzuna.results_page(chunk, total=len(found), wanted=frozenset(words(keyword.replace(" OR ", " "))))
    return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()


def jsearch_search(app: "FakeUpstream", key: str, params: dict[str, str], shape: jsearch.JSearchShape) -> Response:
    if not key:
        return json_response(401, {"message": INVALID_KEY})
    if app.jsearch_key is not None and key != app.jsearch_key:
        return json_response(403, {"message": "You are not subscribed to this API."})
    query = params.get("query", "").strip()
    page = _int(params.get("page"), 1)
    num_pages = _int(params.get("num_pages"), 1)
    date_posted = params.get("date_posted", "all")
    country = params.get("country", "us").lower()
    problems = [
        message
        for bad, message in (
            (not query, "query is required"),
            (page is None, "page must be a positive integer"),
            (num_pages is None, "num_pages must be a positive integer"),
            (date_posted not in JSEARCH_DATE_POSTED, "date_posted must be all, today, 3days, week or month"),
        )
        if bad
    ]
    if problems or page is None or num_pages is None:
        return json_response(400, {"status": "ERROR", "error": {"message": "; ".join(problems), "code": 400}})
    keyword, location = split_jsearch_query(query)
    found = app.find(
        "jsearch", country=country, keyword=keyword, location=location, max_days=JSEARCH_DATE_POSTED[date_posted]
    )
    size = JSEARCH_PAGE_SIZE * min(num_pages, JSEARCH_MAX_PAGES)
    chunk = list(found[(page - 1) * size : page * size])
    last_page = math.ceil(len(found) / size)
    parameters = {"query": query, "page": page, "num_pages": num_pages, "date_posted": date_posted, "country": country}
    body = jsearch.results_page(
        chunk, parameters=parameters, now=app.now, shape=shape, next_page=page + 1 if page < last_page else None
    )
    return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()
