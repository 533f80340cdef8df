"""A search's text part, parsed once and rendered by each engine (same words, same semantics)."""

import re
from dataclasses import dataclass

from .text import words

_OR = re.compile(r"\s+OR\s+|\s*\|\s*", re.IGNORECASE)


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
