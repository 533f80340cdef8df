"""A search as SQL conditions on jobs_job: the filters and place every statement narrows by, the
keywords (tested last), and the B-tree range a walk reads in the page's order. Pure: no database."""

from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from ...countries import SUPPORTED_COUNTRIES
from .. import aggregate
from ..query import Filters, Group, Order, TextQuery
from ..tags import SALARY_STEPS, listed_tag, search_tags

# The vectors (the migrations generate them from the columns of index words, index/text.py: words as
# they are, array_to_tsvector, not to_tsvector's parser, which cost a fifth of the server's time per
# ingested job to find the same words; no positions: nothing reads them).
VECTORS = ("kw_vector", "title_vector", "place_vector", "tags_vector", "phrase_vector")
# Query words as they are, like the vectors' (to_tsquery would parse '2e5e6' into two words).
TSQUERY = "%s::tsquery"
# Each country's listed jobs have a GIN index of their own, and no index holds every job: a search
# reads only its country's posting lists, where an index of every job intersects each word with the
# listed-in-country word, whose list holds most of the index; and a job is written to one index, or
# to none while it is not listed (decision 0015).
OWN_INDEX_COUNTRIES = SUPPORTED_COUNTRIES


class Condition(NamedTuple):
    """' AND ...' added to a search's conditions, and its parameters."""

    sql: str = ""
    params: tuple[Any, ...] = ()


EVERY_MATCH = Condition()


def words(words: tuple[str, ...], *, prefix_last: bool = False) -> str:
    """The words ANDed, as a tsquery; words are [a-z0-9]+ (index/text.py): no quoting needed."""
    parts = list(words)
    if prefix_last and parts:
        parts[-1] += ":*"
    return "(" + " & ".join(parts) + ")"


def _group(group: Group) -> str:
    return "(" + " & ".join("(" + " | ".join(words(alt) for alt in term) + ")" for term in group) + ")"


def keyword(query: TextQuery) -> str:
    """The query's groups ORed, each group's terms ANDed, as a tsquery."""
    return " | ".join(_group(group) for group in query.groups)


@dataclass(frozen=True)
class SearchConditions:
    sql: str  # the filters and the place, ANDed
    params: tuple[Any, ...]
    keywords: Condition  # the keyword vector's test (none without keywords)
    walked: str  # a walk's B-tree range: the country's listed jobs and the filters its columns hold
    walked_params: tuple[Any, ...]
    country: str | None
    reads_keywords: bool  # kw_vector is long and kept out of line
    in_place: bool
    reads_gin: bool  # index words: the GIN index finds them
    sampled: bool  # the country's sample index applies

    def where(self, extra: Condition = EVERY_MATCH) -> tuple[str, list[Any]]:
        """The WHERE clause and its parameters. The keyword vector last: it is the one read out of
        line, so a walk tests it only on the rows that pass everything else."""
        return (
            f"{self.sql}{extra.sql}{self.keywords.sql}",
            [*self.params, *extra.params, *self.keywords.params],
        )


def search_conditions(text: TextQuery, filters: Filters) -> SearchConditions:
    tags = search_tags(filters)
    clauses: list[str] = []
    params: list[Any] = []
    # Row filters no B-tree may answer on a country's own index ('+ 0'): the planner would AND a
    # B-tree range (job_browse_idx) with the index of every job instead of reading the country's
    # (76 ms instead of 41 for 'aws terraform' posted within 7 days, at a million jobs).
    unindexed = ""
    own_index = filters.country in OWN_INDEX_COUNTRIES
    if own_index:
        # The predicate of the country's own index, written as the index is (the planner proves
        # the index applies from this text), instead of the listed-in-country word.
        clauses.append(f"is_listed AND country_code = '{filters.country}'")
        tags = [tag for tag in tags if tag != listed_tag(filters.country)]
        unindexed = " + 0"
    if tags:
        clauses.append(f"tags_vector @@ {TSQUERY}")
        params.append(" & ".join(tags))
    if filters.min_salary and filters.min_salary not in SALARY_STEPS:
        clauses.append(f"salary_yearly_min{unindexed} >= %s")
        params.append(filters.min_salary)
    if text.place:
        clauses.append(f"place_vector @@ {TSQUERY}")
        params.append(words(text.place, prefix_last=not text.place_whole))
    if filters.listed_since_rowid is not None:
        clauses.append(f"search_rowid{unindexed} >= %s")
        params.append(filters.listed_since_rowid)
    if filters.exclude_rowids:
        clauses.append("search_rowid <> ALL(%s)")
        params.append(list(filters.exclude_rowids))
    if filters.within_rowids is not None:
        clauses.append("search_rowid = ANY(%s)")
        params.append(list(filters.within_rowids))
    # The same filters as the filter words: facets count by these columns too.
    walked, walked_params = aggregate.narrowing_sql(
        replace(filters, country=None, exclude_rowids=(), within_rowids=None)
    )
    return SearchConditions(
        sql=" AND ".join(clauses),
        params=tuple(params),
        keywords=Condition(f" AND kw_vector @@ {TSQUERY}", (keyword(text),)) if text.groups else EVERY_MATCH,
        walked="is_listed" + (" AND country_code = %s" if filters.country else "") + f" AND {walked}",
        walked_params=(*([filters.country] if filters.country else []), *walked_params),
        country=filters.country,
        reads_keywords=bool(text.groups),
        in_place=bool(text.place),
        reads_gin=bool(text.groups or tags or text.place),
        sampled=own_index,
    )


def relevance_tiers(text: TextQuery, order: Order) -> list[Condition]:
    """The tiers of a page by relevance, as SQLite's: the whole phrase in the title, then its words
    apart in the title, then the rest (each newest first); none for another order or no keywords."""
    if not text.groups or order != "relevance":
        return []
    title = (keyword(text),)
    in_title = f" AND title_vector @@ {TSQUERY}"
    tiers = [Condition(in_title, title), Condition(f" AND NOT (title_vector @@ {TSQUERY})", title)]
    if text.phrase:
        phrase = (words(text.phrase),)
        in_phrase = f" AND phrase_vector @@ {TSQUERY}"
        tiers[:1] = [
            Condition(in_title + in_phrase, title + phrase),
            Condition(f"{in_title} AND NOT (phrase_vector @@ {TSQUERY})", title + phrase),
        ]
    return tiers
