"""The sources' plans hold in the simulation: the upstream refuses calls over them, and the
current design's budget stops before it would."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.simulation.sources import simulated_sources
from itjobs.fakeworld.world import Churn, World
from itjobs.sources.query_refresh import refresh_query
from itjobs.sources.singleflight import QueryKey
from itjobs.sources.types import SearchQuery, SourceQuotaExhausted, SourceRateLimited

START = datetime(2026, 12, 7, tzinfo=UTC)
QUERY = SearchQuery(keyword="python", location="", country="gb", per_page=50)

pytestmark = pytest.mark.django_db


@pytest.fixture(name="world", scope="module")
def world_fixture():
    return World(seed=3, start=START, churn=Churn(size=300, days=2))


def test_a_policy_that_calls_adzuna_300_times_a_day_is_refused_after_250(world):
    clock = SimClock(START)
    answered = refused = 0
    with simulated_sources(world=world, clock=clock) as sources:
        adzuna = sources.providers()["adzuna"]
        for call in range(300):
            clock.advance_to(START + timedelta(minutes=call))  # one a minute: only the day's cap binds
            try:
                adzuna.search(QUERY)
                answered += 1
            except SourceQuotaExhausted:
                refused += 1
        assert (answered, refused) == (250, 50)
        assert sources.quota.calls_on("adzuna", day=START) == 250
        assert sources.quota.refused_on("adzuna", day=START) == 50
        clock.advance_to(START + timedelta(days=1))
        adzuna.search(QUERY)  # a new day, a new budget


def test_the_26th_adzuna_call_in_a_minute_is_a_burst_429(world):
    with simulated_sources(world=world, clock=SimClock(START)) as sources:
        adzuna = sources.providers()["adzuna"]
        for _ in range(25):
            adzuna.search(QUERY)
        with pytest.raises(SourceRateLimited):
            adzuna.search(QUERY)


def test_jsearch_answers_its_monthly_plan_and_no_more(world):
    clock = SimClock(START)
    with simulated_sources(world=world, clock=clock, jsearch_per_month=20) as sources:
        jsearch = sources.providers()["jsearch"]
        for day in range(20):
            clock.advance_to(START + timedelta(hours=day))
            jsearch.search(QUERY)
        with pytest.raises(SourceQuotaExhausted):
            jsearch.search(QUERY)


def test_the_current_designs_budget_stops_before_the_plan_refuses(world):
    clock = SimClock(START)
    with simulated_sources(world=world, clock=clock) as sources:
        for call in range(300):
            clock.advance_to(START + timedelta(minutes=call))
            query = QueryKey(keyword=f"python {call}", location="", country="gb")
            refresh_query(query=query, now=clock.now(), context=sources.context)
        assert sources.quota.calls_on("adzuna", day=START) == 250
        assert sources.quota.refused_on("adzuna", day=START) == 0
        assert sources.quota.calls_on("jsearch", day=START) == 6  # 200 a month, spread over its days
