"""What the crawl round measures demand from (crawl.searched_queries): the last week's searched
queries, the most searched first, with the moment each was last searched, on both engines."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.sources.crawl import DEMAND_WITHIN, searched_queries
from itjobs.sources.crawl_plan import Searched
from itjobs.sources.models import QueryState

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 12, 7, 12, tzinfo=UTC)


def searched(keyword: str, *, count: int, at: datetime | None) -> None:
    QueryState.objects.create(
        key=f"us|{keyword}|austin", keyword=keyword, location="austin", country="us", search_count=count,
        last_searched_at=at,
    )  # fmt: skip


def test_the_last_weeks_searched_queries_most_searched_first() -> None:
    searched("python", count=3, at=NOW - timedelta(hours=2, microseconds=250))
    searched("golang", count=9, at=NOW - timedelta(days=6))
    searched("cobol", count=50, at=NOW - DEMAND_WITHIN - timedelta(seconds=1))  # searched too long ago
    searched("refreshed only", count=0, at=NOW)  # a query the plan refreshed that nobody searched
    searched("never", count=4, at=None)

    assert searched_queries(now=NOW) == [
        Searched("golang", "austin", "us", 9, NOW - timedelta(days=6)),
        Searched("python", "austin", "us", 3, NOW - timedelta(hours=2, microseconds=250)),
    ]


def test_a_query_searched_exactly_a_week_ago_still_counts() -> None:
    searched("rust", count=1, at=NOW - DEMAND_WITHIN)

    assert [row.keyword for row in searched_queries(now=NOW)] == ["rust"]
