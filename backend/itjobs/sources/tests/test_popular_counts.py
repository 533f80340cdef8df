"""Search counts shared in one flush: new and known queries, several counts, on both engines."""

from datetime import UTC, datetime

import pytest

from itjobs.sources.models import QueryState
from itjobs.sources.search_counts import popular_counts_add
from itjobs.sources.singleflight import query_key

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 12, 7, 9, tzinfo=UTC)
PYTHON = query_key(keyword="Python Developer", location="Austin, TX", country="us")
GO = query_key(keyword="golang", location="", country="gb")
RUST = query_key(keyword="rust", location="", country="us")


def test_a_flush_adds_each_query_its_own_count_and_creates_the_new_ones() -> None:
    QueryState.objects.create(key=GO.key, keyword=GO.keyword, location=GO.location, country=GO.country, search_count=5)

    popular_counts_add(counts={PYTHON: 3, GO: 2, RUST: 1}, now=NOW)

    rows = {row.key: row for row in QueryState.objects.all()}
    assert {key: row.search_count for key, row in rows.items()} == {PYTHON.key: 3, GO.key: 7, RUST.key: 1}
    assert all(row.last_searched_at == NOW for row in rows.values())
    python = rows[PYTHON.key]
    assert (python.keyword, python.location, python.country) == ("python developer", "austin, tx", "us")


def test_counts_add_up_over_flushes_and_a_zero_count_changes_nothing() -> None:
    popular_counts_add(counts={PYTHON: 1}, now=NOW)
    popular_counts_add(counts={PYTHON: 4, GO: 0}, now=NOW)

    assert QueryState.objects.get(key=PYTHON.key).search_count == 5
    assert not QueryState.objects.filter(key=GO.key).exists()


def test_more_queries_than_one_statement_takes() -> None:
    queries = {query_key(keyword=f"skill {n}", location="", country="us"): n % 3 + 1 for n in range(450)}

    popular_counts_add(counts=queries, now=NOW)

    counts = dict(QueryState.objects.values_list("key", "search_count"))
    assert counts == {query.key: count for query, count in queries.items()}
