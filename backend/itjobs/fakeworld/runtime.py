"""The process-wide fake upstream that demo mode's clients talk to, configured from settings, and
`demo_providers`, the one function serving code reaches here (settings.SOURCES_DEMO_PROVIDERS)."""

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from functools import lru_cache

import httpx
from django.conf import settings

from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.providers import fake_servers
from itjobs.fakeworld.transport import InProcessTransport
from itjobs.jobs.source_labels import SourceName
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import Provider, ProviderSpec

# The root the in-process transport answers; any host works, this one says what it is.
DEMO_ROOT = "http://fake-upstream.local"


def configured_now() -> datetime | None:
    """FAKE_UPSTREAM_NOW pins the generator's clock (ISO date or datetime); empty: today, UTC."""
    value = settings.FAKE_UPSTREAM_NOW
    if not value:
        return None
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def shared_fake_upstream() -> FakeUpstream:
    return _configured_fake_upstream()


@lru_cache(maxsize=1)
def _configured_fake_upstream() -> FakeUpstream:
    return FakeUpstream(
        seed=settings.FAKE_UPSTREAM_SEED,
        size=settings.FAKE_UPSTREAM_SIZE,
        now=configured_now(),
        servers=fake_servers(demo=True),
    )


def fake_clients(
    upstream: FakeUpstream,
    *,
    specs: Sequence[ProviderSpec],
    retry: RetryPolicy,
    http_client: Callable[..., httpx.Client] = httpx.Client,
) -> dict[SourceName, Provider]:
    """Each source's real client, built by its fake server, on one HTTP client whose transport is
    `upstream`, in-process."""
    http = http_client(transport=InProcessTransport(upstream))
    return {spec.name: upstream.server(spec.name).demo_client(http=http, root=DEMO_ROOT, retry=retry) for spec in specs}


def demo_providers(
    *, specs: Sequence[ProviderSpec], http_client: Callable[..., httpx.Client], retry: RetryPolicy
) -> dict[SourceName, Provider]:
    """Demo mode's clients against the process's fake upstream (`http_client` is the registry's, so
    timeouts and headers are the production ones)."""
    return fake_clients(shared_fake_upstream(), specs=specs, retry=retry, http_client=http_client)
