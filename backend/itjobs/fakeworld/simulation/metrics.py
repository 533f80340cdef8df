"""What a simulated day measured, and the table rows that print it."""

import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime

from itjobs.fakeworld.simulation.designs import Answer
from itjobs.fakeworld.simulation.visitors import Search
from itjobs.fakeworld.world import World

SOURCES = ("adzuna", "jsearch")


@dataclass
class DayStats:
    day: int
    searches: int = 0  # every search of the day
    measured: int = 0  # the ones whose first answer was looked at (all, unless sampled)
    answered: int = 0  # >= 1 relevant job
    answered_10: int = 0  # >= 10 relevant jobs
    # Of the measured searches, those some source's open listings answer as typed (every word and the
    # place, at that moment): the most a design answers without synonyms or spelling correction.
    checked: int = 0  # measured searches checked against the world (when asked: it is slow)
    answerable: int = 0
    answered_answerable: int = 0  # answerable and answered
    shown: int = 0
    dead: int = 0  # shown, but closed at the source already
    ages: list[float] = field(default_factory=list)  # days since posted, of every job shown
    index_share: float | None = None  # of the world's open IT postings, held by the index at the day's end
    calls: dict[str, int] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)  # calls the sources' plans refused

    def record(self, answer: Answer, *, world: World, now: datetime, search: Search | None = None) -> None:
        self.measured += 1
        answered = answer.relevant and answer.total >= 1
        if answered:
            self.answered += 1
        if search is not None:
            self._check(search, answered=answered, world=world, now=now)
        if answer.relevant and answer.total >= 10:
            self.answered_10 += 1
        for job in answer.jobs:
            self.shown += 1
            listing = world.listing_of(source=job.source, source_id=job.source_id)
            if listing is not None and not world.is_open(listing, now=now):
                self.dead += 1
            if job.posted_at is not None:
                self.ages.append((now - job.posted_at).total_seconds() / 86400)

    def _check(self, search: Search, *, answered: bool, world: World, now: datetime) -> None:
        """Whether some source's open listings answer the search as typed, and whether it was answered."""
        self.checked += 1
        if any(
            world.any_open(source, country=search.country, keyword=search.keyword, location=search.location, now=now)
            for source in SOURCES
        ):
            self.answerable += 1
            self.answered_answerable += answered

    def __add__(self, other: "DayStats") -> "DayStats":
        total = DayStats(day=0)
        for day in (self, other):
            total.searches += day.searches
            total.measured += day.measured
            total.answered += day.answered
            total.answered_10 += day.answered_10
            total.checked += day.checked
            total.answerable += day.answerable
            total.answered_answerable += day.answered_answerable
            total.shown += day.shown
            total.dead += day.dead
            total.ages += day.ages
            for source in SOURCES:
                total.calls[source] = total.calls.get(source, 0) + day.calls.get(source, 0)
                total.refused[source] = total.refused.get(source, 0) + day.refused.get(source, 0)
        total.index_share = other.index_share  # the week ends as its last day does
        return total


def index_share(*, world: World, held: set[tuple[str, str]], now: datetime) -> float:
    """Of the world's IT postings open at `now`, the share with a listing the index holds."""
    listings = world.posting_listings()
    open_it = [posting for posting in world.open_postings(now=now) if listings[posting][0].is_it]
    if not open_it:
        return 0.0
    kept = sum(any((item.source, item.source_id) in held for item in listings[posting]) for posting in open_it)
    return kept / len(open_it)


HEADER = (
    f"{'day':>5} {'searches':>9} {'>=1 job':>8} {'>=10':>7} {'answerable':>10} {'of them':>8} "
    f"{'median age':>10} {'dead':>6} {'index':>6} "
    f"{'adzuna':>7} {'jsearch':>7}  limits"
)


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def row(stats: DayStats) -> str:
    label = "total" if stats.day == 0 else str(stats.day)
    age = f"{statistics.median(stats.ages):.1f} d" if stats.ages else "-"
    share = f"{100 * stats.index_share:.1f}%" if stats.index_share is not None else "-"
    refused = sum(stats.refused.values())
    limits = "ok" if not refused else "REFUSED " + ", ".join(f"{s} {n}" for s, n in stats.refused.items() if n)
    return (
        f"{label:>5} {stats.searches:>9,} {_share(stats.answered, stats.measured):>8} "
        f"{_share(stats.answered_10, stats.measured):>7} {_share(stats.answerable, stats.checked):>10} "
        f"{_share(stats.answered_answerable, stats.answerable):>8} {age:>10} "
        f"{_share(stats.dead, stats.shown):>6} {share:>6} "
        f"{stats.calls.get('adzuna', 0):>7} {stats.calls.get('jsearch', 0):>7}  {limits}"
    )


def table(days: Iterable[DayStats]) -> list[str]:
    days = list(days)
    total = days[0]
    for day in days[1:]:
        total = total + day
    total.day = 0
    return [HEADER, *(row(day) for day in days), row(total)]
