"""How a web process hands a stale query to the node's refresher: one datagram on a UNIX socket.

Sending never blocks and never raises: a missing socket (no refresher on this node) or one nobody
reads (it died) says "absent", a full queue says "full". The refresher reads the datagrams and does
the claim and the refresh (refresher_process.py); the request path writes nothing (decision 0016).
"""

import json
import logging
import os
import socket
import threading
from pathlib import Path
from typing import Literal

from django.conf import settings

from .singleflight import QueryKey, query_key

log = logging.getLogger(__name__)

Sent = Literal["sent", "full", "absent"]
DATAGRAM_LIMIT = 4096  # a key is three cleaned fields of at most 140 characters: 1,700 bytes of UTF-8 at most


def refresher_socket_path() -> Path:
    return Path(settings.SOURCES_REFRESHER_SOCKET)


def encode(query: QueryKey) -> bytes:
    return json.dumps([query.country, query.keyword, query.location], ensure_ascii=False).encode()


def decode(data: bytes) -> QueryKey | None:
    """The query in a datagram, cleaned again (anything on this node may write to the socket)."""
    try:
        country, keyword, location = json.loads(data)
        return query_key(keyword=str(keyword), location=str(location), country=str(country))
    except (ValueError, TypeError):
        return None


class HandoffSender:
    """One non-blocking socket per process, shared by its threads (a datagram send is atomic)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None
        self._pid = 0

    def _socket(self) -> socket.socket:
        with self._lock:
            if self._sock is None or self._pid != os.getpid():  # not the one a forked parent opened
                self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
                self._sock.setblocking(False)
                self._pid = os.getpid()
            return self._sock

    def send(self, data: bytes) -> Sent:
        try:
            self._socket().sendto(data, str(refresher_socket_path()))
        except (BlockingIOError, InterruptedError):
            return "full"  # the refresher is behind: drop it, a later search asks again
        except OSError:
            return "absent"  # no socket file, nobody reading it, or a path too long for a socket
        return "sent"


sender = HandoffSender()


def handoff_send(query: QueryKey) -> Sent:
    """Hand a stale query to the refresher; never blocks, never raises."""
    return sender.send(encode(query))


def refresher_listening() -> bool:
    """True when a refresher reads the socket (an empty datagram is a ping it ignores)."""
    return sender.send(b"") != "absent"


class HandoffListener:
    """The refresher's end: binds the socket (replacing a dead refresher's file) and reads keys."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        path.unlink(missing_ok=True)
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(str(path))
        path.chmod(0o600)  # only this node's user hands queries on

    def receive(self, *, timeout: float, limit: int = 256) -> list[QueryKey]:
        """The queries waiting, after waiting up to `timeout` seconds for the first one."""
        queries: list[QueryKey] = []
        if timeout > 0:
            self.sock.settimeout(timeout)
        else:
            self.sock.setblocking(False)
        while len(queries) < limit:
            try:
                data = self.sock.recv(DATAGRAM_LIMIT)
            except (BlockingIOError, TimeoutError, InterruptedError):
                break
            self.sock.setblocking(False)  # drain what else is queued without waiting
            if data and (query := decode(data)) is not None:
                queries.append(query)
        return queries

    def close(self) -> None:
        self.sock.close()
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            log.warning("Could not remove %s", self.path, exc_info=True)
