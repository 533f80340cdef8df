"""The sources as the simulation sees them: the real clients, built as demo mode builds them,
answered by the fake upstream's world at the simulated time, within the sources' real plans.

Everything the refresh runs with is handed to it in a RefreshContext of the simulation's own (its
process state on the simulated clock, its clients, the plans' limits, its refresh settings); no
module global or sources setting is swapped. The jobs app's own settings the designs differ in
(which sources must confirm their jobs, how often suggestions are rebuilt) are overridden for the
run's duration only (`jobs_settings`).
"""

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from django.test import override_settings

from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.quota import ADZUNA_FREE, Plan, QuotaMeter, jsearch_plan
from itjobs.fakeworld.runtime import fake_clients
from itjobs.fakeworld.simulation.clock import SimClock
from itjobs.fakeworld.world import World
from itjobs.sources.budget import Limits
from itjobs.sources.http import RetryPolicy
from itjobs.sources.process_state import ProcessState, QuietSources
from itjobs.sources.providers.base import Provider
from itjobs.sources.providers.registry import PROVIDERS
from itjobs.sources.refresh_context import RefreshConfig, RefreshContext


@dataclass
class SimSources:
    world: World
    upstream: FakeUpstream
    quota: QuotaMeter
    clock: SimClock
    context: RefreshContext
    _settings: ExitStack = field(default_factory=ExitStack)

    def providers(self) -> dict[str, Provider]:
        return self.context.providers()

    def refresh(self, **config: Any) -> RefreshContext:
        """The simulation's context with some refresh settings changed (mode, crawl_plan, ...)."""
        return replace(self.context, config=replace(self.context.config, **config))

    def jobs_settings(self, **values: Any) -> None:
        """Override the jobs app's settings until the simulated sources are closed."""
        self._settings.enter_context(override_settings(**values))


@contextmanager
def simulated_sources(
    *, world: World, clock: SimClock, jsearch_per_month: int = 200, adzuna: Plan = ADZUNA_FREE
) -> Iterator[SimSources]:
    """The real clients wired to the world for the duration, without retries (a retry would sleep),
    within the limits an operator gives the free plans (JSearch's month spread over its days), and
    a process state whose intervals follow the simulated clock."""
    quota = QuotaMeter(plans={"adzuna": adzuna, "jsearch": jsearch_plan(jsearch_per_month)})
    upstream = FakeUpstream(world=world, clock=clock.now, quota=quota)
    clients = fake_clients(upstream, specs=PROVIDERS, retry=RetryPolicy(max_retries=0, sleep=lambda _: None))
    limits = {
        "adzuna": Limits(per_minute=adzuna.per_minute, per_day=adzuna.per_day),
        "jsearch": Limits(per_minute=0, per_day=max(1, jsearch_per_month // 31)),
    }
    context = RefreshContext(
        state=ProcessState(periodic=False, clock=clock.monotonic),
        quiet=QuietSources(),
        providers=lambda: dict(clients),
        limits=lambda source: limits[source],
        config=replace(RefreshConfig.from_settings(), mode="off", crawl_plan=False),
    )
    sources = SimSources(world=world, upstream=upstream, quota=quota, clock=clock, context=context)
    # Suggestions are not part of what the week measures, and rebuilding them every 15 simulated
    # minutes (every ingest checks) was a quarter of a design's run: once a simulated day here.
    sources.jobs_settings(JOBS_SUGGESTIONS_REFRESH_SECONDS=86_400)
    try:
        yield sources
    finally:
        context.state.shutdown()
        sources._settings.close()
