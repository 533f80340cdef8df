"""The crawl plan within the sources' limits, and rare queries: a simulated day of refresher rounds
and visitors' searches on a fake clock never goes past a minute's or a day's cap, the visitors keep
their share, and a searched query is refreshed live only when the index holds too little."""

from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from io import StringIO

import pytest
from django.core.management import call_command

from itjobs.jobs.services import jobs_ingest
from itjobs.sources import refresh_context
from itjobs.sources.search_refresh import background_tick, request_refresh
from itjobs.sources.tests.refresh_fixtures import indexed_fixture, process_state_fixture  # noqa: F401 (fixtures)
from itjobs.sources.tests.refresh_support import NOON, a_job
from itjobs.sources.types import FetchResult, SearchQuery

pytestmark = pytest.mark.django_db

MIDNIGHT = NOON.replace(hour=0)


@dataclass
class Clock:
    now: datetime = MIDNIGHT


@dataclass
class EndlessSource:
    """Always a full page of new jobs, so every run spends all it may; notes when each call came."""

    name: str
    clock: Clock
    page_size: int = 50
    countries: frozenset[str] = frozenset({"us", "gb", "ca", "au", "de"})
    sorts_by_date: bool = True
    calls: list[tuple[datetime, SearchQuery]] = field(default_factory=list)

    def search(self, query: SearchQuery) -> FetchResult:
        self.calls.append((self.clock.now, query))
        start = len(self.calls) * 1000
        jobs = [
            replace(a_job(self.name, start + n), posted_at=self.clock.now - timedelta(minutes=n))
            for n in range(self.page_size)
        ]
        return FetchResult(jobs=jobs, total=10**6)


@pytest.fixture(name="day")
def day_fixture(settings, monkeypatch):
    settings.REDIS_URL = ""
    settings.SOURCES_REFRESH_MODE = "inline"
    settings.SOURCES_CRAWL_PLAN = True
    settings.SOURCES_BACKGROUND_RESERVE = 0.2
    settings.SOURCES_RARE_MIN_JOBS = 10**6  # every search asks for a live refresh
    settings.ADZUNA_CALLS_PER_MINUTE, settings.ADZUNA_CALLS_PER_DAY = 25, 250
    settings.JSEARCH_CALLS_PER_MINUTE, settings.JSEARCH_CALLS_PER_DAY = 5, 6
    clock = Clock()
    sources = {"adzuna": EndlessSource("adzuna", clock), "jsearch": EndlessSource("jsearch", clock, page_size=10)}
    monkeypatch.setattr(refresh_context, "active_providers", lambda: sources)
    return clock, sources


def test_a_day_of_rounds_and_searches_stays_within_every_limit_and_leaves_visitors_their_share(day, indexed):
    clock, sources = day
    # The limits count calls, not jobs: smaller full pages give the plan the same calls to make
    # and the day a fifth of the rows to remember.
    sources["adzuna"].page_size, sources["jsearch"].page_size = 10, 2
    visitors: Counter[str] = Counter()
    for step in range(24 * 12):  # a round every 5 minutes, a few searches of new queries in between
        clock.now = MIDNIGHT + timedelta(minutes=5 * step)
        background_tick(now=clock.now, holder="refresher")
        for n in range(3):
            before = {name: len(source.calls) for name, source in sources.items()}
            request_refresh(keyword=f"rare {step} {n}", location="", country="us", now=clock.now)
            for name, source in sources.items():
                visitors[name] += len(source.calls) - before[name]

    for name, (per_minute, per_day) in {"adzuna": (25, 250), "jsearch": (5, 6)}.items():
        minutes = Counter(at.replace(second=0) for at, _ in sources[name].calls)
        assert max(minutes.values()) <= per_minute
        assert len(sources[name].calls) <= per_day
    assert len(sources["adzuna"].calls) >= 240  # the plan spends the day, not just a part of it
    assert visitors["adzuna"] == 50  # 20% of 250: the visitors' share, all of it theirs
    assert visitors["jsearch"] == 2  # ceil(20% of 6)


def test_the_plans_sweeps_ask_for_the_largest_page_newest_first(day, indexed, settings):
    _, sources = day
    settings.SOURCES_CRAWL_WALK_PAGES = 3  # a first head run's pages: 5 countries in midnight's 16 calls

    background_tick(now=MIDNIGHT, holder="refresher")

    adzuna = [query for _, query in sources["adzuna"].calls]
    assert adzuna
    assert all(query.per_page == 50 and query.newest_first for query in adzuna)
    assert {query.country for query in adzuna} == {"us", "gb", "ca", "au", "de"}


def test_a_searched_query_is_refreshed_live_only_when_the_index_holds_too_little(day, settings):
    _, sources = day
    settings.SOURCES_RARE_MIN_JOBS = 3
    jobs_ingest(jobs=[replace(a_job("adzuna", n), title=f"Kotlin Developer {n}") for n in range(3)], now=NOON)

    request_refresh(keyword="kotlin developer", location="", country="us", now=NOON)
    answered_from_the_index = len(sources["adzuna"].calls)
    request_refresh(keyword="cobol developer", location="", country="us", now=NOON)

    assert answered_from_the_index == 0
    assert [query.keyword for _, query in sources["adzuna"].calls] == ["cobol developer"]


@pytest.mark.smoke  # the PostgreSQL run: one round (the day above counts calls, alike on every engine)
def test_the_crawl_command_runs_one_round_for_cron(day, indexed):
    _, sources = day
    out = StringIO()

    call_command("crawl", stdout=out)

    assert out.getvalue().startswith("Ran ")
    assert sources["adzuna"].calls
