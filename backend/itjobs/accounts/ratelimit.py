"""Fixed-window counters in the cache (Redis when REDIS_URL is set): shared by every process."""

import hashlib

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest


def cache_key(kind: str, value: str) -> str:
    """A short key that never holds the address itself."""
    digest = hashlib.sha256(value.strip().lower().encode()).hexdigest()[:32]
    return f"ratelimit:{kind}:{digest}"


def count(key: str) -> int:
    value = cache.get(key)
    return int(value) if value is not None else 0


def hit(key: str, *, window_seconds: int) -> int:
    """Count one event in the key's window (started by its first event); returns the new count."""
    cache.add(key, 0, timeout=window_seconds)  # only the first event of a window sets the expiry
    try:
        return int(cache.incr(key))
    except ValueError:  # the window ended between add and incr
        cache.set(key, 1, timeout=window_seconds)
        return 1


def clear(key: str) -> None:
    cache.delete(key)


def client_ip(request: HttpRequest) -> str:
    """The visitor's address: the peer, or behind TRUSTED_PROXY_HOPS proxies the X-Forwarded-For entry
    the outermost trusted proxy added (entries further left are whatever the client sent)."""
    peer = str(request.META.get("REMOTE_ADDR") or "unknown")
    hops = int(getattr(settings, "TRUSTED_PROXY_HOPS", 0))
    if hops <= 0:
        return peer
    forwarded = [part.strip() for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",") if part.strip()]
    return forwarded[-hops] if len(forwarded) >= hops else peer
