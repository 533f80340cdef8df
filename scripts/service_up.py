"""Exit 0 when a PostgreSQL or Redis URL answers within two seconds, else 1."""

import socket
import sys
from urllib.parse import urlparse

DEFAULT_PORTS = {"postgres": 5432, "redis": 6379}


def main() -> int:
    kind, url = sys.argv[1], sys.argv[2]
    parsed = urlparse(url)
    host, port = parsed.hostname or "127.0.0.1", parsed.port or DEFAULT_PORTS[kind]
    try:
        with socket.create_connection((host, port), timeout=2):
            return 0
    except OSError:
        return 1


if __name__ == "__main__":
    sys.exit(main())
