"""How many jobs a PostgreSQL search matches, told the cheapest way the judgement allows: a walk of
the newest jobs or the sample for a few, the planner's estimate or the sample for the limit, the
GIN bitmap of every match only when nothing cheaper answers."""

from ..query import count_limit
from . import judgement, reads
from .conditions import EVERY_MATCH, Condition, SearchConditions


def judge(conditions: SearchConditions, up_to: int, extra: Condition = EVERY_MATCH) -> judgement.Judgement:
    """Whether at least `up_to` match (judgement.judge), from the planner and the country's sample."""
    return judgement.judge(
        up_to,
        reads_gin=conditions.reads_gin,
        sampled=conditions.sampled,
        estimate=lambda: reads.estimate(conditions, extra),
        sample=lambda n: reads.count_sampled(conditions, n, extra),
    )


def count(
    conditions: SearchConditions, extra: Condition = EVERY_MATCH, *, up_to: int | None = None, walk: bool = True
) -> int:
    """How many jobs match, up to `up_to` (count_limit() + 1 unless said). A count of a few walks the
    newest jobs first (unless told not to: the caller did), then reads the sample's bitmap, and the
    GIN bitmap of every match only when neither finds them all; a larger count is not made when
    `judge` says the search surely matches that many."""
    up_to = up_to or count_limit() + 1
    few = judgement.counts_a_few(up_to, reads_gin=conditions.reads_gin)
    if few:
        rows = judgement.few_walk_rows(in_place=conditions.in_place)
        if walk and reads.walk(conditions, offset=0, limit=up_to, extra=extra, rows=rows) is not None:
            return up_to
        # The sample's matches are matches: when it holds them all, the bitmap of every match is not
        # built ('senior' counted to 1 in 2 ms against 16).
        if conditions.sampled and reads.count_sampled(conditions, up_to, extra) >= up_to:
            return up_to
    elif judge(conditions, up_to, extra) == "surely":
        return up_to
    return reads.count(conditions, up_to, extra, gin_only=few)


def count_up_to(conditions: SearchConditions, *, walk: bool, up_to: int, extra: Condition = EVERY_MATCH) -> int:
    """How many match, up to `up_to` (a few: a tier before a later page). A walk that finds them all
    answers without the GIN bitmap of every match (tens of milliseconds for a common word)."""
    if walk and reads.walk(conditions, offset=0, limit=up_to, extra=extra) is not None:
        return up_to
    return count(conditions, extra, up_to=up_to, walk=False)
