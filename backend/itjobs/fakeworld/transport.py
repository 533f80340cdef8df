"""Calling the fake upstream in-process: httpx's WSGI transport plus the read timeout it lacks.

The request runs on a worker thread; when the app takes longer than the client's read timeout
(a 'timeout' fault), the client gets httpx.ReadTimeout exactly as over a socket.
"""

from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

import httpx

_WORKERS = ThreadPoolExecutor(max_workers=16, thread_name_prefix="fake-upstream")


class InProcessTransport(httpx.BaseTransport):
    def __init__(self, app: Any) -> None:
        self._wsgi = httpx.WSGITransport(app=app)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        timeouts = request.extensions.get("timeout") or {}
        read_timeout = timeouts.get("read")
        future = _WORKERS.submit(self._wsgi.handle_request, request)
        try:
            response = future.result(timeout=read_timeout)
        except FutureTimeout:
            raise httpx.ReadTimeout(f"fake upstream took longer than {read_timeout}s", request=request) from None
        response.read()
        return response
