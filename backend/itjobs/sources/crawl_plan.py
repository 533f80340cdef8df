"""The crawl plan (decision 0020): which sweeps one round of the refresher runs,
so that each source's budget goes where the searches are. Pure: the caller (crawl.py) reads the
demand, the budget left and the sweeps' state, and runs what this returns.

A sweep is one search repeated over time, newest postings first, on the largest page the source
allows. Three shapes:
- broad: every IT role word of the category vocabulary ('developer OR engineer OR ...') in one
  country; its head run (from page 1, stopping where the last head run began) picks up what is
  new, its walk runs go on through older pages, a few at a time, and start again from the top;
- place: the same words in one of the country's most searched locations, so the places people
  ask for are held deeper than the country's share of a broad walk reaches;
- demand: a most searched query as visitors type it, its first page.
Every run that reads its pages without a failure also shows which jobs the source stopped
listing (sweeps.py). Rare queries are not swept: the index answers them, and a visitor's search
refreshes one live only when the index holds too little (refresh.run_refresh), within the share
of the budget the plan leaves (`reserve`).
"""

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import cache
from itertools import zip_longest
from typing import Literal

from itjobs.content.categories import CATEGORIES

from .budget import Limits

SweepKind = Literal["broad", "place", "demand"]
DAY_SECONDS = 86400
NEVER = 1e6  # how overdue a run never made is, in intervals


@cache
def broad_keyword() -> str:
    """'developer OR engineer OR ...': the role word that ends each category's related keywords,
    once each. One call then covers every IT role the categories name."""
    words = [keyword.split()[-1].lower() for category in CATEGORIES for keyword in category.related_keywords]
    return " OR ".join(dict.fromkeys(words))


@dataclass(frozen=True)
class SweepSpec:
    source: str
    country: str
    kind: SweepKind
    keyword: str
    location: str = ""

    @property
    def key(self) -> str:
        return f"{self.source}:{self.country}:{self.kind}:{self.keyword}:{self.location}"


@dataclass(frozen=True)
class SweepState:
    """What the last runs of a sweep left (models.Sweep)."""

    head_at: datetime | None = None
    walk_page: int = 1
    walk_at: datetime | None = None


@dataclass(frozen=True)
class Run:
    spec: SweepSpec
    first_page: int
    pages: int  # at most this many calls; a head run stops early where the last one began

    @property
    def head(self) -> bool:
        return self.first_page == 1


@dataclass(frozen=True)
class Searched:
    """One normalized query's search counts (QueryState)."""

    keyword: str
    location: str
    country: str
    count: int
    last_searched_at: datetime | None


@dataclass(frozen=True)
class Demand:
    """Searches per country, location and query, weighted by how recently they were asked."""

    countries: dict[str, float] = field(default_factory=dict)  # shares, summing to 1
    places: dict[str, list[str]] = field(default_factory=dict)  # country -> most searched locations first
    queries: list[tuple[str, str, str]] = field(default_factory=list)  # (keyword, location, country), most first


@dataclass(frozen=True)
class PlanSettings:
    per_page: int = 50
    head_minutes: int = 120  # the most searched country's broad head run; others' in proportion, up to 4x
    head_pages: int = 40  # at most, in one head run (it stops where the last one began)
    walk_pages: int = 4  # pages a walk run reads in one go
    walk_depth_pages: int = 60  # a walk starts again from page 1 past this depth
    demand_share: float = 0.25  # of each round's calls, at most, for place and demand sweeps
    demand_queries: int = 30
    demand_minutes: int = 240  # a place or demand sweep runs again after this
    places_per_country: int = 2
    half_life_hours: float = 24.0  # a search counts half as much a day later
    pace_ahead_minutes: int = 120  # a round may spend the day's budget this far ahead of an even pace


def demand_from(rows: Iterable[Searched], *, now: datetime, countries: Sequence[str], half_life_hours: float) -> Demand:
    """Recency-weighted demand. Every country keeps a floor share (a tenth of an even split), so a
    country nobody searched yet still gets its new postings."""
    by_country = dict.fromkeys(countries, 0.0)
    by_place: dict[str, dict[str, float]] = {country: {} for country in countries}
    by_query: dict[tuple[str, str, str], float] = {}
    for row in rows:
        if row.country not in by_country or row.count <= 0:
            continue
        age_hours = (now - row.last_searched_at).total_seconds() / 3600 if row.last_searched_at else 0.0
        weight = row.count * 0.5 ** (max(0.0, age_hours) / half_life_hours)
        by_country[row.country] += weight
        if row.location:
            places = by_place[row.country]
            places[row.location] = places.get(row.location, 0.0) + weight
        if row.keyword:
            by_query[(row.keyword, row.location, row.country)] = weight
    total = sum(by_country.values())
    floor = 0.1 / len(countries) if countries else 0.0
    spread = 1 - floor * len(countries)
    shares = {c: floor + spread * (w / total if total else 1 / len(countries)) for c, w in by_country.items()}
    return Demand(
        countries=shares,
        places={c: sorted(places, key=lambda p: -places[p]) for c, places in by_place.items()},
        queries=sorted(by_query, key=lambda q: -by_query[q]),
    )


def round_allowance(
    *, limits: Limits, minute_used: int, day_used: int, now: datetime, reserve: float, ahead: timedelta
) -> int:
    """Calls this round may make: the day's budget less the `reserve` (left to visitors' rare
    queries), spent at an even pace through the day and at most `ahead` early, never past the
    minute's cap. A source without a daily cap is not crawled (its plan is monthly: JSearch's
    quota is the visitors')."""
    per_minute, per_day = limits.caps(reserve=reserve)
    if per_day <= 0:
        return 0
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    elapsed = (now - midnight + ahead).total_seconds() / DAY_SECONDS
    paced = math.floor(per_day * min(1.0, elapsed)) - day_used
    minute_left = per_minute - minute_used if per_minute else paced
    return max(0, min(paced, minute_left, per_day - day_used))


def _due(last: datetime | None, *, now: datetime, every: timedelta) -> float:
    """How overdue a run is, in intervals (a run never made is overdue by far, in proportion to demand
    when multiplied by it)."""
    if last is None:
        return NEVER
    return (now - last) / every


def plan_round(
    *,
    source: str,
    countries: Sequence[str],
    allowance: int,
    demand: Demand,
    states: dict[str, SweepState],
    now: datetime,
    settings: PlanSettings,
    spent_today: tuple[int, int] = (0, 0),
) -> list[Run]:
    """This round's runs for one source, in order. Each is planned at its expected cost (a head run at
    one page: it stops where the last one began), the total within `allowance`; the caller stops
    calling when the allowance is spent, so a head run that finds more new pages takes them from the
    runs after it.

    Broad head runs that are due come first (new postings are what most searches find), then place
    and demand sweeps while they have had less than `demand_share` of the day's calls
    (`spent_today`: the plan's calls today, and theirs), then broad walks with what is left, the
    country that searches most and was walked longest ago first."""
    if allowance <= 0 or not countries:
        return []
    runs: list[Run] = []
    left = allowance
    top = max(demand.countries.get(c, 0.0) for c in countries) or 1.0

    def take(spec: SweepSpec, first_page: int, pages: int, *, costs: int | None = None) -> None:
        nonlocal left
        pages = min(pages, left)
        if pages > 0:
            runs.append(Run(spec=spec, first_page=first_page, pages=pages))
            left -= pages if costs is None else min(costs, pages)

    broad = {c: SweepSpec(source, c, "broad", broad_keyword()) for c in countries}
    heads = []
    for country, spec in broad.items():
        share = demand.countries.get(country, 0.0) / top
        every = timedelta(minutes=settings.head_minutes) * min(4.0, 1 / share if share else 4.0)
        overdue = _due(states.get(spec.key, SweepState()).head_at, now=now, every=every)
        if overdue >= 1:
            heads.append((-overdue, -share, country))
    for _, _, country in sorted(heads):
        # A first head run has nothing to stop at: it reads a walk's worth, the walks read on.
        first_run = states.get(broad[country].key, SweepState()).head_at is None
        if first_run:
            take(broad[country], 1, settings.walk_pages)
        else:
            take(broad[country], 1, settings.head_pages, costs=1)
        if left <= 0:
            return runs

    plan_today, targeted_today = spent_today
    demand_left = math.ceil((plan_today + allowance) * settings.demand_share) - targeted_today
    every = timedelta(minutes=settings.demand_minutes)
    places = [
        SweepSpec(source, country, "place", broad_keyword(), place)
        for country in sorted(countries, key=lambda c: -demand.countries.get(c, 0.0))
        for place in demand.places.get(country, [])[: settings.places_per_country]
    ]
    queries = [
        SweepSpec(source, country, "demand", keyword, location)
        for keyword, location, country in demand.queries[: settings.demand_queries]
        if country in countries
    ]
    # Taken in turns: the place sweeps alone (two per country, each due every few hours) would spend
    # the whole share every day and the most searched queries would never get a call.
    targeted = [spec for pair in zip_longest(places, queries) for spec in pair if spec is not None]
    for spec in targeted:
        if demand_left <= 0 or left <= 0:
            break
        if _due(states.get(spec.key, SweepState()).head_at, now=now, every=every) >= 1:
            pages = min(1, demand_left)
            take(spec, 1, pages)
            demand_left -= pages

    def walk_priority(country: str) -> float:
        walked = states.get(broad[country].key, SweepState()).walk_at
        return -demand.countries.get(country, 0.0) * _due(walked, now=now, every=timedelta(hours=1))

    walks = sorted(countries, key=walk_priority)
    for country in walks:
        if left <= 0:
            break
        state = states.get(broad[country].key, SweepState())
        first = state.walk_page if 2 <= state.walk_page <= settings.walk_depth_pages else 2
        take(broad[country], first, settings.walk_pages)
    return runs
