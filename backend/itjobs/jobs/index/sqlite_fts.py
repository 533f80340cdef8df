"""SQLite FTS5: an external-content table over jobs_job's search_* columns, kept in sync by triggers
(the migrations create them: migrations/_search_schema.py).

A search is answered from the FTS5 index alone: filters are words of the search_tags column, and
the row id is the sort key (newest first), so FTS5 hands out a page of matches in order and counts
them without reading a table row. Only the minimum-salary filter (a range) goes through the ORM.
"""

from django.db import connection as default_connection
from django.db.models import BooleanField
from django.db.models.expressions import RawSQL

from . import aggregate, orm_search
from .query import Filters, Group, Order, SearchResult, TextQuery, count_limit, tiered
from .tags import SALARY_STEPS, search_tags

TABLE = "jobs_job_fts"
FACETS_INDEX = "jobs_job_facet_columns_idx"  # every column a facet count reads, in sort-key order


def _words(words: tuple[str, ...], *, prefix_last: bool = False) -> str:
    parts = [f'"{word}"' for word in words]  # words are [a-z0-9]+ (index/text.py): quoting is enough
    if prefix_last and parts:
        parts[-1] += "*"
    return "(" + " AND ".join(parts) + ")"


def _group(group: Group) -> str:
    return "(" + " AND ".join("(" + " OR ".join(_words(alt) for alt in term) + ")" for term in group) + ")"


def _keyword(query: TextQuery, columns: str) -> str:
    return "{" + columns + "} : (" + " OR ".join(_group(group) for group in query.groups) + ")"


def _text(query: TextQuery) -> list[str]:
    parts = []
    if query.groups:
        parts.append("(" + _keyword(query, "search_title search_extra search_body") + ")")
    if query.place:
        parts.append("(search_place : " + _words(query.place, prefix_last=not query.place_whole) + ")")
    return parts


def _match(expression: str) -> RawSQL:
    return RawSQL(  # noqa: S611 -- the match expression is a parameter
        f'"jobs_job"."search_rowid" IN (SELECT rowid FROM {TABLE} WHERE {TABLE} MATCH %s)',  # noqa: S608
        [expression],
        output_field=BooleanField(),
    )


def matches(query: TextQuery) -> RawSQL:
    return _match(" AND ".join(_text(query)))


def matches_title(query: TextQuery) -> RawSQL:
    return _match(_keyword(query, "search_title"))


def _phrase(query: TextQuery) -> str:
    return "search_phrases : " + _words(query.phrase)


def matches_phrase(query: TextQuery) -> RawSQL:
    return _match(_phrase(query))


def _tags(filters: Filters) -> str:
    """The filter words every match must have, in the search_tags column."""
    return "search_tags : (" + " AND ".join(f'"{word}"' for word in search_tags(filters)) + ")"


class _Fts:
    def __init__(self, filters: Filters, rowid: str = "rowid") -> None:
        self.where = ""
        self.params: list[int] = []
        if filters.listed_since_rowid is not None:
            self.where += f" AND {rowid} >= %s"
            self.params.append(filters.listed_since_rowid)
        if filters.exclude_rowids:
            self.where += f" AND {rowid} NOT IN ({', '.join(['%s'] * len(filters.exclude_rowids))})"
            self.params.extend(filters.exclude_rowids)
        if filters.within_rowids is not None:
            # '+': SQLite tests the list on each match; without it FTS5 runs the whole MATCH once per id.
            self.where += f" AND +{rowid} IN ({', '.join(['%s'] * len(filters.within_rowids)) or 'NULL'})"
            self.params.extend(filters.within_rowids)

    def count(self, expression: str, up_to: int | None = None) -> int:
        """How many rows match, up to `up_to` (count_limit() + 1 unless said)."""
        with default_connection.cursor() as cursor:
            cursor.execute(
                f"SELECT count(*) FROM (SELECT rowid FROM {TABLE} WHERE {TABLE} MATCH %s{self.where} LIMIT %s)",  # noqa: S608
                [expression, *self.params, up_to or count_limit() + 1],
            )
            return int(cursor.fetchone()[0])

    def rowids(self, expression: str, *, offset: int, limit: int) -> list[int]:
        if limit <= 0:
            return []
        with default_connection.cursor() as cursor:
            cursor.execute(
                f"SELECT rowid FROM {TABLE} WHERE {TABLE} MATCH %s{self.where} "  # noqa: S608
                "ORDER BY rowid DESC LIMIT %s OFFSET %s",
                [expression, *self.params, limit, offset],
            )
            return [row[0] for row in cursor.fetchall()]


FACETS_WITHOUT_A_COUNT = False  # the search's FTS5 count is cheap, and tells matching() how many to read


def matching(*, text: TextQuery, filters: Filters, limit: int, total: int | None = None) -> aggregate.Matches:
    """The newest `limit` + 1 jobs the search matches, each read from one covering index (for counts:
    index/aggregate.py; the facets index is SQLite's own, PostgreSQL reads its small rows). FTS5
    finds the row id of the last of them first, so the counting statement is a plain join bounded
    by it: SQLite reads it without a subquery's per-row hand-over."""
    expression = " AND ".join([*_text(text), _tags(filters)])
    fts = _Fts(filters)
    joined = _Fts(filters, rowid=f"{TABLE}.rowid")
    last = None
    if total is None or total > limit:
        with default_connection.cursor() as cursor:
            cursor.execute(
                f"SELECT rowid FROM {TABLE} WHERE {TABLE} MATCH %s{fts.where} ORDER BY rowid DESC LIMIT 1 OFFSET %s",  # noqa: S608
                [expression, *fts.params, limit],
            )
            last = cursor.fetchone()
    sql = (
        f"FROM {TABLE} JOIN jobs_job INDEXED BY {FACETS_INDEX} ON jobs_job.search_rowid = {TABLE}.rowid "
        f"WHERE {TABLE} MATCH %s{joined.where}"
    )
    params: list[object] = [expression, *joined.params]
    if last is not None:
        sql += f" AND {TABLE}.rowid >= %s"
        params.append(last[0])
    if filters.min_salary and filters.min_salary not in SALARY_STEPS:
        sql += " AND jobs_job.salary_yearly_min >= %s"
        params.append(filters.min_salary)
    return aggregate.Matches(sql=sql, params=tuple(params), limit=limit, capped=last is not None)


def search(
    *,
    text: TextQuery,
    filters: Filters,
    offset: int,
    limit: int,
    order: Order = "relevance",
    count_to: int | None = None,
) -> SearchResult:
    """The whole phrase in the title first, then its words in the title, then the rest, newest first
    within each tier (or newest / best paid first); the total, up to `count_to` when given."""
    if order == "salary" or (filters.min_salary and filters.min_salary not in SALARY_STEPS):
        return orm_search.search(
            matches=matches,
            matches_title=matches_title,
            matches_phrase=matches_phrase,
            text=text,
            filters=filters,
            offset=offset,
            limit=limit,
            order=order,
            count_to=count_to,
        )
    expression = " AND ".join([*_text(text), _tags(filters)])
    fts = _Fts(filters)
    total = fts.count(expression, count_to)
    if offset >= total:
        return SearchResult(total=total, rowids=[])
    if not text.groups or order == "newest":
        return SearchResult(total=total, rowids=fts.rowids(expression, offset=offset, limit=limit))
    title = _keyword(text, "search_title")
    tiers = [f"({expression}) AND ({title})", f"({expression}) NOT ({title})"]
    if text.phrase:  # the whole phrase in the title, then its words apart
        tiers[:1] = [f"{tiers[0]} AND ({_phrase(text)})", f"({tiers[0]}) NOT ({_phrase(text)})"]
    rowids = tiered(
        tiers,
        offset=offset,
        limit=limit,
        rows=lambda tier, skip, wanted: fts.rowids(tier, offset=skip, limit=wanted),
        count=fts.count,
    )
    return SearchResult(total=total, rowids=rowids)
