"""When two records are the same job: the same normalized title at the same company (spec §7).

Within a source (JSearch lists one job once per publisher) and across sources (Adzuna and JSearch
both carry it), every record keeps its own row and id; all but one point at the one that is shown,
which lists every source and publisher it was seen on.
"""

import re

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


def dedupe_key(*, title: str, company: str | None, location: str = "") -> str:
    """'senior python developer|acme'; without a company the location stands in, so two unnamed
    employers' 'Software Developer' jobs are not taken for one."""
    company_part = normalized_company(company) or "?" + " ".join(words(location))
    return f"{normalized_title(title)}|{company_part}"[:400]


def merge_seen_on(entries: list[dict[str, str | None]]) -> list[dict[str, str | None]]:
    """Unique (source, publisher) pairs in first-seen order."""
    seen: dict[tuple[str | None, str | None], dict[str, str | None]] = {}
    for entry in entries:
        seen.setdefault((entry.get("source"), entry.get("publisher")), entry)
    return list(seen.values())
