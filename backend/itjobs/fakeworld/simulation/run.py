"""Both designs over the same world and the same searches, as bench/quota_week.py prints them."""

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import datetime

from itjobs.fakeworld.quota import ADZUNA_FREE
from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.simulation.designs import CurrentRefresh, Design, IndexDesign, LiveDesign, crawl_plan_refresh
from itjobs.fakeworld.simulation.metrics import HEADER, DayStats, row, table
from itjobs.fakeworld.simulation.perfect import PerfectIndex
from itjobs.fakeworld.simulation.sources import SimSources, simulated_sources
from itjobs.fakeworld.simulation.week import Traffic, index_held, run_week
from itjobs.fakeworld.world import Churn, World


@dataclass(frozen=True)
class Week:
    size: int
    days: int
    searches_per_day: int
    sample_every: int
    jsearch_per_month: int
    seed: int
    start: datetime
    answerable: bool = False  # also check each measured search against the world (metrics.DayStats)
    adzuna_per_day: int = ADZUNA_FREE.per_day  # a paid plan's calls a day (its minute's cap unchanged)


def plan_design(sources: SimSources) -> Design:
    return IndexDesign(name="plan: local index + crawl plan (the default)", policy=crawl_plan_refresh(sources))


def current_design(sources: SimSources) -> Design:
    return IndexDesign(name="before: local index + refresh per stale query", policy=CurrentRefresh(sources))


def ceiling_design(sources: SimSources) -> Design:
    return IndexDesign(name="ceiling: every open posting indexed while open (no calls)", policy=PerfectIndex(sources))


DESIGNS: dict[str, Callable[[SimSources], Design]] = {
    "plan": plan_design,
    "current": current_design,
    "spec": LiveDesign,
    "ceiling": ceiling_design,  # not in the week's default run: bench/quota_week.py --only ceiling
}


def run_designs(*, week: Week, only: str | None, say: Callable[[str], None]) -> Iterator[str]:
    """Build the world once, then run each design on it; yields the table's lines."""
    started = time.perf_counter()
    world = World(seed=week.seed, start=week.start, churn=Churn(size=week.size, days=week.days))
    say(f"world: {world.postings:,} postings, {len(world.listings):,} listings ({time.perf_counter() - started:.0f} s)")
    traffic = Traffic(
        seed=week.seed,
        searches_per_day=week.searches_per_day,
        sample_every=week.sample_every,
        answerable=week.answerable,
    )
    if week.sample_every > 1:
        say(f"sampled: the first answer of 1 search in {week.sample_every} is measured; every search does its work")
    for name, build in DESIGNS.items():
        if name != (only or name) or (only is None and name == "ceiling"):
            continue
        with simulated_sources(
            world=world,
            clock=SimClock(week.start),
            jsearch_per_month=week.jsearch_per_month,
            adzuna=replace(ADZUNA_FREE, per_day=week.adzuna_per_day),
        ) as sources:
            design = build(sources)
            say(f"\n{design.name}")
            say(HEADER)
            held = (lambda now: index_held(now=now)) if isinstance(design, IndexDesign) else None
            days = run_week(
                design=design, sources=sources, traffic=traffic, days=week.days, held=held, progress=_say_row(say)
            )
        yield from table(days)[-1:]


def _say_row(say: Callable[[str], None]) -> Callable[[DayStats], None]:
    return lambda stats: say(row(stats))
