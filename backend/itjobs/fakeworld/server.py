"""Serving the fake upstream on a loopback port (threaded wsgiref: enough for manual runs and tests)."""

import logging
import socketserver
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from itjobs.fakeworld.app import FakeUpstream
from itjobs.sources.providers.registry import PROVIDERS

logger = logging.getLogger(__name__)


class ThreadingWSGIServer(socketserver.ThreadingMixIn, WSGIServer):
    daemon_threads = True  # a 'timeout' fault's sleeping request must not block shutdown


class LoggingHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        logger.info("%s %s", self.address_string(), format % args)


def serve(app: FakeUpstream, *, host: str = "127.0.0.1", port: int = 0) -> WSGIServer:
    """A bound server (port 0: any free port); call serve_forever() on it, shutdown() to stop."""
    return make_server(host, port, app, server_class=ThreadingWSGIServer, handler_class=LoggingHandler)


def base_urls(server: WSGIServer, app: FakeUpstream) -> dict[str, str]:
    """{PREFIX}_BASE_URL of every source the app serves (its spec's settings prefix), and FAULTS_URL."""
    host, port = server.server_address[:2]
    root = f"http://{host!s}:{port}"
    urls = {
        f"{spec.settings_prefix}_BASE_URL": app.server(spec.name).base_url(root)
        for spec in PROVIDERS
        if spec.name in app.servers
    }
    return {**urls, "FAULTS_URL": f"{root}/__faults"}
