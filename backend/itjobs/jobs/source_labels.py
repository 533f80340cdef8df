"""Every job source by name, the label a visitor reads and the shape of its ids: the one table.

'direct' (employer posts) is the jobs app's own. The job sources are registered at start by the
sources app (its ready() hands over each provider spec's name, label and id shape), so this app
never imports them and a new source edits nothing here. The API's cards, the source facet, the
JSON-LD identifier, the job page addresses and the source-status messages all read this table.
"""

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeAlias

# A registered source's name: 'adzuna', 'jsearch', 'direct'. It starts its jobs' ids ('adzuna-123').
# A plain string, checked where names come in (register_sources, source_name), so that a new source
# edits no type here.
SourceName: TypeAlias = str

# Lowercase letters and digits, at most 10 (the width of Job.source), so that '{name}-' starts an id.
_NAME = re.compile(r"[a-z][a-z0-9]{0,9}")
URL_SAFE_ID = re.compile(r"[0-9A-Za-z_=-]+")  # the widest shape a source's own ids may have


@dataclass(frozen=True)
class Source:
    name: SourceName
    label: str  # what a visitor reads: 'Adzuna', 'JSearch', 'Direct'
    id_shape: re.Pattern[str] = URL_SAFE_ID  # what the source's own ids look like (after '{name}-')


DIRECT = Source("direct", "Direct", re.compile(r"[0-9A-Za-z]+"))  # 'direct-{post id}'

_sources: dict[str, Source] = {DIRECT.name: DIRECT}


def register_sources(sources: Iterable[Source]) -> None:
    """The job sources, in their order, replacing those registered before ('direct' stays, last).

    Raises ValueError for a name that cannot start an id, or a name or label used twice."""
    table: dict[str, Source] = {}
    for source in (*sources, DIRECT):
        if not _NAME.fullmatch(source.name):
            raise ValueError(f"A source's name is 1 to 10 lowercase letters or digits, not {source.name!r}.")
        if source.name in table or source.label in {known.label for known in table.values()}:
            raise ValueError(f"Two sources are registered as {source.name!r} or {source.label!r}.")
        table[source.name] = source
    global _sources
    _sources = table


def registered_sources() -> tuple[Source, ...]:
    return tuple(_sources.values())


def source_name(value: str) -> SourceName:
    """A registered source's name (the search's source filter); ValueError for any other."""
    if value not in _sources:
        *others, last = map(repr, _sources)
        raise ValueError(f"Input should be {', '.join(others)} or {last}")
    return value


def source_label(source: str) -> str:
    """'adzuna' -> 'Adzuna'; a name the table lacks is shown title-cased rather than dropped."""
    known = _sources.get(source)
    return known.label if known else source.title()


def is_source_id(source: str, source_id: str) -> bool:
    """The part of a job id after '{source}-' has the shape the registered source's ids have."""
    known = _sources.get(source)
    return bool(known and known.id_shape.fullmatch(source_id))
