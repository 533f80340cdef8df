"""Faults the fake upstream injects per source, set from code (tests) or over HTTP (POST /__faults)."""

import threading
from dataclasses import asdict, dataclass
from typing import Any, Literal, cast, get_args

FaultKind = Literal[
    "latency",  # answer normally after `seconds`
    "timeout",  # sleep `seconds` (set it past the client's read timeout), then answer normally
    "rate_limit",  # 429 burst ('Too many requests'), Retry-After: `retry_after`
    "quota",  # 429 monthly quota exhausted
    "auth",  # 401 as for a bad key
    "server_error",  # 500
    "malformed_json",  # 200, JSON content type, broken body
    "non_json",  # 200 with an HTML page
]
FAULT_KINDS: tuple[str, ...] = get_args(FaultKind)


@dataclass(frozen=True)
class Fault:
    kind: FaultKind
    times: int | None = None  # how many requests it hits; None: until cleared
    seconds: float = 0.0  # for latency and timeout
    retry_after: float = 1.0  # for rate_limit

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Fault":
        """Validated from a POST body; raises ValueError with a readable message."""
        kind = data.get("kind")
        if kind not in FAULT_KINDS:
            raise ValueError(f"kind must be one of {', '.join(FAULT_KINDS)}")
        times = data.get("times")
        if times is not None and (not isinstance(times, int) or isinstance(times, bool) or times < 1):
            raise ValueError("times must be a positive integer or null")
        numbers = {}
        for name, default in (("seconds", 0.0), ("retry_after", 1.0)):
            value = data.get(name, default)
            if not isinstance(value, int | float) or isinstance(value, bool) or not 0 <= value <= 600:
                raise ValueError(f"{name} must be a number of seconds between 0 and 600")
            numbers[name] = float(value)
        return cls(kind=cast(FaultKind, kind), times=times, **numbers)


class FaultBoard:
    """The active fault per source; thread-safe because the served mode is threaded."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: dict[str, Fault] = {}
        self._remaining: dict[str, int | None] = {}

    def set(self, source: str, fault: Fault) -> None:
        with self._lock:
            self._faults[source] = fault
            self._remaining[source] = fault.times

    def clear(self, source: str | None = None) -> None:
        with self._lock:
            for name in [source] if source else list(self._faults):
                self._faults.pop(name, None)
                self._remaining.pop(name, None)

    def take(self, source: str) -> Fault | None:
        """The fault for this request, counting it against `times`."""
        with self._lock:
            fault = self._faults.get(source)
            if fault is None:
                return None
            remaining = self._remaining.get(source)
            if remaining is not None:
                if remaining <= 1:
                    self._faults.pop(source)
                    self._remaining.pop(source)
                else:
                    self._remaining[source] = remaining - 1
            return fault

    def snapshot(self) -> dict[str, Any]:
        with self._lock:
            return {
                name: {**asdict(fault), "remaining": self._remaining.get(name)} for name, fault in self._faults.items()
            }
