"""JSearch's fake server: its search routes, parameters, errors and real wire formats, the 2025
shape and the older 2023 one (compare sources/tests/fixtures/jsearch-2.json and the hand-written old
records in sources/tests/test_parse_jsearch.py), over the world's JSearch listings.

  GET [/jsearch]/search, /search-v2   X-RapidAPI-Key; query, page, num_pages, date_posted, country
"""

import json
import math
import re
import uuid
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, Literal

import httpx
from django.conf import settings

from itjobs.fakeworld.answers import FakeRequest, Response, json_response, positive_int
from itjobs.fakeworld.faults import Fault
from itjobs.fakeworld.generator import FakeJob
from itjobs.fakeworld.search import split_jsearch_query
from itjobs.jobs.sanitize import html_to_text
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.jsearch.client import JSearchClient

if TYPE_CHECKING:
    from itjobs.fakeworld.app import FakeUpstream

JSearchShape = Literal["list", "v2"]  # data: [...] (/search) or {jobs, cursor} (/search-v2)
PAGE_SIZE = 10
MAX_PAGES = 20
DEMO_KEY = "demo"  # the key demo mode's client sends and its server requires
INVALID_KEY = "Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info."
DATE_POSTED = {"all": None, "today": 1, "3days": 3, "week": 7, "month": 30}
_PATH = re.compile(r"^(?:/jsearch)?/search(-v2)?/?$")

_TYPES = {
    "FULL_TIME": ("Full-time", "FULLTIME"),
    "PART_TIME": ("Part-time", "PARTTIME"),
    "CONTRACTOR": ("Contractor", "CONTRACTOR"),
    "INTERN": ("Internship", "INTERN"),
    "TEMPORARY": ("Temporary", "TEMPORARY"),
}


def results_page(
    jobs: list[FakeJob], *, parameters: dict[str, Any], now: datetime, shape: JSearchShape, next_page: int | None
) -> dict[str, Any]:
    records = [record(job, now=now) for job in jobs]
    request_id = str(uuid.uuid5(uuid.NAMESPACE_URL, repr(sorted(parameters.items()))))
    data: Any = records
    if shape == "v2":
        data = {"jobs": records, "cursor": f"page-{next_page}" if next_page else None}
    return {"status": "OK", "request_id": request_id, "parameters": parameters, "data": data}


def record(job: FakeJob, *, now: datetime) -> dict[str, Any]:
    seed = int.from_bytes(job.source_id.encode()[:4], "big")
    description = job.description_html if seed % 5 == 0 else html_to_text(job.description_html)
    label, code = _TYPES[job.employment_type]
    apply_options = [
        {"publisher": job.publisher, "apply_link": job.apply_url, "is_direct": False},
        {"publisher": "Company website", "apply_link": f"{job.apply_url}?direct=1", "is_direct": True},
    ]
    item: dict[str, Any] = {
        "job_id": job.source_id,
        "job_title": job.title,
        "employer_name": None if seed % 50 == 0 else job.company,
        "employer_logo": None,
        "employer_website": None,
        "job_publisher": job.publisher,
        "job_employment_type": code if job.legacy_shape else label,
        "job_apply_link": job.apply_url,
        "job_apply_is_direct": False,
        "job_description": description,
        "job_is_remote": job.remote,
        "job_posted_at_timestamp": int(job.posted_at.timestamp()),
        "job_posted_at_datetime_utc": job.posted_at.strftime("%Y-%m-%dT%H:%M:%S.000Z"),
        "job_city": job.city,
        "job_state": job.region,
        "job_country": job.country.upper(),
        "job_latitude": None,
        "job_longitude": None,
        "job_benefits": None,
        "job_google_link": f"https://www.google.com/search?q=jobs&udm=8#vhid={job.source_id}",
        "job_min_salary": job.salary_min,
        "job_max_salary": job.salary_max,
        "job_salary_period": job.salary_period,
        "job_highlights": {"Qualifications": [f"Experience with {skill}" for skill in job.skills[:3]]},
        "job_onet_soc": "15113200" if job.is_it else "29114100",
    }
    if job.legacy_shape:
        item["job_salary_currency"] = job.salary_currency
        item["job_required_skills"] = list(job.skills[:4]) if seed % 2 else None
        # Most listings state no closing date; some do (the job page then shows 'Apply by').
        closes = job.posted_at + timedelta(days=45) if seed % 3 == 1 else None
        item["job_offer_expiration_datetime_utc"] = closes and closes.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        item["job_offer_expiration_timestamp"] = closes and int(closes.timestamp())
        if seed % 2 == 0:
            del item["job_posted_at_timestamp"]  # older data: the datetime only
    else:
        item["job_employment_types"] = [code, code] if code == "CONTRACTOR" else [code]
        item["job_location"] = _location(job)
        item["apply_options"] = apply_options
        item["job_posted_at"] = _ago(now, job.posted_at)
        item["job_salary"] = None
    if job.region is None and seed % 3 == 0:
        del item["job_state"]  # absent, not just null
    _apply_defect(item, job)
    return item


def _location(job: FakeJob) -> str:
    if job.city and job.region_code:
        return f"{job.city}, {job.region_code}"
    return "Anywhere" if job.remote else job.country.upper()


def _ago(now: datetime, then: datetime) -> str:
    hours = int((now - then).total_seconds() // 3600)
    return f"{hours} hours ago" if hours < 24 else f"{hours // 24} days ago"


def _apply_defect(item: dict[str, Any], job: FakeJob) -> None:
    if job.defect == "no_id":
        item["job_id"] = None
    elif job.defect == "no_title":
        item["job_title"] = None
    elif job.defect in ("no_url", "javascript_url"):
        item["job_apply_link"] = "javascript:alert(document.cookie)" if job.defect == "javascript_url" else None
        item["apply_options"] = []


_FAULTS = {
    "rate_limit": (429, "Too many requests"),
    "quota": (429, "You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. "
              "Upgrade your plan at https://rapidapi.com/letscrape-6bRBa3QguO5/api/jsearch"),
    "auth": (403, "You are not subscribed to this API."),
    "server_error": (500, "Internal Server Error"),
}  # fmt: skip


class JSearchFake:
    """`key` None accepts any non-empty key; `shape` is what /search answers (/search-v2: always v2)."""

    name = "jsearch"
    routes: tuple[re.Pattern[str], ...] = (_PATH,)

    def __init__(self, *, key: str | None = None, shape: JSearchShape = "list") -> None:
        self.key = key
        self.shape: JSearchShape = shape

    def answer(self, upstream: "FakeUpstream", match: re.Match[str], request: FakeRequest) -> Response:
        key = request.header("X-RapidAPI-Key")
        if not key:
            return json_response(401, {"message": INVALID_KEY})
        if self.key is not None and key != self.key:
            return json_response(403, {"message": "You are not subscribed to this API."})
        shape: JSearchShape = "v2" if match[1] else self.shape
        params = request.params
        query = params.get("query", "").strip()
        page = positive_int(params.get("page"), 1)
        num_pages = positive_int(params.get("num_pages"), 1)
        date_posted = params.get("date_posted", "all")
        country = params.get("country", "us").lower()
        problems = [
            message
            for bad, message in (
                (not query, "query is required"),
                (page is None, "page must be a positive integer"),
                (num_pages is None, "num_pages must be a positive integer"),
                (date_posted not in DATE_POSTED, "date_posted must be all, today, 3days, week or month"),
            )
            if bad
        ]
        if problems or page is None or num_pages is None:
            return json_response(400, {"status": "ERROR", "error": {"message": "; ".join(problems), "code": 400}})
        keyword, location = split_jsearch_query(query)
        found = upstream.find(
            "jsearch", country=country, keyword=keyword, location=location, max_days=DATE_POSTED[date_posted]
        )
        size = PAGE_SIZE * min(num_pages, MAX_PAGES)
        chunk = list(found[(page - 1) * size : page * size])
        last_page = math.ceil(len(found) / size)
        parameters = {
            "query": query, "page": page, "num_pages": num_pages, "date_posted": date_posted, "country": country
        }  # fmt: skip
        next_page = page + 1 if page < last_page else None
        body = results_page(chunk, parameters=parameters, now=upstream.now, shape=shape, next_page=next_page)
        return 200, {"Content-Type": "application/json"}, json.dumps(body).encode()

    def fault_response(self, fault: Fault) -> Response:
        status, message = _FAULTS[fault.kind]
        return json_response(status, {"message": message})

    def base_url(self, root: str) -> str:
        return f"{root}/jsearch"

    def demo_client(self, *, http: httpx.Client, root: str, retry: RetryPolicy) -> JSearchClient:
        return JSearchClient(
            base_url=self.base_url(root), api_key=DEMO_KEY, host=settings.JSEARCH_HOST, http=http, retry=retry
        )


def fake_server(*, demo: bool = False, key: str | None = None, shape: JSearchShape = "list") -> JSearchFake:
    return JSearchFake(key=DEMO_KEY if demo else key, shape=shape)
