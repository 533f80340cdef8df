"""Adzuna: client.py speaks its API, parse.py turns its records into NormalizedJobs."""

import httpx
from django.conf import settings

from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import ProviderSpec

from .client import AdzunaClient


def _configured() -> bool:
    return bool(settings.ADZUNA_APP_ID and settings.ADZUNA_APP_KEY)


def _build(http: httpx.Client, retry: RetryPolicy) -> AdzunaClient:
    return AdzunaClient(
        base_url=settings.ADZUNA_BASE_URL,
        app_id=settings.ADZUNA_APP_ID,
        app_key=settings.ADZUNA_APP_KEY,
        http=http,
        retry=retry,
    )


def _build_demo(http: httpx.Client, retry: RetryPolicy) -> AdzunaClient:
    from itjobs.sources.fake_upstream import runtime  # demo mode only: the fake upstream is heavy to import

    return AdzunaClient(
        base_url=runtime.ADZUNA_DEMO_BASE_URL,
        app_id=runtime.DEMO_ADZUNA_APP_ID,
        app_key=runtime.DEMO_ADZUNA_APP_KEY,
        http=http,
        retry=retry,
    )


ADZUNA = ProviderSpec(
    name="adzuna", configured=_configured, build=_build, build_demo=_build_demo, settings_prefix="ADZUNA"
)
