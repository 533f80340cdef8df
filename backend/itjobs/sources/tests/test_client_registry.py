"""Which clients the registry builds: demo mode against the fake upstream, else the keyed sources."""

from itjobs.fakeworld.runtime import shared_fake_upstream
from itjobs.sources.providers.adzuna.client import AdzunaClient
from itjobs.sources.providers.jsearch.client import JSearchClient
from itjobs.sources.providers.registry import build_providers
from itjobs.sources.types import SearchQuery


def test_it_runs_both_real_clients_against_the_fake_upstream_in_demo_mode(settings):
    settings.DEMO_MODE = True

    providers = build_providers()

    assert isinstance(providers["adzuna"], AdzunaClient)
    assert isinstance(providers["jsearch"], JSearchClient)
    assert [(p.name, p.label) for p in providers.values()] == [("adzuna", "Adzuna"), ("jsearch", "JSearch")]
    assert {"us", "gb", "ca", "au", "de"} <= providers["adzuna"].countries & providers["jsearch"].countries
    before = dict(shared_fake_upstream().calls)
    for provider in providers.values():
        assert provider.search(SearchQuery(keyword="DevOps Engineer", location="", country="us")).jobs
    assert sum(shared_fake_upstream().calls.values()) == sum(before.values()) + 2


def test_it_points_keyed_sources_at_their_base_urls(settings):
    settings.DEMO_MODE = False
    settings.ADZUNA_APP_ID, settings.ADZUNA_APP_KEY = "id", "key"
    settings.ADZUNA_BASE_URL = "http://adzuna.internal/v1/api/"
    settings.JSEARCH_API_KEY = "rapid"
    settings.JSEARCH_BASE_URL = "http://jsearch.internal"

    providers = build_providers()

    adzuna, jsearch = providers["adzuna"], providers["jsearch"]
    assert isinstance(adzuna, AdzunaClient)
    assert isinstance(jsearch, JSearchClient)
    assert adzuna.base_url == "http://adzuna.internal/v1/api"
    assert jsearch.base_url == "http://jsearch.internal"


def test_it_leaves_a_source_without_keys_out_when_another_has_keys(settings):
    settings.DEMO_MODE = False
    settings.ADZUNA_APP_ID, settings.ADZUNA_APP_KEY = "", ""
    settings.JSEARCH_API_KEY = "rapid"

    assert list(build_providers()) == ["jsearch"]
