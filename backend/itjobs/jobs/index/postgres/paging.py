"""A page of a PostgreSQL search's matches: walked in the page's order when the search matches many
(judgement.walks_pages), else, or when the walk does not fill it, read through GIN."""

from collections.abc import Sequence

from ..query import tiered
from . import counting, reads
from .conditions import EVERY_MATCH, Condition, SearchConditions


def page(
    conditions: SearchConditions,
    *,
    walk: bool,
    offset: int,
    limit: int,
    extra: Condition = EVERY_MATCH,
    by_salary: bool = False,
) -> list[int]:
    """The page: walked when `walk` and the walk fills it, else through GIN."""
    if walk and limit > 0:
        found = reads.walk(conditions, offset=offset, limit=limit, extra=extra, by_salary=by_salary)
        if found is not None:
            return found
    return reads.page(conditions, offset=offset, limit=limit, extra=extra, by_salary=by_salary)


def tiered_page(
    conditions: SearchConditions, *, tiers: Sequence[Condition], walk: bool, offset: int, limit: int
) -> list[int]:
    """The page tier after tier (query.tiered): each tier's rows and, before a later page, its count."""
    return tiered(
        tiers,
        offset=offset,
        limit=limit,
        rows=lambda tier, skip, wanted: page(conditions, walk=walk, offset=skip, limit=wanted, extra=tier),
        count=lambda tier, up_to: counting.count_up_to(conditions, walk=walk, up_to=up_to, extra=tier),
    )
