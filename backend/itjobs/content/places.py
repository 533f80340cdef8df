"""Places as people write them: the one reading of a location, for search and for city-page URLs.

States, provinces and territories come from pycountry (ISO 3166-2, a maintained package), so
'Austin, TX', 'Portland OR', 'Perth, WA' (in Australia) and 'Toronto, ON' read as 'Austin, Texas',
'Portland Oregon', 'Perth, Western Australia' and 'Toronto, Ontario'. What no standard lists is
here as data: the nicknames of big tech cities ('NYC', 'Manhattan', 'SF', 'LA'), metro areas
('Bay Area'), English names of German cities, and the words that mean 'remote' or 'the whole
country'. The search index stores a job's place both as written and as read here, and a search's
location is read the same way (jobs/index/text.py `place_words`); city pages read their URL's
city through the same nicknames (cities.py: '/it-jobs-in-sf' is San Francisco).
"""

import re
import unicodedata
from functools import lru_cache

import pycountry

# Countries whose addresses name a state or province by its code ('Austin, TX').
_CODED_COUNTRIES = ("us", "ca", "au")

# What people call a city, lowercased without dots -> the city's name in job locations.
NICKNAMES: dict[str, dict[str, str]] = {
    "us": {
        "nyc": "New York",
        "ny": "New York",
        "new york city": "New York",
        "manhattan": "New York",
        "brooklyn": "New York",
        "queens": "New York",
        "the bronx": "New York",
        "bronx": "New York",
        "staten island": "New York",
        "big apple": "New York",
        "sf": "San Francisco",
        "san fran": "San Francisco",
        "frisco": "San Francisco",
        "la": "Los Angeles",
        "l a": "Los Angeles",
        "dc": "Washington, District of Columbia",
        "washington dc": "Washington, District of Columbia",
        "d c": "Washington, District of Columbia",
        "philly": "Philadelphia",
        "chi town": "Chicago",
        "atl": "Atlanta",
        "nola": "New Orleans",
        "vegas": "Las Vegas",
        "dfw": "Dallas",
        "slc": "Salt Lake City",
        "sj": "San Jose",
        "silicon valley": "Bay Area",
        "sf bay area": "Bay Area",
        "san francisco bay area": "Bay Area",
        "the bay area": "Bay Area",
    },
    "gb": {"ldn": "London", "greater london": "London", "city of london": "London", "manc": "Manchester"},
    "ca": {"montreal": "Montréal", "quebec city": "Québec", "yvr": "Vancouver", "gta": "Toronto"},
    "au": {"syd": "Sydney", "melb": "Melbourne"},
    "de": {
        "munich": "München",
        "cologne": "Köln",
        "nuremberg": "Nürnberg",
        "dusseldorf": "Düsseldorf",
        "frankfurt": "Frankfurt am Main",
        "hanover": "Hannover",
    },
}

# Metro areas: a job in one of these cities is in the area too.
METROS: dict[str, dict[str, tuple[str, ...]]] = {
    "us": {
        "Bay Area": ("San Francisco", "San Jose", "Oakland", "Berkeley", "Palo Alto", "Mountain View", "Sunnyvale",
                     "Santa Clara", "Menlo Park", "Redwood City", "Cupertino", "Fremont", "San Mateo", "Emeryville",
                     "Foster City", "Milpitas", "Los Gatos", "South San Francisco"),
    },
}  # fmt: skip

# A location that means 'remote jobs' (any one of these words or phrases).
REMOTE = frozenset({"remote", "anywhere", "wfh", "work from home", "home based", "telecommute", "remotely"})

# A location that means 'the whole selected country' ('US' is the default location).
WHOLE_COUNTRY: dict[str, frozenset[str]] = {
    "us": frozenset({"us", "usa", "u s", "u s a", "united states", "united states of america", "america"}),
    "gb": frozenset({"gb", "uk", "u k", "united kingdom", "great britain", "britain", "england"}),
    "ca": frozenset({"ca", "canada"}),
    "au": frozenset({"au", "australia"}),
    "de": frozenset({"de", "germany", "deutschland"}),
}

_WORD = re.compile(r"[a-z0-9]+")


def _plain(text: str) -> str:
    """Lowercase ASCII words joined by one space: 'Montréal, QC' -> 'montreal qc'."""
    text = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return " ".join(_WORD.findall(text))


@lru_cache(maxsize=8)
def _subdivisions(country: str) -> dict[str, str]:
    """'tx' -> 'Texas' for the country's first-level subdivisions (ISO 3166-2 via pycountry)."""
    if country not in _CODED_COUNTRIES:
        return {}
    found = pycountry.subdivisions.get(country_code=country.upper()) or []  # type: ignore[no-untyped-call]
    return {sub.code.split("-", 1)[1].lower(): sub.name for sub in found if sub.parent_code is None}


def _nickname(part: str, country: str) -> str | None:
    return NICKNAMES.get(country, {}).get(_plain(part).strip())


def is_remote(location: str) -> bool:
    return _plain(location) in REMOTE


def is_whole_country(location: str, country: str | None) -> bool:
    plain = _plain(location)
    return bool(country) and (plain in WHOLE_COUNTRY.get(country or "", frozenset()) or plain == country)


def read_place(location: str, country: str | None, *, region: bool = False) -> str:
    """A location as the index reads it: nicknames to names, state codes to state names.

    'Austin, TX' -> 'Austin, Texas'; 'NYC' -> 'New York'; 'Manhattan' -> 'New York'; 'LA' -> 'Los
    Angeles' (a nickname beats Louisiana's code when it stands alone); 'Portland OR' -> 'Portland
    Oregon'; 'Austin, Texas, US' -> 'Austin, Texas' (the country is the country filter's job).
    `region=True` reads a source's region field, where a lone code is a state ('LA' is Louisiana).
    """
    return ", ".join(part for part, _ in _read_parts(location, country, region=region))


def ends_whole(location: str, country: str | None) -> bool:
    """Whether the gazetteer read the location's last part (a nickname or a state code), so its last
    word is a whole name: 'Austin, TX' ends in 'texas', not in a word still being typed ('Seat')."""
    parts = _read_parts(location, country, region=False)
    return bool(parts) and parts[-1][1]


def _read_parts(location: str, country: str | None, *, region: bool) -> list[tuple[str, bool]]:
    """Each comma-separated part as read, and whether the gazetteer read it (else it is as typed)."""
    country = (country or "").lower()
    codes = _subdivisions(country)
    parts = [part.strip() for part in location.split(",") if part.strip()]
    if len(parts) > 1:
        parts = [part for part in parts if not is_whole_country(part, country)] or parts[:1]
    out = []
    for n, part in enumerate(parts):
        plain = _plain(part)
        if (region or n > 0) and plain in codes:  # 'LA' after a comma or in a region field is Louisiana
            out.append((codes[plain], True))
            continue
        if (nickname := _nickname(part, country)) is not None:
            out.append((nickname, True))
            continue
        words = plain.split()
        # A state code is the last word of a part: 'Austin TX', the 'TX' of 'Austin, TX', or 'TX' alone.
        if words and words[-1] in codes and (len(words) > 1 or n > 0 or len(parts) == 1):
            head = " ".join(words[:-1])
            out.append((f"{NICKNAMES.get(country, {}).get(head, head)} {codes[words[-1]]}".strip(), True))
            continue
        out.append((part, False))
    return out


def place_name(city: str, region: str | None, country: str | None) -> str:
    """A city as people write it and as `read_place` reads it back: 'Austin, TX' in countries that
    write state codes (from a region stored as 'TX' or 'Texas'), else the city alone ('London')."""
    codes = _subdivisions((country or "").lower())
    plain = _plain(region or "")
    code = plain if plain in codes else next((c for c, name in codes.items() if _plain(name) == plain), None)
    return f"{city}, {code.upper()}" if code and plain else city


def metros(city: str | None, country: str | None) -> list[str]:
    """The metro areas a city is in: 'San Jose' -> ['Bay Area']."""
    if not city:
        return []
    plain = _plain(city)
    return [name for name, cities in METROS.get((country or "").lower(), {}).items() if plain in map(_plain, cities)]
