"""The sources as the simulation sees them: the real clients, built as demo mode builds them,
answered by the fake upstream's world at the simulated time, within the sources' real plans."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from django.conf import settings

from itjobs.fakeworld import runtime
from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.quota import ADZUNA_FREE, Plan, QuotaMeter, jsearch_plan
from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.world import World
from itjobs.sources import query_refresh, search_refresh
from itjobs.sources.process_state import ProcessState, QuietSources
from itjobs.sources.providers.base import Provider


@dataclass
class SimSources:
    world: World
    upstream: FakeUpstream
    quota: QuotaMeter
    clock: SimClock

    def providers(self) -> dict[str, Provider]:
        return query_refresh.active_providers()


@contextmanager
def simulated_sources(
    *, world: World, clock: SimClock, jsearch_per_month: int = 200, adzuna: Plan = ADZUNA_FREE
) -> Iterator[SimSources]:
    """Wire the real clients to the world for the duration: demo mode, no retries (a retry would
    sleep), the budget settings an operator gives the free plans (JSearch's month spread over
    its days), and a process state whose intervals follow the simulated clock."""
    quota = QuotaMeter(plans={"adzuna": adzuna, "jsearch": jsearch_plan(jsearch_per_month)})
    upstream = FakeUpstream(world=world, clock=clock.now, quota=quota)
    saved = {name: getattr(settings, name) for name in _SETTINGS}
    saved_state, saved_quiet = search_refresh.state, query_refresh.quiet_sources
    settings.DEMO_MODE = True
    settings.SOURCE_MAX_RETRIES = 0
    settings.ADZUNA_CALLS_PER_MINUTE, settings.ADZUNA_CALLS_PER_DAY = adzuna.per_minute, adzuna.per_day
    settings.JSEARCH_CALLS_PER_DAY = max(1, jsearch_per_month // 31)
    # Suggestions are not part of what the week measures, and rebuilding them every 15 simulated
    # minutes (every ingest checks) was a quarter of a design's run: once a simulated day here.
    settings.JOBS_SUGGESTIONS_REFRESH_SECONDS = 86_400
    runtime.install_fake_upstream(upstream)
    query_refresh.active_providers.cache_clear()
    search_refresh.state = ProcessState(periodic=False, clock=clock.monotonic)
    query_refresh.quiet_sources = QuietSources()
    try:
        yield SimSources(world=world, upstream=upstream, quota=quota, clock=clock)
    finally:
        for name, value in saved.items():
            setattr(settings, name, value)
        runtime.install_fake_upstream(None)
        query_refresh.active_providers.cache_clear()
        search_refresh.state.shutdown()
        search_refresh.state, query_refresh.quiet_sources = saved_state, saved_quiet


_SETTINGS = (
    "DEMO_MODE",
    "SOURCE_MAX_RETRIES",
    "ADZUNA_CALLS_PER_MINUTE",
    "ADZUNA_CALLS_PER_DAY",
    "JSEARCH_CALLS_PER_DAY",
    "SOURCES_REFRESH_MODE",
    "SOURCES_CRAWL_PLAN",
    "JOB_UNCONFIRMED_SOURCES",
    "JOBS_SUGGESTIONS_REFRESH_SECONDS",
)
