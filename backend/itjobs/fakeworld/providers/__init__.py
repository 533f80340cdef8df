"""Each source's fake server: its API's routes, parameters and wire format over the shared world.

A source's ProviderSpec names its fake server's module (`fake`, a dotted path such as
'itjobs.fakeworld.providers.adzuna'); the module's `fake_server(**options)` returns a FakeServer.
The fake upstream (app.py) mounts the fake server of every registered source, so a new source's
fake is its own module here plus that one field of its spec.
"""

import re
from collections.abc import Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol

import httpx
from django.core.exceptions import ImproperlyConfigured

from itjobs.fakeworld.answers import FakeRequest, Response
from itjobs.fakeworld.faults import Fault
from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.base import Provider, ProviderSpec
from itjobs.sources.providers.registry import PROVIDERS

if TYPE_CHECKING:
    from itjobs.fakeworld.app import FakeUpstream


class FakeServer(Protocol):
    name: str  # the source's name, as its spec has it
    routes: tuple[re.Pattern[str], ...]  # matched against the whole request path; the first match answers

    def answer(self, upstream: "FakeUpstream", match: re.Match[str], request: FakeRequest) -> Response:
        """The API's answer from the world's jobs of this source (upstream.find)."""
        ...

    def fault_response(self, fault: Fault) -> Response:
        """A rate_limit, quota, auth or server_error fault as this API words it."""
        ...

    def base_url(self, root: str) -> str:
        """Where the real client points for a fake upstream served at `root` ('http://host:port')."""
        ...

    def demo_client(self, *, http: httpx.Client, root: str, retry: RetryPolicy) -> Provider:
        """The source's real client against this fake at `root`, with the keys its demo server requires."""
        ...


def fake_module(spec: ProviderSpec) -> Any:
    if not spec.fake:
        raise ImproperlyConfigured(f"The source {spec.name!r} names no fake server (ProviderSpec.fake).")
    return import_module(spec.fake)


def fake_servers(*, demo: bool = False, specs: Sequence[ProviderSpec] = PROVIDERS) -> list[FakeServer]:
    """Every registered source's fake server: accepting any key, or (`demo`) only its demo keys."""
    return [fake_module(spec).fake_server(demo=demo) for spec in specs]
