"""What the fake upstream's routes are handed and what they answer, shared by every fake server."""

import json
from dataclasses import dataclass
from typing import Any

Response = tuple[int, dict[str, str], bytes]


@dataclass(frozen=True)
class FakeRequest:
    method: str
    path: str
    params: dict[str, str]  # the query string, the last value of each name
    environ: dict[str, Any]  # the WSGI environ, for headers (HTTP_X_...)

    def header(self, name: str) -> str:
        return str(self.environ.get("HTTP_" + name.upper().replace("-", "_"), ""))


def json_response(status: int, body: dict[str, Any]) -> Response:
    return status, {"Content-Type": "application/json"}, json.dumps(body).encode()


def positive_int(value: str | None, default: int) -> int | None:
    """A positive integer parameter, the default when absent, None when invalid."""
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except ValueError:
        return None
    return number if number >= 1 else None
