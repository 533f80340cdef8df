"""PostgreSQL: tsvector columns generated from the same index words as SQLite's FTS5, GIN-indexed.

One vector per role, none weighted, so GIN answers without rechecking rows: the keyword words
(title, extra and body), the title alone (the relevance tier), the place, and the filter words.
Rows keep their long texts out of line (toast_tuple_target), so the rows a search touches are small.
The algorithm is SQLite's: count every match, then the page from the title tier and the rest,
each newest first by the integer sort key; so both databases give the same jobs in the same order.

How a page is read depends on how many jobs match (the count comes first). A GIN search builds the
bitmap of every match before its LIMIT applies, and the page then reads every match's row to sort
them: cheap for a rare word, tens of milliseconds to seconds for a common one at a million jobs. So a
search that matches more than WALK_FROM jobs walks its country's jobs in the page's order instead (a
B-tree: job_browse_idx, or jobs_job_salary_order_idx for the best paid first) and tests each row's
words, stopping at the page; at most WALK_ROWS rows per row of the page, after which a tier too rare
for the walk (no title holds 'kubernetes') is read through GIN after all (decision 0015).

The parts (index/postgres/): the search's SQL conditions and statements, built without a database;
the judgement, which decides from numbers alone; the reads, which run the statements; the counting
and the paging, which put them together for a count and a page.

The count is skipped where the planner expects SURELY times its limit (the bitmap of a word most jobs
hold only said '10,000+'), and a count of a few walks the newest jobs before the bitmap (decision 0025).
The country's sample (a sixteenth of its jobs, by a hash of the id) judges the rest: a count to the
limit is not made when the sample surely holds more than its share, a count of a few is answered by
the sample's matches when they are enough, and a search judged under the limit is counted and paged
in one statement, so its bitmap is built once (decision 0026).
"""

from dataclasses import replace

from . import aggregate
from .postgres import counting, judgement, paging, reads, statements
from .postgres.conditions import relevance_tiers, search_conditions
from .query import Filters, Order, SearchResult, TextQuery, count_limit

FACETS_WITHOUT_A_COUNT = True  # counting a common word first built its GIN bitmap a second time


def matching(*, text: TextQuery, filters: Filters, limit: int, total: int | None = None) -> aggregate.Matches:
    """At most `limit` + 1 jobs the search matches, in no particular order, from a sample of them
    when the planner expects the sample to hold that many (for counts: index/aggregate.py)."""
    del total  # the LIMIT costs nothing here
    conditions = search_conditions(text, filters)
    if text.groups and conditions.sampled and judgement.facets_count_the_sample(reads.estimate(conditions), limit):
        every = statements.matches(conditions, limit=limit)
        return replace(statements.matches(conditions, limit=limit, extra=statements.SAMPLED), otherwise=every)
    return statements.matches(conditions, limit=limit)


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
    conditions = search_conditions(text, filters)
    up_to = count_to or count_limit() + 1
    tiers = relevance_tiers(text, order)
    by_salary = order == "salary"
    if limit > 0 and up_to > judgement.FEW and conditions.reads_gin:
        judged = counting.judge(conditions, up_to)
        total = up_to
        if judged == "likely":
            total = reads.count(conditions, up_to)
        elif judged == "unlikely":  # a few thousand matches at most: the page is counted with them
            counted = reads.counted_page(
                conditions, tiers=tiers, offset=offset, limit=limit, up_to=up_to, by_salary=by_salary
            )
            if counted is not None:
                return counted
    else:
        total = counting.count(conditions, up_to=up_to)
    if offset >= total or limit <= 0:  # nothing to fetch; the planner would walk the whole sort key index to find it
        return SearchResult(total=total, rowids=[])
    walk = judgement.walks_pages(total)
    if not tiers:
        rowids = paging.page(conditions, walk=walk, offset=offset, limit=limit, by_salary=by_salary)
    else:
        rowids = paging.tiered_page(conditions, tiers=tiers, walk=walk, offset=offset, limit=limit)
    return SearchResult(total=total, rowids=rowids)
