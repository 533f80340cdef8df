"""A company's address across sources: '/companies/{slug}', the slug from its normalized name.

'Acme Inc.', 'ACME, Inc' and 'Acme Incorporated' are one company to a job seeker, as they are to
dedupe (dedupe.COMPANY_SUFFIXES): the slug is the name's words, lowercase and ASCII, without the
legal form at its end. Unlike dedupe's key it keeps every word as written (no IT vocabulary: 'Machine
Learning Inc' is 'machine-learning', not 'ml'), so the address reads as the company's name. Ingest
stores it on every job (Job.company_slug), so a company's jobs are one index range.
"""

import re
import unicodedata

from .dedupe import COMPANY_SUFFIXES

SLUG_LIMIT = 80
_WORD = re.compile(r"[a-z0-9]+")
_INITIALS = re.compile(r"\b(?:[a-z]\.){2,}")  # 's.a.', 'l.l.c.': one word


def company_slug(name: str | None) -> str:
    """'ACME, Inc.' -> 'acme'; '' when the name has no word of its own (none, or only 'Inc.')."""
    if not name:
        return ""
    text = unicodedata.normalize("NFKD", name.replace("&", " and ")).encode("ascii", "ignore").decode().lower()
    text = text.replace("'", "")  # "McDonald's": 'mcdonalds'
    text = _INITIALS.sub(lambda initials: initials.group().replace(".", ""), text)
    found = _WORD.findall(text)
    while found and found[-1] in COMPANY_SUFFIXES:
        found.pop()
    return "-".join(found)[:SLUG_LIMIT].strip("-")


def company_path(slug: str) -> str:
    return f"/companies/{slug}"
