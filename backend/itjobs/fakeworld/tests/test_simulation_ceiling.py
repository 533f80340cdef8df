"""The ceiling design: the index holds each listing of the world while it is open, through the real
parsers and ingest, and nothing else."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.simulation.perfect import SYNC_EVERY, PerfectIndex
from itjobs.fakeworld.simulation.sources import simulated_sources
from itjobs.fakeworld.world import Churn, World
from itjobs.jobs.models import Job

START = datetime(2026, 12, 7, tzinfo=UTC)

pytestmark = pytest.mark.django_db


@pytest.fixture
def world() -> World:
    return World(seed=5, start=START, churn=Churn(size=120, days=2))


@pytest.fixture
def sources(world):
    with simulated_sources(world=world, clock=SimClock(START)) as simulated:
        yield simulated


def held_open(world: World, *, now: datetime) -> set[str]:
    """The ids of the jobs the index shows or keeps open (listed or not: non-IT roles are kept unlisted)."""
    return set(Job.objects.filter(closed_at__isnull=True).values_list("id", flat=True)) & {
        f"{listing.source}-{listing.source_id}" for listing in world.listings
    }


def open_ids(world: World, *, now: datetime) -> set[str]:
    return {f"{item.source}-{item.source_id}" for item in world.listings if world.is_open(item, now=now)}


def test_the_index_holds_every_open_listing_and_no_closed_one(world, sources):
    policy = PerfectIndex(sources)
    policy.tick(now=START)
    at_start = open_ids(world, now=START)
    held = held_open(world, now=START)
    # Every open listing is held but those the parsers drop (a record with a defect no source
    # would be read from either), and nothing else.
    assert held <= at_start
    assert len(held) >= 0.9 * len(at_start)

    later = START + timedelta(days=1, hours=13)
    moment = START
    while moment < later:
        moment += SYNC_EVERY
        policy.tick(now=moment)
    now_open = open_ids(world, now=moment)
    assert held_open(world, now=moment) <= now_open
    closed_since = at_start - now_open
    assert closed_since, "the tiny world closes some postings in a day and a half"
    assert not closed_since & held_open(world, now=moment)
    opened_since = (now_open - at_start) & set(Job.objects.values_list("id", flat=True))
    assert opened_since, "postings that opened since are in the index"


def test_a_tick_within_the_sync_interval_does_nothing(sources, django_assert_num_queries):
    policy = PerfectIndex(sources)
    policy.tick(now=START)
    with django_assert_num_queries(0):
        policy.tick(now=START + SYNC_EVERY - timedelta(seconds=1))
