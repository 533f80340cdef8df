"""The visitor's address, as every per-address limit counts it."""

from django.conf import settings
from django.http import HttpRequest


def client_ip(request: HttpRequest) -> str:
    """The peer, or behind TRUSTED_PROXY_HOPS proxies the X-Forwarded-For entry the outermost trusted
    proxy added (entries further left are whatever the client sent)."""
    peer = str(request.META.get("REMOTE_ADDR") or "unknown")
    hops = int(settings.TRUSTED_PROXY_HOPS)
    if hops <= 0:
        return peer
    forwarded = [part.strip() for part in str(request.META.get("HTTP_X_FORWARDED_FOR", "")).split(",") if part.strip()]
    return forwarded[-hops] if len(forwarded) >= hops else peer
