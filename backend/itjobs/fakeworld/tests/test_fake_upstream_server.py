"""The fake upstream served on a real loopback port (as `manage.py fake_upstream` does), reached by base URL."""

import threading

import pytest
from django.core.management import call_command

from itjobs.fakeworld.server import base_urls, serve
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.providers.jsearch.client import JSearchClient
from itjobs.sources.providers.registry import http_client
from itjobs.sources.tests.fixtures.upstream import Sleeps, policy, small_upstream
from itjobs.sources.types import SearchQuery, SourceError


@pytest.fixture(name="served")
def served_fixture():
    upstream = small_upstream(servers=None)  # any keys, as the command serves it
    server = serve(upstream, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield upstream, base_urls(server, upstream)
    server.shutdown()
    server.server_close()


def test_it_serves_both_apis_to_the_real_clients_by_base_url(served, settings):
    upstream, urls = served
    settings.SOURCE_READ_TIMEOUT = 5
    adzuna = AdzunaClient(base_url=urls["ADZUNA_BASE_URL"], app_id="any", app_key="keys", http=http_client())
    jsearch = JSearchClient(base_url=urls["JSEARCH_BASE_URL"], api_key="any", host="h", http=http_client())

    found = [client.search(SearchQuery(keyword="developer", location="", country="us")) for client in (adzuna, jsearch)]

    assert [len(result.jobs) for result in found] == [50, 10]
    assert dict(upstream.calls) == {"adzuna": 1, "jsearch": 1}


def test_it_times_out_over_a_real_socket_and_retries(served, settings):
    _upstream, urls = served
    settings.SOURCE_READ_TIMEOUT = 0.1
    sleeps = Sleeps()
    # Count the attempts where they are made: the server's own count may lag behind a client that
    # has already given up (its handler thread need not have run yet on a busy machine).
    sent: list[str] = []
    http = http_client()
    http.event_hooks["request"].append(lambda request: sent.append(request.url.path))
    client = JSearchClient(base_url=urls["JSEARCH_BASE_URL"], api_key="any", host="h", http=http, retry=policy(sleeps))
    client_http = http_client()
    client_http.post(urls["FAULTS_URL"], json={"source": "jsearch", "kind": "timeout", "seconds": 0.5})

    with pytest.raises(SourceError, match=r"^JSearch API error: timed out"):
        client.search(SearchQuery(keyword="developer", location="", country="us"))

    assert (len(sent), len(sleeps)) == (3, 2)


def test_the_command_prints_the_base_urls_to_use(monkeypatch, capsys):
    monkeypatch.setattr("wsgiref.simple_server.WSGIServer.serve_forever", lambda self: None)

    call_command("fake_upstream", "--port", "0", "--size", "1000")

    out = capsys.readouterr().out
    assert "ADZUNA_BASE_URL=http://127.0.0.1:" in out
    assert "/adzuna/v1/api" in out
    assert "JSEARCH_BASE_URL=http://127.0.0.1:" in out
    assert "/jsearch" in out
