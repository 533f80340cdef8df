"""The quota simulation's world: deterministic for a seed, churning day by day, and answering the
real clients as of the simulated time (a closed posting is no longer returned)."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.simulation.sources import simulated_sources
from itjobs.fakeworld.world import Churn, World
from itjobs.sources.types import SearchQuery

START = datetime(2026, 12, 7, tzinfo=UTC)
TINY = Churn(size=600, days=3)


def a_world(seed: int = 7) -> World:
    return World(seed=seed, start=START, churn=TINY)


def open_ids(world: World, now: datetime) -> list[str]:
    listings = world.posting_listings()
    return [item.source_id for posting in world.open_postings(now=now) for item in listings[posting]]


def test_it_is_the_same_world_for_the_same_seed():
    one, two = a_world(), a_world()
    assert [item.source_id for item in one.listings] == [item.source_id for item in two.listings]
    later = START + timedelta(days=2, hours=5)
    assert open_ids(one, later) == open_ids(two, later)
    assert one.job(5) == two.job(5)
    assert [item.source_id for item in a_world(seed=8).listings] != [item.source_id for item in one.listings]


def test_it_churns_every_day():
    world = a_world()
    for day in range(TINY.days - 1):
        before = set(open_ids(world, START + timedelta(days=day)))
        after = set(open_ids(world, START + timedelta(days=day + 1)))
        assert before - after, "some postings close"
        assert after - before, "new postings appear"
    assert len(open_ids(world, START)) >= TINY.size


def test_a_repost_is_the_same_job_under_new_ids_and_a_new_date():
    world = World(seed=7, start=START, churn=Churn(size=600, days=7))
    reposts = [n for n in range(world.postings) if world.origin_of(n) != n]
    assert reposts
    listings = world.posting_listings()
    repost = listings[reposts[0]][0]
    origin = listings[world.origin_of(reposts[0])][0]
    again, first = world.job(repost.number), world.job(origin.number)
    assert (again.title, again.company, again.city) == (first.title, first.company, first.city)
    assert again.source_id != first.source_id
    assert again.posted_at > first.posted_at
    assert not world.is_open(origin, now=again.posted_at)


@pytest.mark.django_db
def test_the_real_client_no_longer_gets_a_posting_once_it_closed():
    world = a_world()
    clock = SimClock(START)
    closing = next(
        item
        for item in world.listings
        if item.source == "adzuna" and not world.is_open(item, now=START + timedelta(days=1)) and item.is_it
    )
    job = world.job(closing.number)
    query = SearchQuery(keyword=job.title, location=job.city or "", country=job.country, per_page=50)
    with simulated_sources(world=world, clock=clock) as sources:
        adzuna = sources.providers()["adzuna"]
        assert closing.source_id in {found.source_id for found in adzuna.search(query).jobs}
        clock.advance_to(START + timedelta(days=1))
        assert closing.source_id not in {found.source_id for found in adzuna.search(query).jobs}


@pytest.mark.django_db
def test_a_jsearch_page_holds_ten_jobs_and_adzuna_up_to_fifty():
    world = a_world()
    with simulated_sources(world=world, clock=SimClock(START + timedelta(hours=12))) as sources:
        query = SearchQuery(keyword="", location="", country="us", per_page=50)
        adzuna, jsearch = sources.providers()["adzuna"], sources.providers()["jsearch"]
        assert len(adzuna.search(query).jobs) + adzuna.search(query).dropped == 50
        assert len(jsearch.search(query).jobs) + jsearch.search(query).dropped == 10
