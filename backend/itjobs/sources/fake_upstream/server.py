"""Serving the fake upstream on a loopback port (threaded wsgiref: enough for manual runs and tests)."""

import logging
import socketserver
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from itjobs.sources.fake_upstream.app import FakeUpstream

logger = logging.getLogger(__name__)


class ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True  # a 'timeout' fault's sleeping request must not block shutdown


class LoggingHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        logger.info("%s %s", self.address_string(), format % args)


def serve(app: FakeUpstream, *, host: str = "127.0.0.1", port: int = 0) -> WSGIServer:
    """A bound server (port 0: any free port); call serve_forever() on it, shutdown() to stop."""
    return make_server(host, port, app, server_class=ThreadingWSGIServer, handler_class=LoggingHandler)


def base_urls(server: WSGIServer) -> dict[str, str]:
    host, port = server.server_address[:2]
    root = f"http://{host!s}:{port}"
    return {
        "ADZUNA_BASE_URL": f"{root}/adzuna/v1/api",
        "JSEARCH_BASE_URL": f"{root}/jsearch",
        "FAULTS_URL": f"{root}/__faults",
    }
