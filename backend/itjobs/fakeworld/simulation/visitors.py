"""Visitors' searches: a few hundred popular queries asked again and again, and a long tail of rare
ones, with keywords and locations as people type them ('sr python dev', 'Austin, TX', 'nyc')."""

import random
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import accumulate

from itjobs.content.places import NICKNAMES
from itjobs.fakeworld import catalog as c

POPULAR_QUERIES = 300
POPULAR_SHARE = 0.65  # of all searches: the rest is the long tail
COUNTRY_SHARE = {"us": 55, "gb": 17, "ca": 11, "au": 8, "de": 9}
_SENIORITY_TYPED = ("senior ", "sr ", "junior ", "lead ", "entry level ", "principal ")
_SHORT = {"developer": "dev", "engineer": "eng", "senior": "sr"}


@dataclass(frozen=True)
class Search:
    at: datetime
    keyword: str
    location: str
    country: str


def _keyword(rng: random.Random, *, rare: bool) -> str:
    role = rng.choice([role for role in c.IT_ROLES if rare or role.weight > 1])
    roll = rng.random()
    if roll < 0.55:
        keyword = role.title
    elif roll < 0.8:
        keyword = rng.choice(role.skills[:3] if not rare else role.skills)
    else:
        keyword = f"{rng.choice(role.skills)} {rng.choice(('developer', 'engineer'))}"
    if rare and rng.random() < 0.5:
        keyword = rng.choice(_SENIORITY_TYPED) + keyword
    if rare and rng.random() < 0.3:
        keyword = f"{keyword} {rng.choice(role.skills)}"
    keyword = keyword.lower() if rng.random() < 0.7 else keyword
    if rare and rng.random() < 0.2:
        keyword = " ".join(_SHORT.get(word, word) for word in keyword.split())
    if rare and rng.random() < 0.1:
        keyword = _typo(rng, keyword)
    return keyword


def _typo(rng: random.Random, text: str) -> str:
    """Two neighbouring letters swapped, as fast typing does."""
    if len(text) < 4:
        return text
    i = rng.randrange(1, len(text) - 2)
    return text[:i] + text[i + 1] + text[i] + text[i + 2 :]


def _location(rng: random.Random, country: str, *, rare: bool) -> str:
    roll = rng.random()
    if roll < (0.3 if rare else 0.4):
        return ""
    if roll < 0.45:
        return "Remote" if rng.random() < 0.5 else "remote"
    cities = next(country_.cities for country_ in c.COUNTRIES if country_.code == country)
    city = rng.choices(cities, weights=[city.weight for city in cities])[0] if not rare else rng.choice(cities)
    nicknames = [name for name, full in NICKNAMES.get(country, {}).items() if full.startswith(city.name)]
    roll = rng.random()
    if nicknames and roll < 0.15:
        return rng.choice(nicknames).upper() if len(nicknames[0]) <= 3 else rng.choice(nicknames)
    if country in ("us", "ca", "au") and roll < 0.55:
        return f"{city.name}, {city.region_code}"
    return city.name.lower() if rng.random() < 0.4 else city.name


def _query(rng: random.Random, *, rare: bool) -> tuple[str, str, str]:
    country = rng.choices(list(COUNTRY_SHARE), weights=list(COUNTRY_SHARE.values()))[0]
    return _keyword(rng, rare=rare), _location(rng, country, rare=rare), country


def popular_queries(*, seed: int) -> list[tuple[str, str, str]]:
    """The popular queries, most asked first (no repeats)."""
    rng = random.Random(f"popular:{seed}")
    found: dict[tuple[str, str, str], None] = {}
    while len(found) < POPULAR_QUERIES:
        found.setdefault(_query(rng, rare=False))
    return list(found)


def day_searches(*, seed: int, day: datetime, count: int) -> list[Search]:
    """One day's searches in time order; the same seed and day give the same searches."""
    rng = random.Random(f"searches:{seed}:{day.date().isoformat()}")
    popular = popular_queries(seed=seed)
    zipf = list(accumulate(1 / (rank + 1) for rank in range(len(popular))))
    searches = []
    for _ in range(count):
        hour = min(23.99, max(0.0, rng.gauss(14, 4.5)))  # mostly in working hours
        at = day + timedelta(seconds=round(hour * 3600))
        if rng.random() < POPULAR_SHARE:
            keyword, location, country = rng.choices(popular, cum_weights=zipf)[0]
        else:
            keyword, location, country = _query(rng, rare=True)
        searches.append(Search(at=at, keyword=keyword, location=location, country=country))
    searches.sort(key=lambda search: search.at)
    return searches
