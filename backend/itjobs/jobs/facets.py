"""Facets: for the search a query becomes, how many jobs each choice of each filter would show.

The search is resolved once, by the selectors (spelling correction, relaxation), so the counts
describe exactly the jobs the results show. A group's counts apply every other chosen filter but
not the group's own, so a seeker sees what switching within the group gives (Remote 120 and
On-site 800 while Remote is chosen). Two SQL statements count everything (index/aggregate.py):
one FILTER count per value of every group over the search's matches, and the top cities, over at
most JOBS_FACETS_COUNT_LIMIT matches each; past that, each count is a lower bound ('1,234+').
On PostgreSQL a search the planner expects to match very many jobs is counted from a sample of
them, and a search that finds nothing is resolved without a count where a statement tells (0025).
"""

from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils import timezone

from itjobs.content.categories import category_by_slug
from itjobs.content.places import place_name

from . import index
from .countries import salary_band_label
from .index import aggregate
from .index.query import Filters, TextQuery
from .index.tags import CATEGORY_SLUGS
from .selectors import JobQuery, listed_since_rowid, search_corrected, search_reading, search_resolve
from .source_labels import registered_sources

POSTED_WITHIN_DAYS = {1: "Past 24 hours", 3: "Past 3 days", 7: "Past week", 14: "Past 2 weeks", 30: "Past month"}
SALARY_BANDS = (40_000, 60_000, 80_000, 100_000, 120_000, 150_000, 200_000)  # index/tags.py steps: fast to filter
EMPLOYMENT_TYPES = {"FULL_TIME": "Full-time", "PART_TIME": "Part-time", "CONTRACTOR": "Contract",
                    "INTERN": "Internship", "TEMPORARY": "Temporary"}  # fmt: skip
TOP_PLACES = 8
# The Filters field each group sets; a group is counted without its own.
_GROUP_FIELDS = {"remote": "remote", "employment_type": "employment_type", "posted_within_days": "listed_since_rowid",
                 "min_salary": "min_salary", "source": "source", "category": "category"}  # fmt: skip


@dataclass(frozen=True)
class FacetValue:
    value: str  # what goes in the search's URL parameter
    label: str
    count: int


@dataclass
class JobFacets:
    exact: bool = True  # False: some counts stop at JOBS_FACETS_COUNT_LIMIT matches (lower bounds)
    groups: dict[str, list[FacetValue]] = field(default_factory=dict)


@dataclass(frozen=True)
class _Choice:
    value: str
    label: str
    narrowing: Filters  # the one field this choice sets


def facets_count_limit() -> int:
    """Facets count at most this many matches per statement (JOBS_FACETS_COUNT_LIMIT): past it they
    are lower bounds, and cost no more."""
    return int(settings.JOBS_FACETS_COUNT_LIMIT)


def _choices(*, country: str | None, now: datetime) -> dict[str, list[_Choice]]:
    return {
        "remote": [_Choice("true", "Remote", Filters(remote=True)), _Choice("false", "On-site", Filters(remote=False))],
        "employment_type": [
            _Choice(kind, label, Filters(employment_type=kind)) for kind, label in EMPLOYMENT_TYPES.items()
        ],
        "posted_within_days": [
            _Choice(str(days), label, Filters(listed_since_rowid=listed_since_rowid(days, now=now)))
            for days, label in POSTED_WITHIN_DAYS.items()
        ],
        "min_salary": [
            _Choice(str(band), salary_band_label(band, country=country), Filters(min_salary=band))
            for band in SALARY_BANDS
        ],
        "source": [
            _Choice(source.name, source.label, Filters(source=source.name)) for source in registered_sources()
        ],
        "category": [
            _Choice(slug, category_by_slug(slug).name, Filters(category=slug)) for slug in CATEGORY_SLUGS
        ],
    }  # fmt: skip


def _under_others(group: str, choice: Filters, chosen: Filters) -> Filters:
    """The choice, with the chosen filter of every other group."""
    others = {name: getattr(chosen, name) for name in _GROUP_FIELDS.values() if name != _GROUP_FIELDS[group]}
    return replace(choice, **{name: value for name, value in others.items() if value is not None})


def _cities(found: list[aggregate.Place], *, country: str | None) -> list[FacetValue]:
    """The top cities; a city stored with its state as a code and as a name ('TX', 'Texas') is one."""
    merged: dict[str, tuple[str, int]] = {}
    for place in found:
        value = place_name(place.city, place.region, country)
        merged[value] = (place.city, merged.get(value, ("", 0))[1] + place.jobs)
    top = sorted(merged.items(), key=lambda item: (-item[1][1], item[0]))[:TOP_PLACES]
    cities = [city for _, (city, _) in top]
    return [
        FacetValue(value=value, label=city if cities.count(city) == 1 else value, count=jobs)
        for value, (city, jobs) in top
    ]


def job_facets(*, query: JobQuery, now: datetime | None = None) -> JobFacets:
    """Counts for every facet group of the search the query becomes (see the module's docstring)."""
    now = now or timezone.now()
    # The search as typed, with no count of its own where the engine can tell from the facets'
    # statement that it finds jobs (a count to 10,001 built the words' bitmap a second time: at a
    # million jobs on PostgreSQL, 41 of the 90 ms of 'programmer' for full-time); when it finds
    # nothing, or the engine cannot tell, the search it becomes (corrected, relaxed) is resolved first.
    text, chosen = search_reading(query=query, now=now)
    if facets := _facets(query=query, text=text, chosen=chosen, total=None, now=now):
        return facets
    # Spelled as the index knows it, as the results try it next: where the facets' statement tells
    # whether it finds jobs, it is not counted first (a corrected 'pyhton developer' counted to 1
    # was 13 of its 65 ms at a million jobs on PostgreSQL).
    needs_total = not index.engine().FACETS_WITHOUT_A_COUNT
    corrected = None if needs_total else search_corrected(query=query, text=text)
    if corrected and (facets := _facets(query=query, text=corrected[1], chosen=chosen, total=None, now=now)):
        return facets
    # Counted no further than the facets need: where they count without a total, only whether the
    # search finds any (a corrected 'pyhton developer' in Boston counted to 5,001 cost 41 of its 91 ms
    # at a million jobs on PostgreSQL); else to one past what they read, past which it tells nothing.
    resolved = search_resolve(query=query, now=now, count_to=facets_count_limit() + 1 if needs_total else 1)
    facets = _facets(query=query, text=resolved.text, chosen=resolved.filters, total=resolved.found.total, now=now)
    assert facets is not None  # the total is known, so it always counts
    return facets


def _facets(*, query: JobQuery, text: TextQuery, chosen: Filters, total: int | None, now: datetime) -> JobFacets | None:
    """The counts of the search of these words and filters (`total`: its count, when known). None
    when `total` is None and the search may find nothing: the caller resolves it first (SQLite
    always does, where counting the search is cheap and tells its matching how many to read)."""
    limit = facets_count_limit()
    engine = index.engine()
    cleared: dict[str, Any] = dict.fromkeys(_GROUP_FIELDS.values())
    everything = replace(chosen, **cleared)
    if total is None and not engine.FACETS_WITHOUT_A_COUNT:
        return None
    groups = _choices(country=query.country, now=now)
    flat = [(name, choice) for name, choices in groups.items() for choice in choices]
    # Both statements read the newest matches of the search's words (and place) in the country, and
    # apply the chosen filters to the rows they read: the full-text index never intersects the long
    # lists of filter words. The search's own count tells when those are all its jobs, and few enough
    # to need no bound on them.
    searched = total if total is not None and total <= limit and everything == chosen else None
    matches = engine.matching(text=text, filters=everything, limit=limit, total=searched)
    narrowings = [_under_others(name, choice.narrowing, chosen) for name, choice in flat]
    in_chosen = replace(chosen, country=None, exclude_rowids=())  # the matches are already the country's
    # Whether the search as asked finds a job among the rows read: the facets describe it only then.
    asked = [in_chosen] if total is None else []
    if text.place:  # the cities: of the search without its place, in a statement of their own
        counts = aggregate.count(matches, [*narrowings, *asked])
        if asked and not counts.narrowed[-1]:
            return None
        anywhere = engine.matching(text=replace(text, place=()), filters=everything, limit=limit)
        places, of_places = aggregate.places(anywhere, top=TOP_PLACES * 3, narrowing=in_chosen)
        exact = counts.exact and of_places.exact
    else:
        places, counts = aggregate.places(
            matches, top=TOP_PLACES * 3, narrowing=in_chosen, narrowings=[*narrowings, *asked]
        )
        if asked and not counts.narrowed[-1]:
            return None
        exact = counts.exact
    facets = JobFacets(exact=exact, groups={name: [] for name in groups})
    for (name, choice), jobs in zip(flat, counts.narrowed[: len(flat)], strict=True):
        facets.groups[name].append(FacetValue(value=choice.value, label=choice.label, count=jobs))
    facets.groups["location"] = _cities(places, country=query.country)
    return facets
