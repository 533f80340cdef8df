"""Runs a search's statements (statements.py) and hands back their numbers and rows: the only part
of PostgreSQL's search that talks to the database."""

import json
from collections.abc import Sequence

from django.db import connection, transaction

from .. import aggregate
from ..query import SearchResult
from . import judgement, statements
from .conditions import EVERY_MATCH, Condition, SearchConditions


def count(conditions: SearchConditions, up_to: int, extra: Condition = EVERY_MATCH, *, gin_only: bool = False) -> int:
    """How many match, up to `up_to`, counted through the GIN bitmap (no walk, no judgement)."""
    statement = statements.count(conditions, up_to, extra)
    # With LIMIT the planner likes a sequential scan that stops early, but each row it reads
    # detoasts the keyword vector; the GIN bitmap answers the words without reading them.
    with transaction.atomic(), connection.cursor() as cursor:
        if gin_only:
            cursor.execute(aggregate.GIN_ONLY_SETTINGS)
        elif conditions.reads_keywords:
            cursor.execute(aggregate.GIN_SETTINGS)
        cursor.execute(*statement)
        return int(cursor.fetchone()[0])


def count_sampled(conditions: SearchConditions, up_to: int, extra: Condition = EVERY_MATCH) -> int:
    """How many of the country's sample match, up to `up_to`."""
    return count(conditions, up_to, statements.sampled(extra), gin_only=True)


def estimate(conditions: SearchConditions, extra: Condition = EVERY_MATCH) -> float:
    """How many jobs the planner expects to match (its statistics: no row is read)."""
    with connection.cursor() as cursor:
        cursor.execute(*statements.estimate(conditions, extra))
        plan = cursor.fetchone()[0]
    return float((json.loads(plan) if isinstance(plan, str) else plan)[0]["Plan"]["Plan Rows"])


def walk(
    conditions: SearchConditions,
    *,
    offset: int,
    limit: int,
    extra: Condition = EVERY_MATCH,
    by_salary: bool = False,
    rows: int = 0,
) -> list[int] | None:
    """The page, from the jobs of the country in the page's order, testing each; None when the first
    judgement.walk_length() of them do not fill it."""
    if by_salary and not conditions.country:
        return None  # the salary order's index starts with the country
    rows = judgement.walk_length(offset=offset, limit=limit, rows=rows)
    statement = statements.walk(conditions, offset=offset, limit=limit, rows=rows, extra=extra, by_salary=by_salary)
    with connection.cursor() as cursor:
        cursor.execute(*statement)
        found = [row[0] for row in cursor.fetchall()]
    return found if len(found) == limit else None


def page(
    conditions: SearchConditions, *, offset: int, limit: int, extra: Condition = EVERY_MATCH, by_salary: bool = False
) -> list[int]:
    """The page through GIN: every match read and sorted."""
    if limit <= 0:
        return []
    with connection.cursor() as cursor:
        cursor.execute(*statements.page(conditions, offset=offset, limit=limit, extra=extra, by_salary=by_salary))
        return [row[0] for row in cursor.fetchall()]


def counted_page(
    conditions: SearchConditions, *, tiers: Sequence[Condition], offset: int, limit: int, up_to: int, by_salary: bool
) -> SearchResult | None:
    """The count (to `up_to`) and the page in one statement: the GIN bitmap of the matches is built
    once, where a count and then each tier's page built it again ('sql' in New York, 9,350 matches:
    25 ms against 40). None when `up_to` match: the page is then of more matches than it read."""
    statement = statements.counted_page(
        conditions, tiers=tiers, offset=offset, limit=limit, up_to=up_to, by_salary=by_salary
    )
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute(aggregate.GIN_SETTINGS)
        cursor.execute(*statement)
        rows = cursor.fetchall()
    if not rows:  # none, or the page is past the last match: only a count says how many there are
        return SearchResult(total=offset and count(conditions, up_to), rowids=[])
    total = int(rows[0][1])
    return None if total >= up_to else SearchResult(total=total, rowids=[row[0] for row in rows])
