"""One WSGI app that speaks both upstream APIs from the generated jobs, with injectable faults.

Routes (each also under an /adzuna or /jsearch prefix, so one port can serve both):
  GET  /v1/api/jobs/{country}/search/{page}   Adzuna (app_id, app_key, what, where, ...)
  GET  /search, /search-v2                    JSearch (query, page, num_pages, date_posted, country)
  GET|POST|DELETE /__faults                   fault control (see faults.py)
"""

import json
import re
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qs

from itjobs.sources.fake_upstream import jsearch
from itjobs.sources.fake_upstream.faults import Fault, FaultBoard, FaultSource, fault_source
from itjobs.sources.fake_upstream.generator import FakeJob, generate_jobs
from itjobs.sources.fake_upstream.handlers import adzuna_search, jsearch_search, json_response
from itjobs.sources.fake_upstream.quota import QuotaMeter
from itjobs.sources.fake_upstream.search import matching
from itjobs.sources.fake_upstream.world import World

DEFAULT_SEED = 20_240_601
DEFAULT_SIZE = 5_200

StartResponse = Callable[..., Any]
Response = tuple[int, dict[str, str], bytes]

_ADZUNA_PATH = re.compile(r"^(?:/adzuna)?(?:/v1/api)?/jobs/([a-z]{2})/search/([^/]+)/?$")
_JSEARCH_PATH = re.compile(r"^(?:/jsearch)?/search(-v2)?/?$")
_FAULTS_PATH = re.compile(r"^(?:/adzuna|/jsearch)?/__faults/?$")


def today_utc() -> datetime:
    return datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)


class FakeUpstream:
    """The app. `faults` and `calls` are for tests; credentials None accept any non-empty key.

    With a `world` (the quota simulation) it answers from the world's postings open at `clock()`,
    and a `quota` refuses calls over the sources' plans with the 429s the real APIs send.
    """

    def __init__(
        self,
        *,
        seed: int = DEFAULT_SEED,
        size: int = DEFAULT_SIZE,
        now: datetime | None = None,
        adzuna_credentials: tuple[str, str] | None = None,
        jsearch_key: str | None = None,
        jsearch_shape: jsearch.JSearchShape = "list",
        sleep: Callable[[float], None] = time.sleep,
        world: World | None = None,
        clock: Callable[[], datetime] | None = None,
        quota: QuotaMeter | None = None,
    ) -> None:
        self._fixed_now = now or today_utc()
        self.world = world
        self.clock = clock
        self.quota = quota
        self.jobs: tuple[FakeJob, ...] = () if world else generate_jobs(seed=seed, size=size, now=self._fixed_now)
        self.adzuna_credentials = adzuna_credentials
        self.jsearch_key = jsearch_key
        self.jsearch_shape = jsearch_shape
        self.faults = FaultBoard()
        self.calls: Counter[str] = Counter()  # requests that reached each API
        self._sleep = sleep
        self._lock = threading.Lock()
        self._by_source_country: dict[tuple[str, str], list[FakeJob]] = {}
        for job in self.jobs:
            self._by_source_country.setdefault((job.source, job.country), []).append(job)

    @property
    def now(self) -> datetime:
        return self.clock() if self.clock else self._fixed_now

    def jobs_for(self, source: FaultSource, country: str) -> list[FakeJob]:
        return self._by_source_country.get((source, country), [])

    def find(
        self, source: FaultSource, *, country: str, keyword: str, location: str, max_days: int | None
    ) -> Sequence[FakeJob]:
        now = self.now
        posted_after = now - timedelta(days=max_days) if max_days is not None else None
        if self.world is not None:
            return self.world.find(
                source, country=country, keyword=keyword, location=location, now=now, posted_after=posted_after
            )
        return matching(self.jobs_for(source, country), keyword=keyword, location=location, posted_after=posted_after)

    def __call__(self, environ: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
        status, headers, body = self.respond(environ)
        reason = HTTPStatus(status).phrase
        start_response(f"{status} {reason}", [*headers.items(), ("Content-Length", str(len(body)))])
        return [body]

    def respond(self, environ: dict[str, Any]) -> Response:
        path = environ.get("PATH_INFO", "") or "/"
        method = environ.get("REQUEST_METHOD", "GET").upper()
        params = {key: values[-1] for key, values in parse_qs(environ.get("QUERY_STRING", "")).items()}
        if _FAULTS_PATH.match(path):
            return self._faults_endpoint(method, params, environ)
        if match := _ADZUNA_PATH.match(path):
            country, page = match[1], match[2]
            return self._api("adzuna", lambda: adzuna_search(self, country, page, params))
        if match := _JSEARCH_PATH.match(path):
            key = environ.get("HTTP_X_RAPIDAPI_KEY", "")
            shape: jsearch.JSearchShape = "v2" if match[1] else self.jsearch_shape
            return self._api("jsearch", lambda: jsearch_search(self, key, params, shape))
        return json_response(404, {"message": f"Endpoint '{path}' does not exist"})

    def _api(self, source: FaultSource, handle: Callable[[], Response]) -> Response:
        with self._lock:
            self.calls[source] += 1
            over = self.quota.take(source, now=self.now) if self.quota else None
        if over is not None:
            # Over a minute: a burst 429 until the next minute; over a day or month: the quota 429.
            retry_after = 60.0 - self.now.second if over == "minute" else 0.0
            return fault_response(source, Fault("rate_limit" if over == "minute" else "quota", retry_after=retry_after))
        fault = self.faults.take(source)
        if fault is not None:
            if fault.kind in ("latency", "timeout"):
                self._sleep(fault.seconds)
            else:
                return fault_response(source, fault)
        return handle()

    def _faults_endpoint(self, method: str, params: dict[str, str], environ: dict[str, Any]) -> Response:
        if method == "DELETE":
            self.faults.clear(fault_source(params.get("source")))
        elif method == "POST":
            try:
                length = int(environ.get("CONTENT_LENGTH") or 0)
                data = json.loads(environ["wsgi.input"].read(length) or b"{}")
                source = fault_source(data.get("source")) if isinstance(data, dict) else None
                if source is None:
                    raise ValueError("source must be 'adzuna' or 'jsearch'")
                self.faults.set(source, Fault.from_json(data))
            except ValueError as exc:  # JSONDecodeError is a ValueError
                return json_response(400, {"error": str(exc)})
        return json_response(200, {"faults": self.faults.snapshot()})


def fault_response(source: FaultSource, fault: Fault) -> Response:
    if fault.kind == "malformed_json":
        return 200, {"Content-Type": "application/json"}, b'{"status": "OK", "data": [{"job_id": "tru'
    if fault.kind == "non_json":
        return 200, {"Content-Type": "text/html; charset=utf-8"}, b"<html><body><h1>Bad gateway</h1></body></html>"
    if source == "jsearch":
        bodies = {
            "rate_limit": (429, "Too many requests"),
            "quota": (429, "You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. "
                      "Upgrade your plan at https://rapidapi.com/letscrape-6bRBa3QguO5/api/jsearch"),
            "auth": (403, "You are not subscribed to this API."),
            "server_error": (500, "Internal Server Error"),
        }  # fmt: skip
        status, message = bodies[fault.kind]
        body: dict[str, Any] = {"message": message}
    else:
        adzuna_bodies = {
            "rate_limit": (429, "Too many requests", "RATE_LIMIT_EXCEEDED"),
            "quota": (429, "You have exceeded your monthly quota of API calls", "QUOTA_EXCEEDED"),
            "auth": (401, "Authorisation failed", "AUTH_FAIL"),
            "server_error": (500, "Internal error", "INTERNAL_ERROR"),
        }
        status, display, exception = adzuna_bodies[fault.kind]
        body = {"__CLASS__": "Adzuna::API::Response::Exception", "display": display, "exception": exception}
    status_code, headers, payload = json_response(status, body)
    if fault.kind == "rate_limit":
        headers["Retry-After"] = f"{fault.retry_after:g}"
    return status_code, headers, payload
