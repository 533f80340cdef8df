"""The ceiling of every index design: an index that holds each listing of the world from the
moment it opens until the moment it closes, with no call and no delay (`--only ceiling`).

No crawl within any plan can do better, so what it answers is the most the real selector can
answer on this world and these searches: the rest has no open match the search understands. A
search it misses though the world answers it as typed is the selector's miss, not the budget's."""

from bisect import bisect_right
from datetime import datetime, timedelta
from typing import Any

from itjobs.fakeworld.providers import adzuna, jsearch
from itjobs.fakeworld.simulation.sources import SimSources
from itjobs.fakeworld.simulation.visitors import Search
from itjobs.fakeworld.world import Listing
from itjobs.jobs.services import jobs_close, jobs_ingest
from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers.adzuna.parse import parse_job as parse_adzuna
from itjobs.sources.providers.jsearch.parse import parse_job as parse_jsearch

SYNC_EVERY = timedelta(minutes=5)  # as fresh as the refresher's round, and far fewer ingests than ticks


class PerfectIndex:
    """A RefreshPolicy that copies the world into the index through the real parsers and ingest."""

    def __init__(self, sources: SimSources) -> None:
        # Nothing calls a source (the simulation's refresh mode stays 'off'), and every job is
        # confirmed until the world closes it.
        sources.jobs_settings(JOB_UNCONFIRMED_SOURCES=[])
        world = self._world = sources.world
        self._opens = sorted((world.posted_at(listing), listing.number) for listing in world.listings)
        self._closes = sorted((world.closes_at(listing), listing.number) for listing in world.listings)
        self._opened = 0  # how far each list has been applied
        self._closed = 0
        self._synced: datetime | None = None

    def after_search(self, search: Search, *, now: datetime) -> None:
        return None  # a search changes nothing: the world is already in the index

    def tick(self, *, now: datetime) -> None:
        if self._synced is not None and now - self._synced < SYNC_EVERY:
            return
        self._synced = now
        opened = bisect_right(self._opens, (now, len(self._world.listings)))
        closed = bisect_right(self._closes, (now, len(self._world.listings)))
        # A listing that opened and closed between two syncs is never shown, as no crawl would see it.
        closing = {number for _, number in self._closes[self._closed : closed]}
        opening = [number for _, number in self._opens[self._opened : opened] if number not in closing]
        records = [self._record(self._world.listings[number]) for number in opening]
        jobs_ingest(jobs=[record for record in records if record is not None], now=now)
        gone = [self._world.listings[number] for number in closing]
        jobs_close([f"{listing.source}-{listing.source_id}" for listing in gone], now=now)
        self._opened, self._closed = opened, closed

    def _record(self, listing: Listing) -> NormalizedJob | None:
        """The listing as its source's API sends it, read by that source's real parser."""
        job = self._world.job(listing.number)
        if listing.source == "adzuna":
            raw: Any = adzuna.record(job, wanted=frozenset())
            return parse_adzuna(raw, country=listing.country)
        return parse_jsearch(jsearch.record(job, now=job.posted_at))
