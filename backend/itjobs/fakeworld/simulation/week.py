"""A simulated week: each day's searches in time order, the design's background round every TICK
in between, and the day's numbers (metrics.DayStats)."""

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from itjobs.fakeworld.simulation.designs import TICK, Design
from itjobs.fakeworld.simulation.metrics import SOURCES, DayStats, index_share
from itjobs.fakeworld.simulation.sources import SimSources
from itjobs.fakeworld.simulation.visitors import day_searches
from itjobs.jobs.models import Job

DAY = timedelta(days=1)


@dataclass(frozen=True)
class Traffic:
    seed: int = 1
    searches_per_day: int = 20_000
    sample_every: int = 1  # look at the first answer of one search in this many (all do their work)
    answerable: bool = False  # also ask the world whether each measured search has an open match (slow)


def index_held(*, now: datetime) -> set[tuple[str, str]]:
    """The (source, source id) of every job the local index holds and has not expired."""
    ids = Job.objects.filter(expires_at__gt=now).values_list("id", flat=True)
    return {(source, source_id) for source, _, source_id in (job_id.partition("-") for job_id in ids)}


def run_day(
    *,
    design: Design,
    sources: SimSources,
    traffic: Traffic,
    day: int,
    held: Callable[[datetime], set[tuple[str, str]]] | None = None,
) -> DayStats:
    clock, world = sources.clock, sources.world
    midnight = world.start + day * DAY
    stats = DayStats(day=day + 1)
    next_tick = midnight
    searches = day_searches(seed=traffic.seed, day=midnight, count=traffic.searches_per_day)
    for number, search in enumerate(searches):
        while next_tick <= search.at:
            clock.advance_to(next_tick)
            design.tick(now=next_tick)
            next_tick += TICK
        clock.advance_to(search.at)
        stats.searches += 1
        answer = design.search(search, now=search.at, measure=number % traffic.sample_every == 0)
        if answer is not None:
            stats.record(answer, world=world, now=search.at, search=search if traffic.answerable else None)
    while next_tick < midnight + DAY:
        clock.advance_to(next_tick)
        design.tick(now=next_tick)
        next_tick += TICK
    end = midnight + DAY - timedelta(microseconds=1)
    if held is not None:
        stats.index_share = index_share(world=world, held=held(end), now=end)
    stats.calls = {source: sources.quota.calls_on(source, day=midnight) for source in SOURCES}
    stats.refused = {source: sources.quota.refused_on(source, day=midnight) for source in SOURCES}
    return stats


def run_week(
    *,
    design: Design,
    sources: SimSources,
    traffic: Traffic,
    days: int,
    held: Callable[[datetime], set[tuple[str, str]]] | None = None,
    progress: Callable[[DayStats], None] | None = None,
) -> list[DayStats]:
    results = []
    for day in range(days):
        stats = run_day(design=design, sources=sources, traffic=traffic, day=day, held=held)
        results.append(stats)
        if progress is not None:
            progress(stats)
    return results
