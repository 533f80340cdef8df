"""How a design answers a visitor's search and keeps its listings fresh. The week (week.py) calls
`search` for each search and `tick` every TICK of simulated time; a crawl policy is one more
design (or one more RefreshPolicy behind IndexDesign)."""

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Protocol

from itjobs.fakeworld.simulation.sources import SimSources
from itjobs.fakeworld.simulation.visitors import Search
from itjobs.jobs.search_cache import search_generation
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.sources import search_refresh
from itjobs.sources.singleflight import query_key
from itjobs.sources.types import SearchQuery, SourceError

TICK = timedelta(seconds=search_refresh.LOOP_TICK_SECONDS)  # the refresher's round
FIRST_PAGE = 50  # the API's default page size
CLIENT_CACHE = timedelta(minutes=5)  # the first design's client cache: TanStack Query's stale time


@dataclass(frozen=True)
class ShownJob:
    source: str
    source_id: str
    posted_at: datetime | None


@dataclass
class Answer:
    """What the visitor saw first: the first page, how many matched, and whether they match the
    query as asked (a relaxed search that dropped words or the place is not a relevant answer)."""

    jobs: list[ShownJob] = field(default_factory=list)
    total: int = 0
    relevant: bool = True


class Design(Protocol):
    name: str

    def search(self, search: Search, *, now: datetime, measure: bool) -> Answer | None:
        """Answer one search (None when not `measure`d: only its side effects happen)."""
        ...

    def tick(self, *, now: datetime) -> None: ...


class RefreshPolicy(Protocol):
    def after_search(self, search: Search, *, now: datetime) -> None: ...
    def tick(self, *, now: datetime) -> None: ...


class CurrentRefresh:
    """Today's refresh: every search asks `request_refresh` (a stale query is refreshed at once, as
    the refresher does within a second of the hand-off), and every tick is the refresher's
    round (`background_tick`: share the counts, and the popular round when its lease is free)."""

    def __init__(self, sources: SimSources, *, plan: bool = False) -> None:
        # The refresher's work, run here ('inline') under the simulated clock.
        self.context = sources.refresh(mode="inline", crawl_plan=plan)
        if not plan:  # the design before the plan: nothing re-read a source's jobs often enough to tell
            sources.jobs_settings(JOB_UNCONFIRMED_SOURCES=[])

    def after_search(self, search: Search, *, now: datetime) -> None:
        search_refresh.request_refresh(
            keyword=search.keyword, location=search.location, country=search.country, now=now, context=self.context
        )

    def tick(self, *, now: datetime) -> None:
        search_refresh.background_tick(now=now, holder="simulation", context=self.context)


def crawl_plan_refresh(sources: SimSources) -> CurrentRefresh:
    """The crawl plan (decision 0020): the same refresher round and per-search hand-off, with the
    plan on: the round runs its sweeps, a search refreshes its query only when the index holds too
    little for it."""
    return CurrentRefresh(sources, plan=True)


class IndexDesign:
    """Searches answered from the local index (the real selector), the index kept by a policy."""

    def __init__(self, *, name: str, policy: RefreshPolicy) -> None:
        self.name = name
        self.policy = policy
        self._answers: dict[tuple[str, str, str], Answer] = {}  # per index generation, as the site caches them
        self._generation = ""

    def search(self, search: Search, *, now: datetime, measure: bool) -> Answer | None:
        answer = self._answer(search, now=now) if measure else None  # the first response comes before the refresh
        self.policy.after_search(search, now=now)
        return answer

    def _answer(self, search: Search, *, now: datetime) -> Answer:
        generation = search_generation()
        if generation != self._generation:
            self._answers.clear()
            self._generation = generation
        key = query_key(keyword=search.keyword, location=search.location, country=search.country)
        cache_key = (key.keyword, key.location, key.country)
        if cache_key not in self._answers:
            query = JobQuery(
                keyword=search.keyword, location=search.location, country=search.country, page_size=FIRST_PAGE
            )
            found = job_search(query=query, now=now)
            jobs = []
            for job in found.jobs:
                source, _, source_id = job.id.partition("-")
                jobs.append(ShownJob(source=source, source_id=source_id, posted_at=job.posted_at or job.first_seen))
            self._answers[cache_key] = Answer(jobs=jobs, total=found.total, relevant=found.relaxed is None)
        return self._answers[cache_key]

    def tick(self, *, now: datetime) -> None:
        self.policy.tick(now=now)


class LiveDesign:
    """The first design: every search calls each source live, the answers kept 5 minutes (here for
    every visitor, which favours it: that design's cache was each browser's). A call over a plan's
    limit is refused by the source and the search gets nothing from it; the refusal is counted
    without the round trip (the upstream's meter answers the same 429 to it)."""

    name = "spec: live call per search"

    def __init__(self, sources: SimSources) -> None:
        self._sources = sources
        self._cache: dict[tuple[str, str, str], tuple[datetime, Answer]] = {}

    def search(self, search: Search, *, now: datetime, measure: bool) -> Answer | None:
        key = query_key(keyword=search.keyword, location=search.location, country=search.country)
        cache_key = (key.keyword, key.location, key.country)
        cached = self._cache.get(cache_key)
        if cached and now - cached[0] < CLIENT_CACHE:
            return cached[1]
        answer = Answer()
        query = SearchQuery(keyword=search.keyword, location=search.location, country=search.country)
        for name, provider in self._sources.providers().items():
            if search.country not in provider.countries:
                continue
            if self._sources.quota.over(name, now=now):
                self._sources.quota.take(name, now=now)  # counted as refused, as the 429 would be
                continue
            try:
                result = provider.search(query)
            except SourceError:
                continue
            answer.total += result.total or len(result.jobs)
            answer.jobs += [ShownJob(job.source, job.source_id, job.posted_at) for job in result.jobs]
        self._cache[cache_key] = (now, answer)
        return answer

    def tick(self, *, now: datetime) -> None:
        stale = [key for key, (at, _) in self._cache.items() if now - at >= CLIENT_CACHE]
        for key in stale:
            del self._cache[key]
