"""Sweeps (sweeps.py, crawl.py): a run that read its pages delists what its source stopped returning;
a run cut short delists nothing; reposts come back through ingest; direct posts are never a
sweep's to close. A fake clock throughout; the real index."""

from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.source_labels import SourceName
from itjobs.jobs.types import NormalizedJob
from itjobs.sources import query_refresh, refresh_context
from itjobs.sources.crawl import crawl_round
from itjobs.sources.crawl_plan import Run, SweepSpec, broad_keyword
from itjobs.sources.models import Sweep, SweepMember
from itjobs.sources.refresh_context import process_context
from itjobs.sources.sweeps import sweep_run
from itjobs.sources.tests.refresh_fixtures import process_state_fixture, upstream_fixture  # noqa: F401 (fixtures)
from itjobs.sources.tests.refresh_support import NOON, a_job
from itjobs.sources.types import FetchResult, SearchQuery, SourceError

pytestmark = pytest.mark.django_db

BROAD = SweepSpec("adzuna", "us", "broad", broad_keyword())


def dated(number: int, *, hours_ago: float, source: str = "adzuna") -> NormalizedJob:
    return replace(a_job(source, number), posted_at=NOON - timedelta(hours=hours_ago))


@dataclass
class DatedSource:
    """Serves its open jobs newest first, `page_size` a page, as Adzuna's sort_by=date does."""

    jobs: list[NormalizedJob]
    name: SourceName = "adzuna"
    label: str = "Adzuna"
    countries: frozenset[str] = frozenset({"us", "gb", "ca", "au", "de"})
    page_size: int = 3
    sorts_by_date: bool = True
    fail_on_page: int | None = None
    calls: list[SearchQuery] = field(default_factory=list)

    def search(self, query: SearchQuery) -> FetchResult:
        self.calls.append(query)
        if query.page == self.fail_on_page:
            raise SourceError("Adzuna API error: 500 Internal Server Error", status=500)
        ordered = sorted(self.jobs, key=lambda job: (job.posted_at, job.source_id), reverse=True)
        start = (query.page - 1) * self.page_size
        return FetchResult(jobs=ordered[start : start + self.page_size], total=len(ordered))


def always(_: str) -> bool:
    return True


def ids(jobs: list[NormalizedJob]) -> list[str]:
    return [f"{job.source}-{job.source_id}" for job in jobs]


def test_a_head_run_delists_the_job_its_first_pages_no_longer_return():
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 8)])
    sweep_run(run=Run(BROAD, 1, 5), provider=source, now=NOON, acquire=always)
    closed = source.jobs.pop(1)

    outcome = sweep_run(run=Run(BROAD, 1, 5), provider=source, now=NOON + timedelta(hours=1), acquire=always)

    assert outcome.complete
    assert outcome.calls == 1  # page 1 reached what the last head run saw: walks go on from there
    assert outcome.gone == ids([closed])
    assert all(query.newest_first and query.per_page == 3 for query in source.calls)
    assert not SweepMember.objects.filter(job_id=ids([closed])[0]).exists()


@pytest.mark.parametrize("cut", ["failure", "budget"])
def test_a_run_cut_short_delists_nothing(cut):
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 11)])
    sweep_run(run=Run(BROAD, 1, 5), provider=source, now=NOON, acquire=always)
    source.jobs.pop(3)  # closed: on page 2, which the next run does read
    calls = iter([True, False])
    if cut == "failure":
        source.fail_on_page = 3

    outcome = sweep_run(
        run=Run(BROAD, 2, 3),
        provider=source,
        now=NOON + timedelta(hours=1),
        acquire=always if cut == "failure" else lambda _: next(calls),
    )

    assert not outcome.complete
    assert outcome.gone == []
    assert len(outcome.jobs) == 3  # what page 2 returned is still indexed


def walked(*, removed: list[int]) -> list[str]:
    """Jobs posted 1 to 12 hours ago, 3 a page; those `removed` close; then a walk reads pages 2 and 3."""
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 13)])
    sweep_run(run=Run(BROAD, 1, 4), provider=source, now=NOON, acquire=always)
    source.jobs = [job for job in source.jobs if int(job.source_id) not in removed]
    outcome = sweep_run(run=Run(BROAD, 2, 2), provider=source, now=NOON, acquire=always)
    assert outcome.complete
    return sorted(outcome.gone)


def test_a_walk_delists_within_the_dates_its_pages_covered_and_to_the_end_when_the_results_end():
    # pages now: 2 3 4 | 5 7 9 | 10 11: the walk covered everything older than 5 hours
    assert walked(removed=[1, 6, 8, 12]) == ["adzuna-12", "adzuna-6", "adzuna-8"]


def test_a_walk_leaves_alone_a_job_that_may_have_slipped_over_a_page_break():
    # pages now: 2 3 4 | 5 6 7 | 9 10 11 | 12: 8 would lie between pages 2 and 3 (7 and 9 hours), where a
    # job closing on an earlier page while the run reads moves one place up, unseen; 1 and 12: not covered
    assert walked(removed=[1, 8]) == []


def test_a_source_that_cannot_sort_by_date_delists_only_after_reading_all_its_results():
    source = DatedSource([dated(n, hours_ago=n, source="jsearch") for n in range(1, 8)], name="jsearch")
    source.sorts_by_date = False
    spec = replace(BROAD, source="jsearch")
    sweep_run(run=Run(spec, 1, 5), provider=source, now=NOON, acquire=always)
    source.jobs.pop(0)

    partial = sweep_run(run=Run(spec, 1, 1), provider=source, now=NOON, acquire=always)
    whole = sweep_run(run=Run(spec, 1, 5), provider=source, now=NOON, acquire=always)

    assert partial.complete
    assert partial.gone == []
    assert len(whole.gone) == 1


def test_a_sweep_never_closes_a_job_of_another_source_or_an_employers_post():
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 4)])
    sweep = Sweep.objects.create(key=BROAD.key, source="adzuna", country="us", kind="broad", keyword=BROAD.keyword)
    for foreign in ("direct-7", "jsearch-abc=="):
        SweepMember.objects.create(sweep=sweep, job_id=foreign, posted_at=NOON - timedelta(hours=2), seen_at=NOON)

    outcome = sweep_run(run=Run(BROAD, 1, 5), provider=source, now=NOON, acquire=always, sweep=sweep)

    assert outcome.complete
    assert outcome.ended
    assert outcome.gone == []


@pytest.fixture(name="crawl_settings")
def crawl_settings_fixture(settings):
    settings.REDIS_URL = ""
    settings.SOURCES_CRAWL_PLAN = True
    settings.SOURCES_BACKGROUND_RESERVE = 0.2
    settings.SOURCES_CRAWL_DEMAND_SHARE = 0.0
    return settings


def listed(job_id: str) -> bool:
    return Job.objects.filter(id=job_id, is_listed=True).exists()


def test_the_round_takes_a_closed_job_out_of_search_and_lists_its_repost(monkeypatch, crawl_settings):
    crawl_settings.SOURCES_CRAWL_WALK_PAGES = 1
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 6)], page_size=10)
    monkeypatch.setattr(refresh_context, "active_providers", lambda: {"adzuna": source})
    crawl_round(now=NOON, context=process_context())
    closed = source.jobs.pop(2)
    repost = replace(closed, source_id="9002", apply_url="https://jobs.example/adzuna/9002",
                     posted_at=NOON + timedelta(hours=1))  # fmt: skip
    source.jobs.append(repost)
    assert listed(ids([closed])[0])

    crawl_round(now=NOON + timedelta(hours=2), context=process_context())  # the us head run is due again after an hour

    assert not listed(ids([closed])[0])
    assert listed(ids([repost])[0])


def test_the_round_leaves_the_jobs_a_partial_run_missed_listed(monkeypatch, crawl_settings):
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 8)], page_size=3)
    monkeypatch.setattr(refresh_context, "active_providers", lambda: {"adzuna": source})
    crawl_round(now=NOON, context=process_context())
    gone = source.jobs.pop(4)  # on page 2: the head runs stop after page 1, the walks fail there
    source.fail_on_page = 2

    crawl_round(now=NOON + timedelta(hours=2), context=process_context())

    assert listed(ids([gone])[0])


def test_jobs_ingest_is_the_only_writer(monkeypatch, crawl_settings):
    """The sweep hands its jobs to the jobs app; it never writes Job rows itself."""
    writes = []
    source = DatedSource([dated(n, hours_ago=n) for n in range(1, 4)])
    monkeypatch.setattr(refresh_context, "active_providers", lambda: {"adzuna": source})

    def index_jobs(*, jobs: list[NormalizedJob], now: datetime) -> None:
        writes.append(len(jobs))
        jobs_ingest(jobs=jobs, now=now)

    monkeypatch.setattr(query_refresh, "index_jobs", index_jobs)

    crawl_round(now=NOON, context=process_context())

    assert writes
    assert sum(writes) >= 3


def test_the_round_sweeps_the_fake_upstream_through_the_real_clients(upstream, crawl_settings):
    """what_or with the role words, sort_by=date, 50 a page: the demo's upstream answers as Adzuna does,
    and a second round over an unchanged upstream delists nothing."""
    first = crawl_round(now=NOON, context=process_context())
    second = crawl_round(now=NOON + timedelta(hours=5), context=process_context())

    assert first.jobs > 0
    assert Job.objects.filter(source="adzuna", is_listed=True).exists()
    assert (first.delisted, second.delisted) == (0, 0)
