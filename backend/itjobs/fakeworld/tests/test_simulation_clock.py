"""The simulation never sleeps: a simulated day of searches and refresher rounds runs on the
simulated clock alone, through the real refresh, budget and ingest code."""

import time
from datetime import UTC, datetime, timedelta

import pytest

from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.simulation.designs import CurrentRefresh, IndexDesign, LiveDesign
from itjobs.fakeworld.simulation.sources import simulated_sources
from itjobs.fakeworld.simulation.week import Traffic, index_held, run_day
from itjobs.fakeworld.world import Churn, World
from itjobs.jobs.models import Job

START = datetime(2026, 12, 7, tzinfo=UTC)
TRAFFIC = Traffic(seed=5, searches_per_day=150)

pytestmark = pytest.mark.django_db


@pytest.fixture(name="world", scope="module")
def world_fixture():
    return World(seed=5, start=START, churn=Churn(size=400, days=1))


@pytest.fixture(autouse=True)
def no_sleeping(monkeypatch):
    def refuse(seconds: float) -> None:
        raise AssertionError(f"the simulation slept {seconds} s")

    monkeypatch.setattr(time, "sleep", refuse)


def test_the_clock_moves_only_forward():
    clock = SimClock(START)
    clock.advance_to(START + timedelta(minutes=1))
    assert clock.monotonic() == 60
    with pytest.raises(ValueError, match="does not go back"):
        clock.advance_to(START)


def test_a_day_of_the_current_design_fills_the_index_within_the_budget(world, settings):
    settings.REDIS_URL = ""
    clock = SimClock(START)
    with simulated_sources(world=world, clock=clock) as sources:
        design = IndexDesign(name="current", policy=CurrentRefresh(sources))
        stats = run_day(design=design, sources=sources, traffic=TRAFFIC, day=0, held=lambda now: index_held(now=now))
    assert clock.now() == START + timedelta(days=1) - timedelta(seconds=30)  # the day's last refresher round
    assert stats.searches == stats.measured == 150
    assert 0 < stats.calls["adzuna"] <= 250
    assert 0 < stats.calls["jsearch"] <= 6
    assert stats.refused == {"adzuna": 0, "jsearch": 0}
    assert Job.objects.exists()
    assert stats.index_share is not None
    assert stats.index_share > 0
    assert stats.answered > 0


def test_a_day_of_live_calls_runs_out_of_budget(world):
    with simulated_sources(world=world, clock=SimClock(START)) as sources:
        stats = run_day(
            design=LiveDesign(sources), sources=sources, traffic=Traffic(seed=5, searches_per_day=400), day=0
        )
    assert stats.calls["adzuna"] == 250
    assert stats.refused["adzuna"] > 0
    assert not Job.objects.exists()  # the first design (a live call per search) keeps no index
