"""Adzuna's fake server: its search route, parameters, errors and real wire format (compare
sources/tests/fixtures/adzuna-*.json) over the world's Adzuna listings.

  GET [/adzuna][/v1/api]/jobs/{country}/search/{page}   app_id, app_key, what, what_or, where, ...
"""

import json
import re
from typing import TYPE_CHECKING, Any

import httpx

from itjobs.fakeworld import catalog as c
from itjobs.fakeworld.answers import FakeRequest, Response, json_response, positive_int
from itjobs.fakeworld.faults import Fault
from itjobs.fakeworld.generator import FakeJob, words
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.adzuna.client import COUNTRIES, AdzunaClient

if TYPE_CHECKING:
    from itjobs.fakeworld.app import FakeUpstream

DESCRIPTION_LIMIT = 500  # Adzuna cuts descriptions here
DEFAULT_PER_PAGE = 10
MAX_PER_PAGE = 50
DEMO_KEYS = ("demo", "demo")  # the app id and key demo mode's client sends and its server requires
_PATH = re.compile(r"^(?:/adzuna)?(?:/v1/api)?/jobs/([a-z]{2})/search/([^/]+)/?$")
_COUNTRY_NAMES = {country.code: country.name for country in c.COUNTRIES}
_CONTRACT_TIME = {"FULL_TIME": "full_time", "PART_TIME": "part_time", "INTERN": "full_time"}
_WORD = re.compile(r"[A-Za-z0-9+#]+")


def highlight(text: str, wanted: frozenset[str]) -> str:
    """Adzuna wraps the words that matched the search in <strong>."""
    if not wanted:
        return text

    def wrap(match: re.Match[str]) -> str:
        found = words(match.group())
        return f"<strong>{match.group()}</strong>" if found and found[0] in wanted else match.group()

    return _WORD.sub(wrap, text)


def results_page(jobs: list[FakeJob], *, total: int, wanted: frozenset[str]) -> dict[str, Any]:
    stated = [job.salary_min for job in jobs if job.salary_min]
    return {
        "__CLASS__": "Adzuna::API::Response::JobSearchResults",
        "count": total,
        "mean": round(sum(stated) / len(stated), 2) if stated else 0,
        "results": [record(job, wanted=wanted) for job in jobs],
    }


def record(job: FakeJob, *, wanted: frozenset[str]) -> dict[str, Any]:
    number = int(job.source_id)
    description = job.description_text
    if len(description) > DESCRIPTION_LIMIT:
        description = description[:DESCRIPTION_LIMIT].rstrip() + ("..." if number % 3 == 0 else "…")
    item: dict[str, Any] = {
        "__CLASS__": "Adzuna::API::Response::Job",
        "id": job.source_id,
        "title": highlight(job.title, wanted),
        "description": highlight(description, wanted),
        "company": {"__CLASS__": "Adzuna::API::Response::Company", "display_name": job.company},
        "location": _location(job),
        "category": {
            "__CLASS__": "Adzuna::API::Response::Category",
            "tag": job.adzuna_tag,
            "label": job.adzuna_tag.replace("-", " ").title().replace("It Jobs", "IT Jobs"),
        },
        "created": job.posted_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
        "redirect_url": job.apply_url,
        "adref": f"eyJhbGciOiJIUzI1NiJ9.{job.source_id}",
    }
    if job.employment_type == "CONTRACTOR":
        item["contract_type"] = "contract"
    elif job.employment_type in _CONTRACT_TIME:
        item["contract_time"] = _CONTRACT_TIME[job.employment_type]
        if number % 2:
            item["contract_type"] = "permanent"
    if job.salary_min is not None:  # absent, not null, when unknown
        item["salary_min"] = job.salary_min
        item["salary_max"] = job.salary_max
        predicted = "1" if job.salary_predicted else "0"
        item["salary_is_predicted"] = int(predicted) if number % 5 == 0 else predicted
    _apply_defect(item, job)
    # Real records list their keys in no fixed order.
    return dict(reversed(item.items())) if number % 2 else item


def _location(job: FakeJob) -> dict[str, Any]:
    country = _COUNTRY_NAMES.get(job.country, job.country.upper())
    if job.city is None:
        return {"__CLASS__": "Adzuna::API::Response::Location", "display_name": country, "area": [country]}
    return {
        "__CLASS__": "Adzuna::API::Response::Location",
        "display_name": f"{job.city}, {job.region}" if job.city != job.region else job.city,
        "area": [country, job.region, job.city],
    }


def _apply_defect(item: dict[str, Any], job: FakeJob) -> None:
    if job.defect == "no_id":
        del item["id"]
    elif job.defect == "no_title":
        del item["title"]
    elif job.defect == "no_url":
        del item["redirect_url"]
    elif job.defect == "javascript_url":
        item["redirect_url"] = "javascript:alert(document.cookie)"
    elif job.defect == "no_location":
        del item["location"]


def _error(status: int, display: str, exception: str) -> Response:
    body = {"__CLASS__": "Adzuna::API::Response::Exception", "display": display, "exception": exception}
    return json_response(status, body)


_FAULTS = {
    "rate_limit": (429, "Too many requests", "RATE_LIMIT_EXCEEDED"),
    "quota": (429, "You have exceeded your monthly quota of API calls", "QUOTA_EXCEEDED"),
    "auth": (401, "Authorisation failed", "AUTH_FAIL"),
    "server_error": (500, "Internal error", "INTERNAL_ERROR"),
}


class AdzunaFake:
    """`credentials` (app id, app key) None accepts any non-empty pair."""

    name = "adzuna"
    routes: tuple[re.Pattern[str], ...] = (_PATH,)

    def __init__(self, *, credentials: tuple[str, str] | None = None) -> None:
        self.credentials = credentials

    def answer(self, upstream: "FakeUpstream", match: re.Match[str], request: FakeRequest) -> Response:
        country, params = match[1], request.params
        app_id, app_key = params.get("app_id", ""), params.get("app_key", "")
        if not app_id or not app_key:
            return _error(400, "Authorisation failed", "AUTH_FAIL")
        if self.credentials is not None and (app_id, app_key) != self.credentials:
            return _error(401, "Authorisation failed", "AUTH_FAIL")
        if country not in COUNTRIES:
            return _error(400, f"Unknown country '{country}'", "BAD_REQUEST")
        page = positive_int(match[2], 1)
        per_page = positive_int(params.get("results_per_page"), DEFAULT_PER_PAGE)
        max_days = positive_int(params.get("max_days_old"), 10_000)
        if page is None or per_page is None or max_days is None:
            return _error(400, "Invalid page, results_per_page or max_days_old", "BAD_REQUEST")
        per_page = min(per_page, MAX_PER_PAGE)
        keyword = " OR ".join(filter(None, [params.get("what", ""), *params.get("what_or", "").split()]))
        found = upstream.find(
            "adzuna", country=country, keyword=keyword, location=params.get("where", ""), max_days=max_days
        )
        chunk = list(found[(page - 1) * per_page : page * per_page])
        body = results_page(chunk, total=len(found), wanted=frozenset(words(keyword.replace(" OR ", " "))))
        return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()

    def fault_response(self, fault: Fault) -> Response:
        return _error(*_FAULTS[fault.kind])

    def base_url(self, root: str) -> str:
        return f"{root}/adzuna/v1/api"

    def demo_client(self, *, http: httpx.Client, root: str, retry: RetryPolicy) -> AdzunaClient:
        app_id, app_key = DEMO_KEYS
        return AdzunaClient(base_url=self.base_url(root), app_id=app_id, app_key=app_key, http=http, retry=retry)


def fake_server(*, demo: bool = False, credentials: tuple[str, str] | None = None) -> AdzunaFake:
    return AdzunaFake(credentials=DEMO_KEYS if demo else credentials)
