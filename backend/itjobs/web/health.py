"""`/healthz` for load balancers and uptime checks: a real round trip to each store a request needs.

The database always; Redis when REDIS_URL is set (the cache, the rate limits and the leases live
there, so a node without it cannot serve). 503 names the failing store and never the driver's text,
which can hold addresses and names; the log has it.
"""

import logging
from functools import cache

import redis
from django.conf import settings
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe

logger = logging.getLogger(__name__)
TIMEOUT_SECONDS = 2  # a store slower than this to answer a ping counts as down


@cache
def _redis(url: str) -> "redis.Redis":
    return redis.Redis.from_url(url, socket_timeout=TIMEOUT_SECONDS, socket_connect_timeout=TIMEOUT_SECONDS)


def _database_up() -> bool:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception:  # any failure of the database makes the node unhealthy
        logger.warning("Health check: the database did not answer", exc_info=True)
        return False
    return True


def _redis_up(url: str) -> bool:
    try:
        _redis(url).ping()
    except Exception:  # any failure of Redis makes the node unhealthy
        logger.warning("Health check: Redis did not answer", exc_info=True)
        return False
    return True


@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    stores = {"database": _database_up()}
    if settings.REDIS_URL:
        stores["redis"] = _redis_up(settings.REDIS_URL)
    healthy = all(stores.values())
    body: dict[str, str] = {"status": "ok" if healthy else "error"}
    body |= {name: "ok" if up else "error" for name, up in stores.items()}
    if stores["database"]:
        body["vendor"] = connection.vendor
    return JsonResponse(body, status=200 if healthy else 503)
