"""A search's text part, parsed once and rendered by each engine (same words, same semantics)."""

import re
from dataclasses import dataclass

from django.conf import settings

from .text import words

_OR = re.compile(r"\s+OR\s+|\s*\|\s*", re.IGNORECASE)


@dataclass(frozen=True)
class Filters:
    """Everything a search narrows by besides its words; exactly the same on both engines."""

    country: str | None = None
    remote: bool | None = None
    employment_type: str | None = None
    source: str | None = None
    min_salary: int | None = None  # yearly, in the job's own currency
    listed_since_rowid: int | None = None  # 'posted within': the row id (sort key) floor
    exclude_rowids: tuple[int, ...] = ()


@dataclass(frozen=True)
class SearchResult:
    total: int  # at most count_limit() + 1: one more than the limit means 'more than the limit'
    rowids: list[int]  # the page, in order


def count_limit() -> int:
    """Searches count their matches up to this many (JOBS_SEARCH_COUNT_LIMIT): past it, '10,000+'.

    Counting every one of 500,000 matches costs more than finding the first page; nobody pages
    that far (200 pages of 50).
    """
    return int(getattr(settings, "JOBS_SEARCH_COUNT_LIMIT", 10_000))


@dataclass(frozen=True)
class TextQuery:
    groups: tuple[tuple[str, ...], ...] = ()  # OR of groups, each group's words ANDed; () = everything
    place: tuple[str, ...] = ()  # location words ANDed, the last one a prefix ('seat' finds Seattle)

    @property
    def is_empty(self) -> bool:
        return not self.groups and not self.place


def parse_keyword(keyword: str) -> tuple[tuple[str, ...], ...]:
    """'python developer' -> (('python', 'developer'),); 'devops OR sre' -> (('devops',), ('sre',))."""
    groups = []
    for part in _OR.split(keyword or ""):
        group = tuple(dict.fromkeys(words(part)))
        if group and group not in groups:
            groups.append(group)
    return tuple(groups)


def parse_place(location: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(words(location or "")))
