"""A third source is its spec and one registration: its jobs reach search under its label, the
source filter takes its name, its own call limits count its calls, and its keys end demo mode.

The source lives in this file only: its wire format (gigs), its parse and client, its settings."""

import re
from typing import Any

import pytest
from django import conf
from django.test import override_settings
from django.utils import timezone

from itjobs.core.tests.redis_support import cache_clear
from itjobs.jobs.types import NormalizedJob
from itjobs.sources import status
from itjobs.sources.budget import rate_usage
from itjobs.sources.ingest import Budget, ingest_query
from itjobs.sources.providers import registry
from itjobs.sources.providers.base import ProviderSpec
from itjobs.sources.types import FetchResult, SearchQuery

pytestmark = pytest.mark.django_db

GIGS: list[dict[str, Any]] = [
    {"ref": "g101", "role": "Rust Developer", "firm": "Acme Rockets", "town": "Austin", "state": "TX",
     "link": "https://acme.example/gigs/g101", "about": "Write Rust for our launch systems."},
    {"ref": "g102", "role": "Senior Rust Engineer", "firm": "Acme Rockets", "town": "Denver", "state": "CO",
     "link": "https://acme.example/gigs/g102", "about": "Lead the Rust telemetry team."},
    {"ref": "g103", "role": "Rust Developer", "firm": None, "town": "Austin", "state": "TX",
     "link": "ftp://acme.example/gigs/g103", "about": "No http(s) link: dropped."},
]  # fmt: skip


def parse_gig(gig: dict[str, Any]) -> NormalizedJob | None:
    if not gig["link"].startswith("https://"):
        return None
    return NormalizedJob(
        source="acme",
        source_id=gig["ref"],
        title=gig["role"],
        apply_url=gig["link"],
        company_name=gig["firm"],
        location_text=f"{gig['town']}, {gig['state']}",
        city=gig["town"],
        region=gig["state"],
        country_code="us",
        description_html=f"<p>{gig['about']}</p>",
        description_text=gig["about"],
    )


class AcmeClient:
    name = "acme"
    label = "Acme Jobs"
    countries = frozenset({"us"})
    page_size = 20
    sorts_by_date = False

    def __init__(self) -> None:
        self.asked: list[SearchQuery] = []

    def search(self, query: SearchQuery) -> FetchResult:
        self.asked.append(query)
        parsed = [parse_gig(gig) for gig in (GIGS if query.page == 1 else [])]
        return FetchResult(jobs=[job for job in parsed if job], dropped=parsed.count(None))


CLIENT = AcmeClient()
ACME = ProviderSpec(
    name="acme",
    label="Acme Jobs",
    id_shape=re.compile(r"g[0-9]+"),
    configured=lambda: bool(getattr(conf.settings, "ACME_API_KEY", "")),
    build=lambda http, retry: CLIENT,
    settings_prefix="ACME",
)


@pytest.fixture
def acme(monkeypatch):
    """Registered as any provider is: one more spec in registry.PROVIDERS, with its settings."""
    cache_clear()
    with override_settings(ACME_API_KEY="key", ACME_CALLS_PER_MINUTE=5, ACME_CALLS_PER_DAY=50, DEMO_MODE=False):
        monkeypatch.setattr(registry, "PROVIDERS", (*registry.PROVIDERS, ACME))
        registry.check_providers()
        registry.register_provider_sources()  # what the sources app's ready() does at start
        status.source_statuses_cache_clear()
        yield CLIENT
        monkeypatch.undo()
        registry.register_provider_sources()
        status.source_statuses_cache_clear()
        CLIENT.asked.clear()


def test_its_jobs_are_found_in_search_with_its_label_and_by_its_name(acme, client):
    now = timezone.now()
    run = ingest_query(
        query=SearchQuery(keyword="rust", location="", country="us"),
        pages=1,
        budget=Budget(wait=False, clock=lambda: now),
        now=now,
    )
    assert (run.calls, run.jobs, run.dropped, run.errors) == (1, 2, 1, [])
    assert [query.keyword for query in acme.asked] == ["rust"]
    assert rate_usage(source="acme", now=now).minute_used == 1  # counted against ACME_CALLS_PER_MINUTE

    answer = client.get("/api/jobs/search", {"keyword": "rust", "country": "us", "source": "acme"})
    assert answer.status_code == 200
    cards = answer.json()["jobs"]
    assert sorted((card["id"], card["source"], card["company_name"]) for card in cards) == [
        ("acme-g101", "Acme Jobs", "Acme Rockets"),
        ("acme-g102", "Acme Jobs", "Acme Rockets"),
    ]
    assert {"name": "Acme Jobs", "status": "ok", "message": None} in answer.json()["sources"]

    # Its job page answers from its address, the id found by its name and id shape.
    card = next(card for card in cards if card["id"] == "acme-g101")
    page = client.get(f"/api/jobs/by-path/{card['path'].removeprefix('/jobs/')}")
    assert (page.status_code, page.json()["source"]) == (200, "Acme Jobs")

    facets = client.get("/api/jobs/facets", {"keyword": "rust", "country": "us"}).json()
    assert [(value["value"], value["label"], value["count"]) for value in facets["source"]] == [
        ("adzuna", "Adzuna", 0),
        ("jsearch", "JSearch", 0),
        ("acme", "Acme Jobs", 2),
        ("direct", "Direct", 0),
    ]


def test_the_source_filter_refuses_a_name_no_source_has(acme, client):
    answer = client.get("/api/jobs/search", {"keyword": "rust", "country": "us", "source": "monster"})
    assert answer.status_code == 422
    assert "'acme'" in answer.json()["errors"]["source"]


def test_its_keys_alone_end_demo_mode(acme, settings):
    settings.ADZUNA_APP_ID = settings.ADZUNA_APP_KEY = settings.JSEARCH_API_KEY = ""
    assert registry.demo_mode() is False
    settings.ACME_API_KEY = ""
    assert registry.demo_mode() is True
