"""The statements a PostgreSQL search runs, built from its conditions: SQL and parameters, no
database. Table and column names are constants; every value a search supplies is a parameter."""

from collections.abc import Sequence
from typing import Any, NamedTuple

from .. import aggregate
from . import judgement
from .conditions import EVERY_MATCH, VECTORS, Condition, SearchConditions

# The country's sample (its own GIN index per country). No %: statements with parameters read it as one.
SAMPLED = Condition(f" AND mod(search_rowid, {judgement.SAMPLE_EVERY}) = 0")
# A page's order, and the index that walks it (columns: is_listed, country_code, then these).
_ORDERS = {
    "sort key": "search_rowid DESC",  # job_browse_idx
    "salary": "salary_yearly_min DESC NULLS LAST, search_rowid DESC",  # jobs_job_salary_order_idx
}


class Statement(NamedTuple):
    sql: str
    params: list[Any]


def _order(by_salary: bool) -> str:
    return _ORDERS["salary" if by_salary else "sort key"]


def sampled(extra: Condition = EVERY_MATCH) -> Condition:
    """`extra`, among the country's sample only."""
    return Condition(extra.sql + SAMPLED.sql, extra.params)


def count(conditions: SearchConditions, up_to: int, extra: Condition = EVERY_MATCH) -> Statement:
    """How many match, up to `up_to`."""
    where, params = conditions.where(extra)
    return Statement(
        f"SELECT count(*) FROM (SELECT 1 FROM jobs_job WHERE {where} LIMIT %s) AS matches",  # noqa: S608
        [*params, up_to],
    )


def estimate(conditions: SearchConditions, extra: Condition = EVERY_MATCH) -> Statement:
    """The planner's plan (JSON) of reading the matches: its top row holds the rows it expects."""
    where, params = conditions.where(extra)
    return Statement(f"EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs_job WHERE {where}", params)  # noqa: S608


def walk(
    conditions: SearchConditions, *, offset: int, limit: int, rows: int, extra: Condition, by_salary: bool
) -> Statement:
    """The page, from the first `rows` jobs of the walked range in the page's order, testing each."""
    order = _order(by_salary)
    where, params = conditions.where(extra)
    columns = "search_rowid, salary_yearly_min, is_listed, country_code, " + ", ".join(VECTORS)
    return Statement(
        f"SELECT search_rowid FROM (SELECT {columns} FROM jobs_job WHERE {conditions.walked} "  # noqa: S608
        f"ORDER BY {order} LIMIT %s) AS walked WHERE {where} ORDER BY {order} LIMIT %s OFFSET %s",
        [*conditions.walked_params, rows, *params, limit, offset],
    )


def page(conditions: SearchConditions, *, offset: int, limit: int, extra: Condition, by_salary: bool) -> Statement:
    """The page of every match in the page's order (through GIN: every match is read to sort them)."""
    where, params = conditions.where(extra)
    return Statement(
        f"SELECT search_rowid FROM jobs_job WHERE {where} ORDER BY {_order(by_salary)} LIMIT %s OFFSET %s",  # noqa: S608
        [*params, limit, offset],
    )


def counted_page(
    conditions: SearchConditions, *, tiers: Sequence[Condition], offset: int, limit: int, up_to: int, by_salary: bool
) -> Statement:
    """The page's row ids, each with the count of matches (up to `up_to`): ordered tier by tier (the
    first tier whose condition the row meets; the last is all the rest), then in the page's order."""
    tier, tier_params = "0", []
    if tiers:
        tier = "CASE " + " ".join(f"WHEN TRUE{when.sql} THEN {n}" for n, when in enumerate(tiers[:-1]))
        tier += f" ELSE {len(tiers) - 1} END"
        tier_params = [param for when in tiers[:-1] for param in when.params]
    where, params = conditions.where()
    return Statement(
        f"SELECT search_rowid, count(*) OVER () FROM (SELECT search_rowid, salary_yearly_min, {tier} AS tier "  # noqa: S608
        f"FROM jobs_job WHERE {where} LIMIT %s) AS matches ORDER BY tier, {_order(by_salary)} LIMIT %s OFFSET %s",
        [*tier_params, *params, up_to, limit, offset],
    )


def matches(conditions: SearchConditions, *, limit: int, extra: Condition = EVERY_MATCH) -> aggregate.Matches:
    """At most `limit` + 1 matches, for the facets' counts; read through GIN only when in the sample."""
    where, params = conditions.where(extra)
    columns = ", ".join(aggregate.COLUMNS)
    return aggregate.Matches(
        sql=f"FROM (SELECT {columns} FROM jobs_job WHERE {where} LIMIT %s) AS matches",  # noqa: S608
        params=(*params, limit + 1),
        limit=limit,
        avoid_seqscan=conditions.reads_keywords,
        gin_only=bool(extra.sql),
    )
