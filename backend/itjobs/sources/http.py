"""One HTTP call to a source: timeouts, JSON decoding, and retries for transient failures only.

Transient: timeouts, connection errors, 5xx and a 429 burst whose Retry-After is short. Auth
errors, quota exhaustion, other 4xx and malformed bodies fail at once: retrying cannot help and
would spend quota.
"""

import json
import logging
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

from itjobs.sources.types import SourceBadResponse, SourceError, SourceRateLimited

Sleep = Callable[[float], None]
ErrorMapper = Callable[[httpx.Response], SourceError]


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 2  # extra attempts after the first
    backoff_base: float = 0.5  # seconds before the first retry, doubling each time
    backoff_max: float = 8.0
    retry_after_max: float = 5.0  # a 429 asking to wait longer than this is not retried here
    sleep: Sleep = field(default=time.sleep, compare=False)
    rng: random.Random = field(default_factory=random.Random, compare=False)

    def delay(self, retry_number: int, retry_after: float | None = None) -> float:
        """Exponential backoff with jitter (50-100% of the step), never shorter than Retry-After."""
        step = min(self.backoff_max, self.backoff_base * (2.0**retry_number))
        return max(step * (0.5 + self.rng.random() / 2), retry_after or 0.0)


def status_message(label: str, response: httpx.Response) -> str:
    """The error text a visitor and an operator read: 'Adzuna API error: 401 Unauthorized'."""
    return f"{label} API error: {response.status_code} {response.reason_phrase}"


def retry_after_seconds(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After", "").strip()
    try:
        return max(0.0, float(value)) if value else None
    except ValueError:
        return None  # an HTTP date: treat as unknown


def error_body(response: httpx.Response) -> dict[str, Any]:
    """The JSON error body when there is one ({'message': ...} or {'display': ..., 'exception': ...})."""
    try:
        body = response.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def decode_json(label: str, response: httpx.Response) -> Any:
    content_type = response.headers.get("Content-Type", "").split(";")[0].strip().lower()
    if content_type != "application/json" and not content_type.endswith("+json"):
        raise SourceBadResponse(
            f"{label} API error: {response.status_code} non-JSON content type {content_type or 'none'!r}",
            status=response.status_code,
        )
    try:
        return json.loads(response.content)
    except (ValueError, UnicodeDecodeError) as exc:
        raise SourceBadResponse(
            f"{label} API error: {response.status_code} malformed JSON ({exc})", status=response.status_code
        ) from exc


def _attempt(
    client: httpx.Client,
    *,
    label: str,
    url: str,
    params: Mapping[str, str | int],
    headers: Mapping[str, str],
    map_error: ErrorMapper,
) -> Any:
    try:
        response = client.get(url, params=dict(params), headers=dict(headers))
    except httpx.TimeoutException as exc:
        raise SourceError(f"{label} API error: timed out ({exc.__class__.__name__})", transient=True) from exc
    except httpx.TransportError as exc:
        raise SourceError(f"{label} API error: connection failed ({exc.__class__.__name__})", transient=True) from exc
    if response.status_code >= 400:
        raise map_error(response)
    return decode_json(label, response)


def get_json(
    client: httpx.Client,
    *,
    label: str,
    url: str,
    params: Mapping[str, str | int],
    headers: Mapping[str, str] | None = None,
    map_error: ErrorMapper,
    policy: RetryPolicy,
    logger: logging.Logger,
) -> Any:
    """GET a JSON document, retrying transient failures; raises the final SourceError, logged."""
    retry_number = 0
    while True:
        try:
            return _attempt(client, label=label, url=url, params=params, headers=headers or {}, map_error=map_error)
        except SourceError as exc:
            retry_after = exc.retry_after if isinstance(exc, SourceRateLimited) else None
            retryable = exc.transient and (retry_after is None or retry_after <= policy.retry_after_max)
            if not retryable or retry_number >= policy.max_retries:
                logger.error("%s", exc)
                raise
            wait = policy.delay(retry_number, retry_after)
            logger.warning("%s; retry %d of %d in %.2fs", exc, retry_number + 1, policy.max_retries, wait)
            policy.sleep(wait)
            retry_number += 1


def default_error(label: str, response: httpx.Response) -> SourceError:
    """Any status the provider does not special-case: 5xx transient, other 4xx final."""
    return SourceError(
        status_message(label, response), status=response.status_code, transient=response.status_code >= 500
    )
