"""One WSGI app that serves every registered source's API from the generated jobs, with injectable
faults. Each source's fake server (providers/, named by its ProviderSpec) brings its routes and
wire format; this app matches them in turn and keeps what they share: the jobs, the clock, the
faults, the quotas and the call counts.

  GET|POST|DELETE [/{source}]/__faults   fault control (see faults.py)
"""

import json
import re
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta
from functools import partial
from http import HTTPStatus
from typing import Any
from urllib.parse import parse_qs

from itjobs.fakeworld.answers import FakeRequest, Response, json_response
from itjobs.fakeworld.faults import Fault, FaultBoard
from itjobs.fakeworld.generator import FakeJob, generate_jobs
from itjobs.fakeworld.providers import FakeServer, fake_servers
from itjobs.fakeworld.quota import QuotaMeter
from itjobs.fakeworld.search import matching
from itjobs.fakeworld.world import World

DEFAULT_SEED = 20_240_601
DEFAULT_SIZE = 5_200

StartResponse = Callable[..., Any]

_FAULTS_PATH = re.compile(r"^(?:/[a-z0-9_-]+)?/__faults/?$")


def today_utc() -> datetime:
    return datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)


class FakeUpstream:
    """The app. `faults` and `calls` are for tests; `servers` None: every registered source's fake
    server, accepting any key.

    With a `world` (the quota simulation) it answers from the world's postings open at `clock()`,
    and a `quota` refuses calls over the sources' plans with the 429s the real APIs send.
    """

    def __init__(
        self,
        *,
        seed: int = DEFAULT_SEED,
        size: int = DEFAULT_SIZE,
        now: datetime | None = None,
        servers: Sequence[FakeServer] | None = None,
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
        self.servers = {server.name: server for server in (fake_servers() if servers is None else servers)}
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

    def server(self, name: str) -> FakeServer:
        return self.servers[name]

    def jobs_for(self, source: str, country: str) -> list[FakeJob]:
        return self._by_source_country.get((source, country), [])

    def find(
        self, source: str, *, country: str, keyword: str, location: str, max_days: int | None
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
        request = FakeRequest(method=method, path=path, params=params, environ=environ)
        for server in self.servers.values():
            match = next((found for route in server.routes if (found := route.match(path))), None)
            if match is not None:
                return self._api(server, partial(server.answer, self, match, request))
        return json_response(404, {"message": f"Endpoint '{path}' does not exist"})

    def _api(self, server: FakeServer, handle: Callable[[], Response]) -> Response:
        source = server.name
        with self._lock:
            self.calls[source] += 1
            over = self.quota.take(source, now=self.now) if self.quota else None
        if over is not None:
            # Over a minute: a burst 429 until the next minute; over a day or month: the quota 429.
            retry_after = 60.0 - self.now.second if over == "minute" else 0.0
            return fault_response(server, Fault("rate_limit" if over == "minute" else "quota", retry_after=retry_after))
        fault = self.faults.take(source)
        if fault is not None:
            if fault.kind in ("latency", "timeout"):
                self._sleep(fault.seconds)
            else:
                return fault_response(server, fault)
        return handle()

    def _faults_endpoint(self, method: str, params: dict[str, str], environ: dict[str, Any]) -> Response:
        if method == "DELETE":
            self.faults.clear(self._source(params.get("source")))
        elif method == "POST":
            try:
                length = int(environ.get("CONTENT_LENGTH") or 0)
                data = json.loads(environ["wsgi.input"].read(length) or b"{}")
                source = self._source(data.get("source")) if isinstance(data, dict) else None
                if source is None:
                    raise ValueError(f"source must be one of {', '.join(self.servers)}")
                self.faults.set(source, Fault.from_json(data))
            except ValueError as exc:  # JSONDecodeError is a ValueError
                return json_response(400, {"error": str(exc)})
        return json_response(200, {"faults": self.faults.snapshot()})

    def _source(self, value: object) -> str | None:
        """A served source's name from untrusted input, else None."""
        return value if isinstance(value, str) and value in self.servers else None


def fault_response(server: FakeServer, fault: Fault) -> Response:
    if fault.kind == "malformed_json":
        return 200, {"Content-Type": "application/json"}, b'{"status": "OK", "data": [{"job_id": "tru'
    if fault.kind == "non_json":
        return 200, {"Content-Type": "text/html; charset=utf-8"}, b"<html><body><h1>Bad gateway</h1></body></html>"
    status, headers, body = server.fault_response(fault)
    if fault.kind == "rate_limit":
        headers["Retry-After"] = f"{fault.retry_after:g}"
    return status, headers, body
