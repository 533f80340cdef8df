"""Adzuna: client.py speaks its API, parse.py turns its records into NormalizedJobs."""

import httpx
from django.conf import settings

from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import ProviderSpec

from .client import AdzunaClient
from .parse import ID_SHAPE, LABEL, NAME


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


ADZUNA = ProviderSpec(
    name=NAME,
    label=LABEL,
    id_shape=ID_SHAPE,
    configured=_configured,
    build=_build,
    settings_prefix="ADZUNA",
    fake="itjobs.fakeworld.providers.adzuna",
)
