"""Fixed-window counters for login throttling and inquiry limits, shared by every process.

With Redis (REDIS_URL) they live in the cache; otherwise the cache is per-process local memory,
which several gunicorn workers would each count separately, so they live in a table instead.
"""

import hashlib
import random
from datetime import datetime, timedelta
from typing import Protocol

from django.conf import settings
from django.core.cache import cache
from django.db import IntegrityError, transaction
from django.db.models import F
from django.http import HttpRequest
from django.utils import timezone

from .models import ThrottleCounter


class Counters(Protocol):
    def count(self, key: str) -> int: ...
    def hit(self, key: str, *, window_seconds: int) -> int: ...
    def release(self, key: str) -> None: ...
    def clear(self, key: str) -> None: ...


class CacheCounters:
    def count(self, key: str) -> int:
        value = cache.get(key)
        return int(value) if value is not None else 0

    def hit(self, key: str, *, window_seconds: int) -> int:
        cache.add(key, 0, timeout=window_seconds)  # only a window's first event sets its expiry
        try:
            return int(cache.incr(key))
        except ValueError:  # the window ended between add and incr
            cache.set(key, 1, timeout=window_seconds)
            return 1

    def release(self, key: str) -> None:
        try:
            if cache.decr(key) < 0:
                cache.delete(key)
        except ValueError:  # the window already ended
            pass

    def clear(self, key: str) -> None:
        cache.delete(key)


class DatabaseCounters:
    def count(self, key: str) -> int:
        row = ThrottleCounter.objects.filter(key=key, window_ends__gt=timezone.now()).first()
        return row.count if row else 0

    def hit(self, key: str, *, window_seconds: int) -> int:
        now = timezone.now()
        window_ends = now + timedelta(seconds=window_seconds)
        rows = ThrottleCounter.objects.filter(key=key)
        for _ in range(3):  # each step is one conditional statement: a racing process makes us retry
            with transaction.atomic():
                if rows.filter(window_ends__gt=now).update(count=F("count") + 1):
                    return rows.values_list("count", flat=True).get()  # our UPDATE holds the row lock
                if rows.filter(window_ends__lte=now).update(
                    count=1, window_ends=now + timedelta(seconds=window_seconds)
                ):
                    return 1
                try:
                    with transaction.atomic():
                        ThrottleCounter.objects.create(key=key, count=1, window_ends=window_ends)
                    self._prune(now)
                    return 1
                except IntegrityError:
                    continue
        return self.count(key)

    def release(self, key: str) -> None:
        ThrottleCounter.objects.filter(key=key, count__gt=0).update(count=F("count") - 1)

    def clear(self, key: str) -> None:
        ThrottleCounter.objects.filter(key=key).delete()

    @staticmethod
    def _prune(now: datetime) -> None:
        """Now and then drop windows that ended a day ago, so sprayed keys do not pile up."""
        if random.random() < 0.05:
            ThrottleCounter.objects.filter(window_ends__lt=now - timedelta(days=1)).delete()


def counters() -> Counters:
    backend = str(settings.CACHES["default"]["BACKEND"])
    return DatabaseCounters() if backend.endswith(("LocMemCache", "DummyCache")) else CacheCounters()


def cache_key(kind: str, value: str) -> str:
    """A short key that never holds the address itself."""
    digest = hashlib.sha256(value.strip().lower().encode()).hexdigest()[:32]
    return f"ratelimit:{kind}:{digest}"


def count(key: str) -> int:
    return counters().count(key)


def hit(key: str, *, window_seconds: int) -> int:
    """Count one event in the key's window (started by its first event); returns the new count."""
    return counters().hit(key, window_seconds=window_seconds)


def release(key: str) -> None:
    """Take back one event (an attempt that turned out fine)."""
    counters().release(key)


def clear(key: str) -> None:
    counters().clear(key)


def client_ip(request: HttpRequest) -> str:
    """The visitor's address: the peer, or behind TRUSTED_PROXY_HOPS proxies the X-Forwarded-For entry
    the outermost trusted proxy added (entries further left are whatever the client sent)."""
    peer = str(request.META.get("REMOTE_ADDR") or "unknown")
    hops = int(getattr(settings, "TRUSTED_PROXY_HOPS", 0))
    if hops <= 0:
        return peer
    forwarded = [part.strip() for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",") if part.strip()]
    return forwarded[-hops] if len(forwarded) >= hops else peer
