"""When two records are the same job: the same normalized title at the same company, in
the same place.

Within a source (JSearch lists one job once per publisher) and across sources (Adzuna and JSearch
both carry it), every record keeps its own row and id; all but one point at the one that is shown,
which lists every source and publisher it was seen on.
"""

import re
from typing import Protocol

from .index.text import words

# Legal forms: 'Acme Inc.' and 'ACME, Inc' are one company (companies.company_slug reads them too).
COMPANY_SUFFIXES = frozenset(
    [
        "inc",
        "incorporated",
        "llc",
        "ltd",
        "limited",
        "gmbh",
        "ag",
        "corp",
        "corporation",
        "co",
        "company",
        "plc",
        "sa",
        "sarl",
        "bv",
        "nv",
        "pty",
        "lp",
        "llp",
    ]
)
# Words that decorate a title without changing the job: 'Python Developer (Remote)', '- Hybrid'.
_TITLE_NOISE = frozenset(
    [
        "remote",
        "hybrid",
        "onsite",
        "on",
        "site",
        "wfh",
        "fulltime",
        "full",
        "time",
        "parttime",
        "part",
        "m",
        "f",
        "d",
        "w",
        "x",
        "h",
    ]
)
_BRACKETS = re.compile(r"[\(\[].*?[\)\]]")


def normalized_title(title: str) -> str:
    return " ".join(word for word in words(_BRACKETS.sub(" ", title)) if word not in _TITLE_NOISE)


def normalized_company(company: str | None) -> str:
    return " ".join(word for word in words(company or "") if word not in COMPANY_SUFFIXES)


def dedupe_key(
    *, title: str, company: str | None, city: str | None = None, country: str | None = None, location: str = ""
) -> str:
    """'senior python developer|acme|boston us': the same title at the same company in the same place.
    A company that hires for one role in Boston and in London has two jobs (duplicates merge within
    one search's answer, which is for one place: the index holds every place at once, decision 0027). The
    place is the city the source names and the country, which both sources state alike; without a
    company the location's words stand in, so two unnamed employers' jobs are not taken for one."""
    company_part = normalized_company(company) or "?" + " ".join(words(location))
    place = " ".join([*words(city or ""), (country or "").lower()]).strip()
    return f"{normalized_title(title)}|{company_part}|{place}"[:400]


class _Placed(Protocol):
    """A source record or a stored job: both name these the same."""

    @property
    def title(self) -> str: ...
    @property
    def company_name(self) -> str | None: ...
    @property
    def city(self) -> str | None: ...
    @property
    def country_code(self) -> str | None: ...
    @property
    def location_text(self) -> str: ...


def dedupe_key_of(job: _Placed) -> str:
    """dedupe_key from a record's or a job's own fields."""
    return dedupe_key(
        title=job.title, company=job.company_name, city=job.city, country=job.country_code, location=job.location_text
    )


def merge_seen_on(entries: list[dict[str, str | None]]) -> list[dict[str, str | None]]:
    """Unique (source, publisher) pairs in first-seen order."""
    seen: dict[tuple[str | None, str | None], dict[str, str | None]] = {}
    for entry in entries:
        seen.setdefault((entry.get("source"), entry.get("publisher")), entry)
    return list(seen.values())
