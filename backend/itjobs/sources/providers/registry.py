"""The one place providers are registered and built from settings.

A source with keys talks to its base URL over the network. With no keys at all (DEMO_MODE) both
sources run the same client classes against the built-in fake upstream, mounted in-process, so
no server process is needed. A source without keys outside demo mode is left out (disabled):
fake jobs never mix with real ones.
"""

import httpx
from django.conf import settings

from itjobs.jobs.source_labels import SourceName
from itjobs.sources.fake_upstream import runtime
from itjobs.sources.fake_upstream.transport import InProcessTransport
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.providers.base import Provider
from itjobs.sources.providers.jsearch.client import JSearchClient


def retry_policy() -> RetryPolicy:
    return RetryPolicy(
        max_retries=settings.SOURCE_MAX_RETRIES,
        backoff_base=settings.SOURCE_BACKOFF_BASE,
        backoff_max=settings.SOURCE_BACKOFF_MAX,
        retry_after_max=settings.SOURCE_RETRY_AFTER_MAX,
    )


def http_client(*, transport: httpx.BaseTransport | None = None) -> httpx.Client:
    timeout = httpx.Timeout(
        settings.SOURCE_READ_TIMEOUT, connect=settings.SOURCE_CONNECT_TIMEOUT, pool=settings.SOURCE_CONNECT_TIMEOUT
    )
    return httpx.Client(
        timeout=timeout,
        transport=transport,
        headers={"Accept": "application/json", "User-Agent": "itjobs-info/1.0"},
        follow_redirects=False,
    )


def build_providers(*, retry: RetryPolicy | None = None) -> dict[SourceName, Provider]:
    """Every enabled source by name. Cheap enough to call per refresh, but clients can be reused."""
    policy = retry or retry_policy()
    if settings.DEMO_MODE:
        return demo_providers(retry=policy)
    providers: dict[SourceName, Provider] = {}
    if settings.ADZUNA_APP_ID and settings.ADZUNA_APP_KEY:
        providers["adzuna"] = AdzunaClient(
            base_url=settings.ADZUNA_BASE_URL,
            app_id=settings.ADZUNA_APP_ID,
            app_key=settings.ADZUNA_APP_KEY,
            http=http_client(),
            retry=policy,
        )
    if settings.JSEARCH_API_KEY:
        providers["jsearch"] = JSearchClient(
            base_url=settings.JSEARCH_BASE_URL,
            api_key=settings.JSEARCH_API_KEY,
            host=settings.JSEARCH_HOST,
            http=http_client(),
            retry=policy,
        )
    return providers


def demo_providers(*, retry: RetryPolicy | None = None) -> dict[SourceName, Provider]:
    """Both real clients, wired to the process's fake upstream (see fake_upstream/runtime.py)."""
    http = http_client(transport=InProcessTransport(runtime.shared_fake_upstream()))
    policy = retry or retry_policy()
    return {
        "adzuna": AdzunaClient(
            base_url=runtime.ADZUNA_DEMO_BASE_URL,
            app_id=runtime.DEMO_ADZUNA_APP_ID,
            app_key=runtime.DEMO_ADZUNA_APP_KEY,
            http=http,
            retry=policy,
        ),
        "jsearch": JSearchClient(
            base_url=runtime.JSEARCH_DEMO_BASE_URL,
            api_key=runtime.DEMO_JSEARCH_KEY,
            host=settings.JSEARCH_HOST,
            http=http,
            retry=policy,
        ),
    }
