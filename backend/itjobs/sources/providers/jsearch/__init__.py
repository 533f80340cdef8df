"""JSearch (RapidAPI): client.py speaks its API, parse.py turns its records into NormalizedJobs."""

import httpx
from django.conf import settings

from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import ProviderSpec

from .client import JSearchClient
from .parse import ID_SHAPE, LABEL, NAME


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


JSEARCH = ProviderSpec(
    name=NAME,
    label=LABEL,
    id_shape=ID_SHAPE,
    configured=_configured,
    build=_build,
    settings_prefix="JSEARCH",
    fake="itjobs.fakeworld.providers.jsearch",
)
