"""Suggestions as a seeker types: job titles, skills and popular searches for the title box, cities
for the location box, ranked by how many jobs (or searches) they have.

A keystroke never reads the jobs table: `suggestions_refresh` writes what there is to suggest into
the Suggestion table, one row per word a suggestion can be found by ('Senior DevOps Engineer' under
'senior devops engineer', 'devops engineer' and 'engineer'), and `job_suggestions` reads one range
of its index: the rows whose words start with the first word typed ('dev' finds 'DevOps Engineer'
and 'Senior Developer'), best first; any further typed words must start later words, in order.
Ingest rebuilds the table when it is older than JOBS_SUGGESTIONS_REFRESH_SECONDS (a rebuild reads
every shown job: seconds at a million jobs), so counts lag the index by at most that long.

Popular searches come from whoever counts them (the sources app registers `PopularSearches` in its
ready(); the jobs app never imports it). Only searches of words the index knows are suggested, so a
visitor's odd or personal query never becomes a suggestion to others.
"""

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal, Protocol

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Count

from itjobs.content.places import NICKNAMES, place_name

from .index.text import plain_words
from .models import Job, SearchTerm, Suggestion, SuggestionsBuilt

SuggestionField = Literal["title", "location"]
SuggestionKind = Literal["title", "skill", "search", "place"]

TITLES_PER_COUNTRY = 5_000  # the commonest; a title held by one job in a million is not worth a row
PLACES_PER_COUNTRY = 2_000
MIN_SEARCHES = 3  # a search is suggested once this many searches asked for it
_KEY_WORDS = 6  # a suggestion is found by each of its first six words
_CANDIDATES = 200  # rows read per keystroke, best first, before the later typed words are matched
# Titles as sources write them carry a tail the seeker does not type: 'Python Developer (Remote)',
# 'Data Engineer - Payments', 'QA Analyst | Contract'.
_TITLE_TAIL = re.compile(r"\s+[-–|/]\s.*$|\s*[(\[].*$")


@dataclass(frozen=True)
class Hit:
    text: str
    kind: str  # a SuggestionKind
    count: int


class PopularSearches(Protocol):
    def __call__(self, *, now: datetime) -> list[tuple[str, str, int]]:
        """Recent searches as (keyword, country, how many times), most searched first."""
        ...


_popular: PopularSearches | None = None


def register_popular_searches(provider: PopularSearches) -> None:
    global _popular
    _popular = provider


def suggestion_key(text: str) -> str:
    """The words a suggestion is found by: plain, lowercase ASCII (index/text.py), no IT vocabulary,
    so 'front e' still finds 'Front End Developer'."""
    return " ".join(plain_words(text))


def _title(title: str) -> str:
    return _TITLE_TAIL.sub("", title).strip()


def _best_written(counts: dict[str, Counter[str]]) -> dict[str, tuple[str, int]]:
    """Per key, the way most jobs write it and how many jobs there are in all."""
    return {key: (written.most_common(1)[0][0], written.total()) for key, written in counts.items()}


def _titles() -> dict[str, dict[str, tuple[str, int]]]:
    by_country: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    rows = Job.objects.filter(is_listed=True).values_list("country_code", "title").annotate(jobs=Count("id"))
    for country, title, jobs in rows.order_by():
        shown = _title(title)
        if country and shown and len(shown) <= 80 and (key := suggestion_key(shown)):
            by_country[country][key][shown] += jobs
    return {country: _best_written(counts) for country, counts in by_country.items()}


def _skills() -> list[tuple[str, str, int]]:
    """(country, skill, jobs) for every skill of a shown job (Job.skills is a JSON list)."""
    if connection.vendor == "postgresql":
        sql = (
            "SELECT country_code, skill, count(*) FROM jobs_job, jsonb_array_elements_text(skills) AS skill "
            "WHERE is_listed AND country_code IS NOT NULL GROUP BY 1, 2"
        )
    else:
        sql = (
            "SELECT country_code, skill.value, count(*) FROM jobs_job, json_each(jobs_job.skills) AS skill "
            "WHERE is_listed AND country_code IS NOT NULL GROUP BY 1, 2"
        )
    with connection.cursor() as cursor:
        cursor.execute(sql)
        return [(country, str(skill), int(jobs)) for country, skill, jobs in cursor.fetchall()]


def _places() -> dict[str, dict[str, tuple[str, int]]]:
    by_country: dict[str, dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    rows = Job.objects.filter(is_listed=True, city__gt="").values_list("country_code", "city", "region")
    for country, city, region, jobs in rows.annotate(jobs=Count("id")).order_by():
        if country:
            written = place_name(city, region, country)
            by_country[country][suggestion_key(written)][written] += jobs
    return {country: _best_written(counts) for country, counts in by_country.items()}


def _searches(now: datetime) -> list[tuple[str, str, int]]:
    """Popular searches whose every word the index knows."""
    if _popular is None:
        return []
    known = set(SearchTerm.objects.values_list("term", flat=True))
    return [
        (keyword, country, count)
        for keyword, country, count in _popular(now=now)
        if count >= MIN_SEARCHES and (words := plain_words(keyword)) and all(word in known for word in words)
    ]


def _rows(
    field: SuggestionField, country: str, kind: SuggestionKind, key: str, text: str, count: int
) -> list[Suggestion]:
    words = key.split()
    return [
        Suggestion(field=field, country=country, key=" ".join(words[n:])[:200], text=text[:200], kind=kind, count=count)
        for n in range(min(len(words), _KEY_WORDS))
    ]


def _title_rows(now: datetime) -> Iterable[Suggestion]:
    seen: dict[tuple[str, str], int] = {}  # (country, key) -> count: one suggestion per key, the best
    entries: list[tuple[str, SuggestionKind, str, str, int]] = []
    for country, titles in _titles().items():
        best = sorted(titles.items(), key=lambda item: -item[1][1])[:TITLES_PER_COUNTRY]
        entries += [(country, "title", key, text, jobs) for key, (text, jobs) in best]
    entries += [(country, "skill", suggestion_key(skill), skill, jobs) for country, skill, jobs in _skills()]
    entries += [
        (country, "search", suggestion_key(keyword), keyword, count) for keyword, country, count in _searches(now)
    ]
    # One suggestion per key: a title or skill before a search of the same words (written as jobs write it).
    for country, kind, key, text, count in sorted(entries, key=lambda entry: (entry[1] == "search", -entry[4])):
        if key and (country, key) not in seen:
            seen[(country, key)] = count
            yield from _rows("title", country, kind, key, text, count)


def _place_rows() -> Iterable[Suggestion]:
    for country, found in _places().items():
        best = sorted(found.items(), key=lambda item: -item[1][1])[:PLACES_PER_COUNTRY]
        for key, (text, jobs) in best:
            yield from _rows("location", country, "place", key, text, jobs)
        by_city = {text.split(",")[0].lower(): (text, jobs) for _, (text, jobs) in reversed(best)}
        for nickname, city in NICKNAMES.get(country, {}).items():  # 'nyc' finds 'New York, NY'
            if (place := by_city.get(city.split(",")[0].lower())) is not None:
                yield from _rows("location", country, "place", suggestion_key(nickname), *place)[:1]


def suggestions_refresh(*, now: datetime) -> int:
    """Rebuild the suggestions from the index (and the popular searches); returns how many rows."""
    rows = [*_title_rows(now), *_place_rows()]
    with transaction.atomic():
        Suggestion.objects.all().delete()
        Suggestion.objects.bulk_create(rows, batch_size=1000)
        SuggestionsBuilt.objects.update_or_create(pk=1, defaults={"built_at": now})
    return len(rows)


def suggestions_refresh_if_due(*, now: datetime) -> bool:
    """Rebuild when the suggestions are older than JOBS_SUGGESTIONS_REFRESH_SECONDS (or were never built)."""
    every = timedelta(seconds=int(settings.JOBS_SUGGESTIONS_REFRESH_SECONDS))
    built = SuggestionsBuilt.objects.filter(pk=1).values_list("built_at", flat=True).first()
    if built is not None and now - built < every:
        return False
    suggestions_refresh(now=now)
    return True


def _matches(typed: list[str], key: str) -> bool:
    """Every typed word after the first starts a later word of the key, in order."""
    words = iter(key.split()[1:])
    return all(any(word.startswith(part) for word in words) for part in typed[1:])


def _after(prefix: str) -> str | None:
    """The first string past every string that starts with `prefix` ('dev' -> 'dew'), in binary and in
    linguistic collations alike (PostgreSQL's may be en_US): letters and digits only, so 'xyz' gives
    'xz', and a prefix of nothing but z's and 9's has no bound. Within [prefix, after) a linguistic
    collation may also put a key with a space early in it ('de vries'): the caller checks."""
    stripped = prefix.rstrip("z9")
    if not stripped:
        return None
    last = stripped[-1]
    return stripped[:-1] + ("a" if last == "9" else chr(ord(last) + 1))


def job_suggestions(*, field: SuggestionField, typed: str, country: str, limit: int) -> list[Hit]:
    """What to suggest for the text typed so far, most jobs first: one range read of an index."""
    words = plain_words(typed)
    if not words:
        return []
    first = words[0]
    rows = Suggestion.objects.filter(field=field, country=country, key__gte=first)
    if (after := _after(first)) is not None:
        rows = rows.filter(key__lt=after)
    hits: dict[str, Hit] = {}
    for key, text, kind, count in rows.order_by("-count", "key").values_list("key", "text", "kind", "count")[
        :_CANDIDATES
    ]:
        if text.lower() not in hits and key.startswith(first) and _matches(words, key):
            hits[text.lower()] = Hit(text=text, kind=kind, count=count)
            if len(hits) == limit:
                break
    return list(hits.values())
