"""A caller that only asks whether a search finds anything, or fewer than a few, says so and the
count stops there (the zero-result rescue's probes); the answers stay the same."""

from datetime import timedelta

import pytest
from django.db import connection

from itjobs.jobs import index
from itjobs.jobs.index.query import Filters, SearchResult, TextQuery, parse_keyword
from itjobs.jobs.models import search_rowid_for
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


@pytest.fixture
def developers():
    jobs_ingest(now=NOW, jobs=[normalized_job(title=f"Developer {n}", posted_at=POSTED - timedelta(hours=n))
                               for n in range(6)])  # fmt: skip


def _search(*, count_to: int | None = None) -> SearchResult:
    return index.engine().search(
        text=TextQuery(groups=parse_keyword("developer")), filters=Filters(country="us"), offset=0, limit=0,
        count_to=count_to,
    )  # fmt: skip


def test_a_count_stops_where_the_caller_says(developers):
    assert _search().total == 6
    assert _search(count_to=1).total == 1
    assert _search(count_to=4).total == 4


def test_a_count_only_search_fetches_no_page(developers, django_assert_max_num_queries):
    with django_assert_max_num_queries(4 if connection.vendor == "postgresql" else 1):  # SAVEPOINT, SET, RELEASE
        assert _search(count_to=1).rowids == []


def test_a_later_page_counts_an_earlier_tier_only_as_far_as_the_page(developers):
    # 'developer' in every title: the title tier holds every job, the rest none
    page = job_search(query=JobQuery(keyword="developer", country="us", page=2, page_size=4), now=NOW)
    assert [job.title for job in page.jobs] == ["Developer 4", "Developer 5"]
    assert page.total == 6


def test_whether_any_counts_a_match_older_than_the_newest_jobs_it_looks_through(developers):
    # PostgreSQL looks through the newest jobs first (WALK_ROWS of them per match asked for), then
    # through the index: the one Kotlin job is older than the 45 after it.
    jobs_ingest(now=NOW, jobs=[
        normalized_job(title="Kotlin Developer", posted_at=POSTED - timedelta(days=3)),
        *[normalized_job(title=f"Java Developer {n}", posted_at=POSTED - timedelta(minutes=n)) for n in range(45)],
    ])  # fmt: skip

    def whether_any(keyword: str, *, remote: bool | None = None) -> int:
        return index.engine().search(
            text=TextQuery(groups=parse_keyword(keyword)), filters=Filters(country="us", remote=remote), offset=0,
            limit=0, count_to=1,
        ).total  # fmt: skip

    assert whether_any("kotlin") == 1
    assert whether_any("java") == 1
    assert whether_any("kotlin", remote=True) == 0


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics")
def test_a_count_the_statistics_put_far_past_the_limit_is_not_made(developers, monkeypatch, settings):
    from django.test.utils import CaptureQueriesContext

    from itjobs.jobs.index.postgres import judgement

    settings.JOBS_SEARCH_COUNT_LIMIT = 2  # counted to 3: the statistics must expect 30 ('SURELY' times)
    monkeypatch.setattr(judgement, "FEW", 0)  # a count this small would walk instead
    jobs_ingest(now=NOW, jobs=[normalized_job(title=f"Java Developer {n}") for n in range(40)] + [
        normalized_job(title="Kotlin Engineer")])  # fmt: skip
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE jobs_job")

    def counted(keyword: str) -> tuple[int, bool]:
        with CaptureQueriesContext(connection) as context:
            total = (
                index.engine()
                .search(text=TextQuery(groups=parse_keyword(keyword)), filters=Filters(country="us"), offset=0, limit=0)
                .total
            )
        return total, any("SELECT count(*)" in query["sql"] for query in context.captured_queries)

    assert counted("developer") == (3, False)  # 46 jobs: '2+' from the statistics alone
    assert counted("kotlin") == (1, True)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's sample index")
def test_a_count_the_sample_puts_surely_past_the_limit_is_not_made(developers, monkeypatch, settings):
    """The sample (a sixteenth of the jobs, by a hash of the id) holding SAMPLE_SURE deviations more than
    its share of the limit says the limit; a search whose sample holds fewer is counted to the end."""
    from django.test.utils import CaptureQueriesContext

    from itjobs.jobs.index.postgres import judgement

    settings.JOBS_SEARCH_COUNT_LIMIT = 2  # counted to 3: the sample must hold 3 (0.19 + 6 deviations of 0.43)
    monkeypatch.setattr(judgement, "FEW", 0)  # a count this small would walk instead
    monkeypatch.setattr(judgement, "SURELY", 10**9)  # the planner's estimate never decides
    # Ids chosen by their hash: 3 Java jobs in the sample and 20 beside it; the Kotlin job beside it.
    ids = (f"java-{n}" for n in range(10_000))
    in_sample = [next(i for i in ids if search_rowid_for(f"adzuna-{i}", POSTED) % 16 == 0) for _ in range(3)]
    beside = [next(i for i in ids if search_rowid_for(f"adzuna-{i}", POSTED) % 16) for _ in range(21)]
    jobs_ingest(now=NOW, jobs=[
        *[normalized_job(source_id=i, title="Java Developer", posted_at=POSTED) for i in in_sample + beside[1:]],
        normalized_job(source_id=beside[0], title="Kotlin Engineer", posted_at=POSTED),
    ])  # fmt: skip

    def counted(keyword: str) -> tuple[int, list[str]]:
        with CaptureQueriesContext(connection) as context:
            total = (
                index.engine()
                .search(text=TextQuery(groups=parse_keyword(keyword)), filters=Filters(country="us"), offset=0, limit=0)
                .total
            )
        return total, [query["sql"] for query in context.captured_queries if "SELECT count(*)" in query["sql"]]

    total, counts = counted("java")
    assert total == 3
    assert [("mod(search_rowid" in sql) for sql in counts] == [True]  # the sample's count only
    total, counts = counted("kotlin")
    assert total == 1
    assert [("mod(search_rowid" in sql) for sql in counts] == [True, False]  # the sample, then every match


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's sample index")
def test_whether_any_is_told_by_the_sample_when_the_newest_jobs_hold_none(developers, monkeypatch):
    """A match in the sample is a match: the bitmap of every match is not built. A search whose
    sample holds none is still counted through every match."""
    from django.test.utils import CaptureQueriesContext

    from itjobs.jobs.index.postgres import judgement

    monkeypatch.setattr(judgement, "WALK_ROWS", 1)  # the walk reads only the newest job
    ids = (f"kotlin-{n}" for n in range(10_000))
    in_sample = next(i for i in ids if search_rowid_for(f"adzuna-{i}", POSTED) % 16 == 0)
    beside = next(i for i in ids if search_rowid_for(f"adzuna-{i}", POSTED) % 16)
    jobs_ingest(now=NOW, jobs=[
        normalized_job(source_id=in_sample, title="Kotlin Developer", posted_at=POSTED - timedelta(days=2)),
        normalized_job(source_id=beside, title="Scala Developer", posted_at=POSTED - timedelta(days=2)),
    ])  # fmt: skip

    def whether_any(keyword: str) -> tuple[int, list[bool]]:
        with CaptureQueriesContext(connection) as context:
            total = (
                index.engine()
                .search(
                    text=TextQuery(groups=parse_keyword(keyword)), filters=Filters(country="us"), offset=0, limit=0,
                    count_to=1,
                )
                .total
            )  # fmt: skip
        counts = [query["sql"] for query in context.captured_queries if "SELECT count(*)" in query["sql"]]
        return total, [("mod(search_rowid" in sql) for sql in counts]

    assert whether_any("kotlin") == (1, [True])  # the sample's count only
    assert whether_any("scala") == (1, [True, False])  # then every match's
    assert whether_any("haskell") == (0, [True, False])
