"""Server-side cache of search answers (Redis when REDIS_URL is set, else each process's memory).

Keys hold the normalized query and filters plus the index generation that every expiry and every
ingest that changes what searches show bumps (a source listing the same jobs again moves only their
last_seen, which no search shows), so a change to the index retires every cached answer at once.
Every process must see the same generation: with Redis it lives in Redis beside the answers;
without, the answers stay in each process's memory but the generation lives in the database (one
row), so a post an employer closes in one gunicorn worker leaves the search answers of the others
at once.
"""

import hashlib
import json
import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, connection, transaction

from itjobs.core import process_cache
from itjobs.core.request_memo import once_per_request

from .models import SearchGeneration

T = TypeVar("T")
_GENERATION_KEY = "jobs:search:generation"
_READ_TOKEN = f"SELECT token FROM {SearchGeneration._meta.db_table} WHERE id = 1"  # noqa: S608 (no input)


def _shared_cache() -> bool:
    """The cache itself is shared by every process (Redis), so the generation can live there."""
    return bool(settings.REDIS_URL)


@once_per_request  # a page's cache key and its preloaded search read it once
def search_generation() -> str:
    if not _shared_cache():
        # Read on every page and search: on the driver's own connection, as the ORM's compilation,
        # and even Django's cursor wrappers, cost more than the read (sqlite3 and psycopg both
        # execute on the connection). Autocommit or the request's transaction, as any query.
        connection.ensure_connection()
        row = connection.connection.execute(_READ_TOKEN).fetchone()
        return row[0] if row and row[0] else "0"
    generation = cache.get(_GENERATION_KEY)
    if generation is None:
        cache.add(_GENERATION_KEY, 1, timeout=None)
        generation = cache.get(_GENERATION_KEY, 1)
    return str(generation)


def bump_search_generation() -> str:
    """Retire every cached search answer (the index changed)."""
    if not _shared_cache():
        token = secrets.token_hex(8)
        if not SearchGeneration.objects.filter(pk=1).update(token=token):
            try:
                with transaction.atomic():
                    SearchGeneration.objects.create(pk=1, token=token)
            except IntegrityError:  # another process created the row first
                SearchGeneration.objects.filter(pk=1).update(token=token)
        return token
    try:
        return str(cache.incr(_GENERATION_KEY))
    except ValueError:  # not there yet (first ingest, or evicted)
        cache.add(_GENERATION_KEY, 2, timeout=None)
        return search_generation()


def cache_key(parts: dict[str, Any]) -> str:
    payload = json.dumps(parts, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(payload.encode()).hexdigest()[:32]
    return f"jobs:search:{search_generation()}:{digest}"


def cached(parts: dict[str, Any], compute: Callable[[], T], *, immutable: bool = False) -> T:
    """The cached answer for these parts, else compute it and keep it for JOBS_SEARCH_CACHE_SECONDS.
    `immutable`: the value is never changed by whoever gets it (a frozen dataclass of bytes), so this
    process may hand out the very object for a moment (core/process_cache.py) instead of a copy."""
    ttl = settings.JOBS_SEARCH_CACHE_SECONDS
    if ttl <= 0:
        return compute()
    key = cache_key(parts)
    hit: T | None = process_cache.get(key) if immutable else cache.get(key)
    if hit is not None:
        return hit
    value = compute()
    if immutable:
        process_cache.set(key, value, timeout=ttl)
    else:
        cache.set(key, value, timeout=ttl)
    return value
