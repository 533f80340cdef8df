"""A world of job postings that changes day by day under a simulated clock (opt-in: the
quota simulation builds one; demo mode and the tests keep the fixed set of generator.py).

Each posting is drawn by generator.py's own functions from a random stream of its own, so it can
be drawn again on demand: the world keeps only what matching needs (one token index per source
and country, the place and the open/close times of each listing) and renders a FakeJob for the
few a page returns. Churn is scheduled up front from the seed: a posting closes after a random
lifetime, new postings appear through each day (fewer at night and at weekends), and some closed
postings come back as reposts (the same job, new ids, a new posting date).
"""

import math
import random
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import lru_cache
from typing import overload

from itjobs.fakeworld.generator import (
    BOTH_SOURCES_SHARE,
    DEFECT_SHARE,
    DEFECTS,
    FakeJob,
    FakeSource,
    _listing,
    _Posting,
    _posting,
)
from itjobs.fakeworld.search import keyword_matcher, location_parts

DAY = timedelta(days=1)
MEAN_LIFETIME_DAYS = 28.0  # a posting stays open this long on average (closing is memoryless)
REPOST_SHARE = 0.12  # of the postings that close, how many come back
REPOST_AFTER_DAYS = (1.0, 6.0)  # ... after this many days
SOURCES: tuple[FakeSource, ...] = ("adzuna", "jsearch")
EARLIEST = -math.inf


@dataclass(frozen=True)
class Churn:
    """What changes: the world's open postings at the start, and how fast it turns over."""

    size: int = 200_000  # open postings at the start
    days: int = 7  # how far ahead churn is scheduled
    # New postings a day, as a share of `size`; with MEAN_LIFETIME_DAYS this keeps the size steady.
    daily_new_share: float = 1 / MEAN_LIFETIME_DAYS


@dataclass(frozen=True)
class Listing:
    """One posting on one source, as the world indexes it."""

    number: int  # the listing's index in the world
    posting: int
    source: FakeSource
    source_id: str
    country: str
    is_it: bool


class World:
    """Every posting over `churn.days` from `start`; `find` answers as of any moment in that span."""

    def __init__(self, *, seed: int, start: datetime, churn: Churn | None = None) -> None:
        self.seed = seed
        self.start = start
        self.churn = churn or Churn()
        self._posting_origin = array("i")  # posting -> the posting whose content it repeats (itself unless a repost)
        self._posting_opens = array("d")  # epoch seconds: when it is posted
        self._posting_closes = array("d")  # epoch seconds: when it closes (often after the span)
        self.listings: list[Listing] = []
        self._places: dict[str, int] = {}  # distinct place texts; listings point into this
        self._listing_place = array("i")
        self._by_id: dict[tuple[str, str], int] = {}
        self._tokens: dict[tuple[str, str], dict[str, array[int]]] = {}  # (source, country) -> word -> listings
        self._all: dict[tuple[str, str], array[int]] = {}
        self._schedule()

    # --- building -------------------------------------------------------------------------------

    def _schedule(self) -> None:
        rng = random.Random(f"world:{self.seed}")
        start = self.start.timestamp()
        end = start + self.churn.days * DAY.total_seconds()
        for _ in range(self.churn.size):  # open at the start; posted in the 30 days before
            self._add(origin=None, opens=None, closes=start + self._lifetime(rng))
        per_day = self.churn.size * self.churn.daily_new_share
        for day in range(self.churn.days):
            midnight = self.start + day * DAY
            weekend = midnight.weekday() >= 5
            for _ in range(round(per_day * (0.35 if weekend else 1.15))):
                opens = midnight.timestamp() + _daytime_seconds(rng)
                self._add(origin=None, opens=opens, closes=opens + self._lifetime(rng))
        # Reposts: a share of the postings that close within the span come back a few days later.
        for posting in range(len(self._posting_closes)):
            closes = self._posting_closes[posting]
            if closes < end and self._posting_origin[posting] == posting and rng.random() < REPOST_SHARE:
                opens = closes + rng.uniform(*REPOST_AFTER_DAYS) * DAY.total_seconds()
                if opens < end:
                    self._add(origin=posting, opens=opens, closes=opens + self._lifetime(rng))

    @staticmethod
    def _lifetime(rng: random.Random) -> float:
        return rng.expovariate(1 / MEAN_LIFETIME_DAYS) * DAY.total_seconds()

    def _add(self, *, origin: int | None, opens: float | None, closes: float) -> None:
        """A posting open from `opens` (None: from the date the generator gave it) until `closes`."""
        number = len(self._posting_opens)
        self._posting_origin.append(number if origin is None else origin)
        content = self._content(number)
        self._posting_opens.append(content[0].posted_at.timestamp() if opens is None else opens)
        self._posting_closes.append(closes)
        for job in content[1]:
            listing = Listing(len(self.listings), number, job.source, job.source_id, job.country, job.is_it)
            self.listings.append(listing)
            self._by_id[(job.source, job.source_id)] = listing.number
            self._listing_place.append(self._place_number(job.place))
            words = self._tokens.setdefault((job.source, job.country), {})
            for word in job.tokens:
                words.setdefault(word, array("i")).append(listing.number)
            self._all.setdefault((job.source, job.country), array("i")).append(listing.number)

    def _place_number(self, place: str) -> int:
        return self._places.setdefault(place, len(self._places))

    def _content(self, number: int) -> tuple[_Posting, list[FakeJob]]:
        """The posting's content and its listings, drawn again from its own random stream. A repost
        repeats its origin's content; its listings get ids of their own."""
        origin = self.origin_of(number)
        rng = random.Random(f"{self.seed}:{origin}")
        posting = _posting(rng, self.start)
        if origin != number:
            rng = random.Random(f"{self.seed}:{origin}:repost:{number}")
        both = rng.random() < BOTH_SOURCES_SHARE
        sources: tuple[FakeSource, ...] = SOURCES if both else (rng.choice(SOURCES),)
        jobs = []
        for source in sources:
            defect = rng.choice(DEFECTS) if rng.random() < DEFECT_SHARE else None
            if defect == "no_location" and source == "jsearch":
                defect = None
            jobs.append(_listing(rng, posting, source, number, self.seed, defect, pair=number if both else None))
        return posting, jobs

    # --- reading --------------------------------------------------------------------------------

    @property
    def postings(self) -> int:
        return len(self._posting_opens)

    def origin_of(self, posting: int) -> int:
        """The posting whose job a repost repeats (the posting itself unless it is a repost)."""
        return self._posting_origin[posting]

    def listing_of(self, *, source: str, source_id: str) -> Listing | None:
        number = self._by_id.get((source, source_id))
        return None if number is None else self.listings[number]

    def is_open(self, listing: Listing, *, now: datetime) -> bool:
        moment = now.timestamp()
        return self._posting_opens[listing.posting] <= moment < self._posting_closes[listing.posting]

    def posted_at(self, listing: Listing) -> datetime:
        return datetime.fromtimestamp(self._posting_opens[listing.posting], tz=self.start.tzinfo)

    def closes_at(self, listing: Listing) -> datetime:
        return datetime.fromtimestamp(self._posting_closes[listing.posting], tz=self.start.tzinfo)

    def open_postings(self, *, now: datetime) -> Iterator[int]:
        moment = now.timestamp()
        for posting, opens in enumerate(self._posting_opens):
            if opens <= moment < self._posting_closes[posting]:
                yield posting

    def posting_listings(self) -> dict[int, list[Listing]]:
        found: dict[int, list[Listing]] = {}
        for listing in self.listings:
            found.setdefault(listing.posting, []).append(listing)
        return found

    def job(self, number: int) -> FakeJob:
        return _rendered(self, number)

    def find(
        self, source: str, *, country: str, keyword: str, location: str, now: datetime, posted_after: datetime | None
    ) -> "WorldJobs":
        """The listings open at `now` that match, newest first (ties by number, so paging is stable)."""
        hits = sorted(self._matches(source, country, keyword, location, now, posted_after), reverse=True)
        return WorldJobs(self, [number for _, number in hits])

    def any_open(self, source: str, *, country: str, keyword: str, location: str, now: datetime) -> bool:
        """Whether any listing open at `now` matches (find's rule, stopping at the first)."""
        return next(self._matches(source, country, keyword, location, now, None), None) is not None

    def _matches(
        self, source: str, country: str, keyword: str, location: str, now: datetime, posted_after: datetime | None
    ) -> Iterator[tuple[float, int]]:
        """(posted, listing number) of each listing open at `now` with every word of a keyword group and
        the place, in no order."""
        groups = keyword_matcher(keyword)
        index = self._tokens.get((source, country), {})
        if groups:
            candidates: set[int] = set()
            for group in groups:
                lists = sorted((index.get(word, array("i")) for word in group), key=len)
                found = set(lists[0])
                for other in lists[1:]:
                    found.intersection_update(other)
                candidates |= found
        else:
            candidates = set(self._all.get((source, country), ()))
        places = location_parts(location)
        wanted_places = {n for place, n in self._places.items() if all(p.search(place) for p in places)}
        moment = now.timestamp()
        after = posted_after.timestamp() if posted_after else EARLIEST
        opens, closes, listings = self._posting_opens, self._posting_closes, self.listings
        for number in candidates:
            posting = listings[number].posting
            if self._listing_place[number] in wanted_places and max(after, opens[posting]) <= moment < closes[posting]:
                yield opens[posting], number


@lru_cache(maxsize=50_000)  # a page of results is rendered again when the same query is asked again
def _rendered(world: World, number: int) -> FakeJob:
    listing = world.listings[number]
    _, jobs = world._content(listing.posting)
    job = next(job for job in jobs if job.source == listing.source)
    return replace(job, posted_at=world.posted_at(listing))


class WorldJobs(Sequence[FakeJob]):
    """Matching listings, rendered only when a page of them is read."""

    def __init__(self, world: World, numbers: list[int]) -> None:
        self._world = world
        self._numbers = numbers

    def __len__(self) -> int:
        return len(self._numbers)

    @overload
    def __getitem__(self, index: int) -> FakeJob: ...
    @overload
    def __getitem__(self, index: slice) -> list[FakeJob]: ...
    def __getitem__(self, index: int | slice) -> FakeJob | list[FakeJob]:
        if isinstance(index, slice):
            return [self._world.job(number) for number in self._numbers[index]]
        return self._world.job(self._numbers[index])


def _daytime_seconds(rng: random.Random) -> float:
    """A moment of the day, most of them in working hours (UTC is close enough for a week's shape)."""
    hour = min(23.99, max(0.0, rng.gauss(13, 4)))
    return hour * 3600
