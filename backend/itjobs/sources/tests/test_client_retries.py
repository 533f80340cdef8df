"""Backoff with jitter, and which failures are worth another attempt."""

import random
import socket

import pytest

from itjobs.sources.http import RetryPolicy
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.providers.registry import http_client
from itjobs.sources.tests.fixtures.upstream import Sleeps, policy
from itjobs.sources.types import SearchQuery, SourceError


def test_it_doubles_the_wait_with_jitter_up_to_the_cap():
    retry = RetryPolicy(backoff_base=0.5, backoff_max=4, rng=random.Random(3))

    waits = [retry.delay(n) for n in range(6)]

    for n, wait in enumerate(waits):
        step = min(4, 0.5 * 2**n)
        assert step / 2 <= wait <= step
    assert len(set(waits)) == len(waits)  # jittered, not lock-step


def test_it_never_waits_less_than_retry_after():
    assert RetryPolicy(backoff_base=0.5, rng=random.Random(1)).delay(0, retry_after=3) == 3


@pytest.fixture(name="closed_port")
def closed_port_fixture():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]  # nothing listens once the socket is closed


def test_it_retries_connection_errors_then_fails(closed_port, settings):
    settings.SOURCE_CONNECT_TIMEOUT = 0.5
    sleeps = Sleeps()
    client = AdzunaClient(
        base_url=f"http://127.0.0.1:{closed_port}/v1/api",
        app_id="a",
        app_key="b",
        http=http_client(),
        retry=policy(sleeps),
    )

    with pytest.raises(SourceError, match=r"^Adzuna API error: connection failed \(ConnectError\)$") as error:
        client.search(SearchQuery(keyword="python", location="", country="us"))

    assert error.value.transient
    assert len(sleeps) == 2
