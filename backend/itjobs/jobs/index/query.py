"""A search's text part, parsed once and rendered by each engine (same words, same semantics)."""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar

from django.conf import settings

from .text import broader, pair_words, place_words, words

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
    category: str | None = None  # a category slug, e.g. 'devops'
    exclude_rowids: tuple[int, ...] = ()
    within_rowids: tuple[int, ...] | None = None  # only these rows (an alert's new jobs); None: every row


@dataclass(frozen=True)
class SearchResult:
    total: int  # at most count_limit() + 1: one more than the limit means 'more than the limit'
    rowids: list[int]  # the page, in order


def count_limit() -> int:
    """Searches count their matches up to this many (JOBS_SEARCH_COUNT_LIMIT): past it, '10,000+'.

    Counting every one of 500,000 matches costs more than finding the first page; nobody pages
    that far (200 pages of 50).
    """
    return settings.JOBS_SEARCH_COUNT_LIMIT


Alternative = tuple[str, ...]  # words that must all be there
Term = tuple[Alternative, ...]  # one query word: any of its alternatives (itself first)
Group = tuple[Term, ...]  # every term


@dataclass(frozen=True)
class TextQuery:
    groups: tuple[Group, ...] = ()  # OR of groups, each group's terms ANDed; () = everything
    place: tuple[str, ...] = ()  # location words ANDed, the last one a prefix ('seat' finds Seattle)
    # The last location word is whole, no prefix: the gazetteer read it ('TX' is 'texas', which must
    # not find 'texasville'; a prefix also cost PostgreSQL a scan of every word it begins: 37 ms against 17).
    place_whole: bool = False

    @property
    def is_empty(self) -> bool:
        return not self.groups and not self.place

    @property
    def phrase(self) -> tuple[str, ...]:
        """The typed words' pairs ('data engineer' -> data0q0engineer): a title holding them all holds
        the phrase, and ranks above one with the words apart. Only a keyword of one group of two or
        more words has a phrase."""
        if len(self.groups) != 1:
            return ()
        return tuple(dict.fromkeys(pair_words(list(typed_words(self.groups[0])))))


Order = Literal["relevance", "newest", "salary"]


def term(word: str, *others: Alternative) -> Term:
    """A query word and what else it finds: the vocabulary's broader words, spelling corrections."""
    alternatives = [(word,), *others, *broader(word)]
    return tuple(dict.fromkeys(alternatives))


def parse_keyword(keyword: str) -> tuple[Group, ...]:
    """'python developer' -> ((python), (developer | programmer)); 'devops OR sre' -> two groups."""
    groups: list[Group] = []
    for part in _OR.split(keyword or ""):
        group = tuple(term(word) for word in dict.fromkeys(words(part)))
        if group and group not in groups:
            groups.append(group)
    return tuple(groups)


def parse_place(location: str, country: str | None) -> tuple[str, ...]:
    return tuple(dict.fromkeys(place_words(location or "", country)))


def typed_words(group: Group) -> tuple[str, ...]:
    """The group's words as the query wrote them (each term's first alternative)."""
    return tuple(word for term in group for word in term[0])


Tier = TypeVar("Tier")


def tiered(
    tiers: Sequence[Tier],
    *,
    offset: int,
    limit: int,
    rows: Callable[[Tier, int, int], list[int]],
    count: Callable[[Tier, int], int],
) -> list[int]:
    """A page of `limit` row ids from `offset` on, tier after tier (each newest first). A page from the
    start needs no count: a tier short of the page is all there is of it. A tier before the offset is
    counted only up to offset + 1 (`count(tier, up_to)`): past that, the page starts inside it."""
    found: list[int] = []
    for n, tier in enumerate(tiers):
        wanted = limit - len(found)
        if wanted <= 0:
            break
        if offset and n < len(tiers) - 1:
            size = count(tier, offset + 1)
            if offset >= size:
                offset -= size
                continue
        found += rows(tier, offset, wanted)
        offset = 0
    return found
