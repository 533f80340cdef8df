"""JSearch (RapidAPI): client.py speaks its API, parse.py turns its records into NormalizedJobs."""

import httpx
from django.conf import settings

from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import ProviderSpec

from .client import JSearchClient


def _configured() -> bool:
    return bool(settings.JSEARCH_API_KEY)


def _build(http: httpx.Client, retry: RetryPolicy) -> JSearchClient:
    return JSearchClient(
        base_url=settings.JSEARCH_BASE_URL,
        api_key=settings.JSEARCH_API_KEY,
        host=settings.JSEARCH_HOST,
        http=http,
        retry=retry,
    )


def _build_demo(http: httpx.Client, retry: RetryPolicy) -> JSearchClient:
    from itjobs.sources.fake_upstream import runtime  # demo mode only: the fake upstream is heavy to import

    return JSearchClient(
        base_url=runtime.JSEARCH_DEMO_BASE_URL,
        api_key=runtime.DEMO_JSEARCH_KEY,
        host=settings.JSEARCH_HOST,
        http=http,
        retry=retry,
    )


JSEARCH = ProviderSpec(
    name="jsearch", configured=_configured, build=_build, build_demo=_build_demo, settings_prefix="JSEARCH"
)
