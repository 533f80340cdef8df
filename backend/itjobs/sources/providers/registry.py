"""The one place providers are registered and built from settings.

A new source is its folder under providers/ (client.py, parse.py and an __init__.py holding its
ProviderSpec, like adzuna/) plus one line in PROVIDERS. A source with keys talks to its base URL
over the network. With no keys at all (DEMO_MODE) every source runs the same client class against
the fake upstream of the development package (itjobs.fakeworld), mounted in-process, so no server
process is needed. A source without keys outside demo mode is left out (disabled): fake jobs never
mix with real ones.
"""

import httpx
from django.conf import settings
from django.utils.module_loading import import_string

from itjobs.jobs.source_labels import Source, SourceName, register_sources
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.adzuna import ADZUNA
from itjobs.sources.providers.base import Provider, ProviderSpec
from itjobs.sources.providers.jsearch import JSEARCH

PROVIDERS: tuple[ProviderSpec, ...] = (ADZUNA, JSEARCH)


def provider_spec(name: str) -> ProviderSpec | None:
    return next((spec for spec in PROVIDERS if spec.name == name), None)


def check_providers() -> None:
    """At start: every registered source has its call limits (raises ImproperlyConfigured naming
    the setting), so a new source without them never runs uncapped."""
    for spec in PROVIDERS:
        spec.limits()


def register_provider_sources() -> None:
    """At start: each registered source's name, label and id shape into the jobs app's table of
    sources (the cards, the source filter and facet, the job page addresses read it there)."""
    register_sources(Source(spec.name, spec.label, spec.id_shape) for spec in PROVIDERS)


def demo_mode() -> bool:
    """No registered source has its keys: every source then runs against the fake upstream."""
    return not any(spec.configured() for spec in PROVIDERS)


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
    return {spec.name: spec.build(http_client(), policy) for spec in PROVIDERS if spec.configured()}


def demo_providers(*, retry: RetryPolicy | None = None) -> dict[SourceName, Provider]:
    """Every source's real client against the fake upstream, in-process. The development package
    builds them (each from its spec's fake server); settings.SOURCES_DEMO_PROVIDERS names the
    function, imported here only, in demo mode: serving code never imports the fake upstream."""
    build = import_string(settings.SOURCES_DEMO_PROVIDERS)
    providers: dict[SourceName, Provider] = build(
        specs=PROVIDERS, http_client=http_client, retry=retry or retry_policy()
    )
    return providers
