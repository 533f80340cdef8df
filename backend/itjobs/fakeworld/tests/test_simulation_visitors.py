"""The simulated visitors: the same searches for a seed, a few hundred popular queries asked again
and again, and a long tail of rare ones."""

from collections import Counter
from datetime import UTC, datetime

from itjobs.fakeworld.simulation.visitors import POPULAR_QUERIES, day_searches, popular_queries

DAY = datetime(2026, 12, 7, tzinfo=UTC)


def test_a_seed_gives_the_same_day_of_searches():
    assert day_searches(seed=1, day=DAY, count=500) == day_searches(seed=1, day=DAY, count=500)
    assert day_searches(seed=2, day=DAY, count=500) != day_searches(seed=1, day=DAY, count=500)


def test_searches_come_in_time_order_within_the_day():
    searches = day_searches(seed=1, day=DAY, count=2000)
    assert [s.at for s in searches] == sorted(s.at for s in searches)
    assert all(DAY <= s.at < DAY.replace(day=8) for s in searches)


def test_popular_queries_are_asked_again_and_again_and_rare_ones_once():
    searches = day_searches(seed=1, day=DAY, count=20_000)
    asked = Counter((s.keyword, s.location, s.country) for s in searches)
    popular = set(popular_queries(seed=1))
    assert len(popular) == POPULAR_QUERIES
    from_popular = sum(count for query, count in asked.items() if query in popular)
    assert 0.6 < from_popular / len(searches) < 0.7
    rare = [count for query, count in asked.items() if query not in popular]
    assert len(rare) > 3000  # a long tail of distinct queries
    assert sum(count == 1 for count in rare) / len(rare) > 0.8
    assert {s.country for s in searches} == {"us", "gb", "ca", "au", "de"}
    assert any(", " in s.location for s in searches)  # 'Austin, TX' as people type it
