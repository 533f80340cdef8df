"""PostgreSQL reads the page of a search that matches many jobs by walking an order (job_browse_idx,
the salary order's index) instead of sorting its GIN matches: the same jobs in the same order."""

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection

from itjobs.jobs.index.postgres import counting, judgement, reads
from itjobs.jobs.index.postgres.conditions import SearchConditions, search_conditions
from itjobs.jobs.index.query import Filters, TextQuery, parse_keyword
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .test_search_parity import NOW, QUERIES, scenario_jobs

pytestmark = pytest.mark.django_db

# Walked queries beyond the parity scenario's: later pages, filters the walk's index holds, the salary
# order with filters, and a category (a filter the walk reads from the row).
MORE: list[dict[str, Any]] = [
    {"keyword": "developer", "page": 3, "page_size": 4},
    {"keyword": "engineer", "remote": True, "sort": "salary"},
    {"keyword": "developer", "employment_type": "CONTRACTOR", "page": 2, "page_size": 3},
    {"keyword": "developer", "min_salary": 100_000, "sort": "newest"},
    {"location": "seattle", "page": 2, "page_size": 5},
    {"keyword": "python", "category": "software-development"},
    {"sort": "salary", "page": 2, "page_size": 10},
]


def _answers() -> list[tuple[list[str], int]]:
    found = []
    for query in [*QUERIES, *MORE]:
        page = job_search(query=JobQuery(**{"country": "us", **query}), now=NOW + timedelta(hours=1))
        found.append(([job.id for job in page.jobs], page.total))
    return found


@pytest.fixture
def board():
    if connection.vendor != "postgresql":
        pytest.skip("the walk is PostgreSQL's")
    jobs_ingest(jobs=scenario_jobs(), now=NOW)


def _count_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Count, then read the page (by a walk or through GIN), as a search judged to match many does;
    the scenario's few matches would be counted with their page (counted_page)."""
    monkeypatch.setattr(counting, "judge", lambda *args, **kwargs: "likely")


def test_a_page_counted_with_its_matches_is_the_page_gin_reads(board, monkeypatch):
    counted_pages: list[Any] = []
    counted_page = reads.counted_page

    def recorded(conditions: SearchConditions, **kwargs: Any) -> Any:
        counted_pages.append(counted_page(conditions, **kwargs))
        return counted_pages[-1]

    monkeypatch.setattr(reads, "counted_page", recorded)
    counted = _answers()
    assert len([page for page in counted_pages if page is not None and page.rowids]) >= 10
    _count_first(monkeypatch)
    assert counted == _answers()


def test_it_walks_to_the_same_pages_as_gin(board, monkeypatch):
    _count_first(monkeypatch)
    through_gin = _answers()
    walked: list[list[int] | None] = []
    walk = reads.walk

    def recorded(conditions: SearchConditions, **kwargs: Any) -> list[int] | None:
        walked.append(walk(conditions, **kwargs))
        return walked[-1]

    monkeypatch.setattr(reads, "walk", recorded)
    monkeypatch.setattr(judgement, "WALK_FROM", 0)
    assert _answers() == through_gin
    assert len([page for page in walked if page is not None]) >= 5  # the rest fell back to GIN


def test_it_falls_back_to_gin_when_the_walk_is_too_short(board, monkeypatch):
    _count_first(monkeypatch)
    through_gin = _answers()
    monkeypatch.setattr(judgement, "WALK_FROM", 0)
    monkeypatch.setattr(judgement, "WALK_ROWS", 1)  # most pages are not filled by their first rows
    assert _answers() == through_gin


def test_it_walks_a_page_when_the_walk_fills_it(board):
    conditions = search_conditions(TextQuery(groups=parse_keyword("developer")), Filters(country="us"))
    walked = reads.walk(conditions, offset=0, limit=5)
    assert walked is not None
    assert walked == reads.page(conditions, offset=0, limit=5)


def test_a_count_stopped_at_a_lower_limit_walks_too(board, monkeypatch, settings):
    """A total at JOBS_SEARCH_COUNT_LIMIT may stand for any number of matches: below WALK_FROM the
    search still walks, since its GIN page could read them all. Under the limit it reads through GIN."""
    calls: list[str] = []
    walk = reads.walk

    def recorded(conditions: SearchConditions, **kwargs: Any) -> list[int] | None:
        calls.append("walk")
        return walk(conditions, **kwargs)

    monkeypatch.setattr(reads, "walk", recorded)
    monkeypatch.setattr(judgement, "FEW", 0)  # whether any: a walk of its own (test_search_count_to.py)
    through_gin = _answers()
    assert calls == []  # the scenario's counts are all far under WALK_FROM
    settings.JOBS_SEARCH_COUNT_LIMIT = 2
    capped = _answers()
    assert calls  # the searches that counted to the cap walked
    first_pages = [n for n, query in enumerate([*QUERIES, *MORE]) if query.get("page", 1) == 1]
    # A first page is the same jobs either way (later ones lie past a total of 2: empty).
    assert [capped[n][0] for n in first_pages] == [through_gin[n][0] for n in first_pages]
    assert {total for _, total in capped} <= {0, 1, 2}
