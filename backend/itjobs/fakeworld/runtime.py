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


_installed: list[FakeUpstream] = []  # the quota simulation's world, in place of the configured app


def install_fake_upstream(app: FakeUpstream | None) -> None:
    """Answer demo mode's clients from `app` (None: from the configured app again)."""
    _installed[:] = [app] if app else []


def shared_fake_upstream() -> FakeUpstream:
    return _installed[0] if _installed else _configured_fake_upstream()


@lru_cache(maxsize=1)
def _configured_fake_upstream() -> FakeUpstream:
    return FakeUpstream(
        seed=settings.FAKE_UPSTREAM_SEED,
        size=settings.FAKE_UPSTREAM_SIZE,
        now=configured_now(),
        servers=fake_servers(demo=True),
    )


def demo_providers(
    *, specs: Sequence[ProviderSpec], http_client: Callable[..., httpx.Client], retry: RetryPolicy
) -> dict[SourceName, Provider]:
    """Each source's real client, built by its fake server, on one HTTP client whose transport is
    the process's fake upstream (`http_client` is the registry's, so timeouts and headers are the
    production ones)."""
    upstream = shared_fake_upstream()
    http = http_client(transport=InProcessTransport(upstream))
    return {spec.name: upstream.server(spec.name).demo_client(http=http, root=DEMO_ROOT, retry=retry) for spec in specs}
