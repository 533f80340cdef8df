"""Counts over a search's matches, for facets: SQL aggregates, the same statements on both engines.

An engine says which rows match, at most a limit of them (`Matches`: a FROM ... WHERE over which
jobs_job's COLUMNS read unqualified, from its own full-text index); this module counts them in one
statement: every match and the matches of each narrowing (`count(*) FILTER (WHERE ...)`, which
SQLite and PostgreSQL both read), or the matches per city (GROUP BY). A narrowing is a Filters with
only the fields it narrows by set, read from jobs_job's own columns, so one statement counts any
number of facet values.
"""

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from django.db import connection, transaction

from .query import Filters
from .tags import CATEGORY_BITS

# What a Matches statement selects, in this order.
COLUMNS = (
    "search_rowid",
    "remote",
    "employment_type",
    "source",
    "salary_yearly_min",
    "category_bits",
    "city",
    "region",
)


@dataclass(frozen=True)
class Matches:
    """`sql` is 'FROM ...' over at most `limit` + 1 matching jobs; `params` fill it."""

    sql: str
    params: tuple[Any, ...]
    limit: int
    capped: bool | None = None  # known to be more than `limit` (None: tell by counting them)
    avoid_seqscan: bool = False  # PostgreSQL: find the words through GIN, never by scanning rows
    gin_only: bool = False  # PostgreSQL: nor by walking a B-tree (GIN_ONLY_SETTINGS)
    # A sample of the matches, which answers only when it holds more than `limit` of them (fewer
    # may not be all the matches): else `otherwise` counts them.
    otherwise: "Matches | None" = None

    def exact(self, counted: int) -> bool:
        return not self.capped and counted <= self.limit

    @staticmethod
    def counted(condition: str | None = None) -> str:
        """count(*) of the matches that meet the condition."""
        return f"count(*) FILTER (WHERE {condition})" if condition else "count(*)"


@dataclass(frozen=True)
class Counts:
    total: int  # matches counted (at most the limit)
    narrowed: list[int]  # the matches of each narrowing among them
    exact: bool  # False: more matched than the limit, and each count is a lower bound


@dataclass(frozen=True)
class Place:
    city: str
    region: str | None
    jobs: int


# Each Filters field a narrowing may set, as a condition on jobs_job's columns.
_CONDITIONS = {
    "remote": "remote = %s",
    "employment_type": "employment_type = %s",
    "source": "source = %s",
    "min_salary": "salary_yearly_min >= %s",
    "listed_since_rowid": "search_rowid >= %s",
    "category": "(category_bits & %s) <> 0",  # the category's bit (index/tags.py)
}


def narrowing_sql(narrowing: Filters) -> tuple[str, list[Any]]:
    """The narrowing's fields as one condition on jobs_job's columns, and its parameters."""
    clauses, params = [], []
    for field in fields(narrowing):
        value = getattr(narrowing, field.name)
        if value is None or value == ():
            continue
        if field.name not in _CONDITIONS:
            raise ValueError(f"A facet cannot narrow by {field.name}")
        clauses.append(_CONDITIONS[field.name])
        params.append(CATEGORY_BITS[value] if field.name == "category" else value)
    return " AND ".join(clauses) or "TRUE", params


# PostgreSQL, for a statement that reads a GIN bitmap: never a sequential scan (each row it reads
# detoasts the keyword vector), and room for the bitmap of a common word's matches (at 4 MB, the
# default, the bitmap of 500,000 matches turns lossy, and every row of a lossy page is read again
# with its keyword vector: 'cloud OR devops' counted in 290 ms instead of 200 at a million jobs).
GIN_SETTINGS = "SELECT set_config('enable_seqscan', 'off', true), set_config('work_mem', '16MB', true)"
# And no B-tree walk that tests each row: a statement the planner would wrongly bet finds its rows early.
GIN_ONLY_SETTINGS = GIN_SETTINGS + ", set_config('enable_indexscan', 'off', true)"


def _rows(matches: Matches, sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    if (matches.avoid_seqscan or matches.gin_only) and connection.vendor == "postgresql":
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(GIN_ONLY_SETTINGS if matches.gin_only else GIN_SETTINGS)  # as index/postgres_fts.py counts
            cursor.execute(sql, params)
            return list(cursor.fetchall())
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def _counting(matches: Matches, narrowings: Sequence[Filters]) -> tuple[list[str], list[Any]]:
    columns, params = [], []
    for narrowing in narrowings:
        condition, values = narrowing_sql(narrowing)
        columns.append(matches.counted(condition))
        params += values
    return columns, params


def count(matches: Matches, narrowings: Sequence[Filters]) -> Counts:
    """The matches, and how many of them each narrowing keeps: one statement."""
    columns, params = _counting(matches, narrowings)
    # The conditions are this module's constants; every value is a parameter.
    sql = f"SELECT {matches.counted()}, {', '.join(columns)} {matches.sql}"
    (row,) = _rows(matches, sql, [*params, *matches.params])
    total = int(row[0])
    if matches.otherwise and total <= matches.limit:
        return count(matches.otherwise, narrowings)
    return Counts(
        total=min(total, matches.limit),
        narrowed=[int(value or 0) for value in row[1:]],
        exact=matches.exact(total),
    )


def places(
    matches: Matches, *, top: int, narrowing: Filters, narrowings: Sequence[Filters] = ()
) -> tuple[list[Place], Counts]:
    """Up to `top` (city, region) pairs with the most matches the narrowing keeps, most first (then
    by name; jobs without a city are not a place), and the matches of each of `narrowings`, as
    `count` gives them: in the same statement (each count summed over the cities by a window), so
    the rows are read once."""
    condition, values = narrowing_sql(narrowing)
    columns, params = _counting(matches, narrowings)
    sql = (
        f"SELECT city, region, {matches.counted(condition)} AS jobs, "
        f"sum({matches.counted()}) OVER ()"
        + "".join(f", sum({column}) OVER ()" for column in columns)
        + f" {matches.sql} GROUP BY city, region ORDER BY city IS NULL OR city = '', jobs DESC, city, region LIMIT %s"
    )
    rows = _rows(matches, sql, [*values, *params, *matches.params, top])
    total = int(rows[0][3]) if rows else 0
    if matches.otherwise and total <= matches.limit:
        return places(matches.otherwise, top=top, narrowing=narrowing, narrowings=narrowings)
    counts = Counts(
        total=min(total, matches.limit),
        narrowed=[int(value or 0) for value in rows[0][4:]] if rows else [0] * len(columns),
        exact=matches.exact(total),
    )
    found = [
        Place(city=city, region=region or None, jobs=int(jobs)) for city, region, jobs, *_ in rows if city and jobs
    ]
    return found, counts
