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

The count is skipped where the planner expects SURELY times its limit (the bitmap of a word most jobs
hold only said '10,000+'), and a count of a few walks the newest jobs before the bitmap (decision 0025).
The country's sample (a sixteenth of its jobs, by a hash of the id) judges the rest: a count to the
limit is not made when the sample surely holds more than its share, a count of a few is answered by
the sample's matches when they are enough, and a search judged under the limit is counted and paged
in one statement, so its bitmap is built once (decision 0026).
"""

import json
import math
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, Literal

from django.db import connection as default_connection
from django.db import transaction

from ..countries import SUPPORTED_COUNTRIES
from . import aggregate
from .query import Filters, Group, Order, SearchResult, TextQuery, count_limit, tiered
from .tags import SALARY_STEPS, listed_tag, search_tags

# The vectors (the migrations generate them from the columns of index words, index/text.py: words as
# they are, array_to_tsvector, not to_tsvector's parser, which cost a fifth of the server's time per
# ingested job to find the same words; no positions: nothing reads them).
VECTORS = ("kw_vector", "title_vector", "place_vector", "tags_vector", "phrase_vector")
# Query words as they are, like the vectors' (to_tsquery would parse '2e5e6' into two words).
_TSQUERY = "%s::tsquery"
WALK_FROM = 10_000  # a search that matches more jobs than this reads its page by walking an order (above)
WALK_ROWS = 40  # rows a walk reads at most per row of the page (offset included)
# A count of a few (whether any, or fewer than the rescue's FEW_REMOTE_JOBS) walks the newest
# WALK_ROWS jobs per job it looks for (a common word is found at once), or in a place at least
# FEW_WALK_ROWS ('developer' in New York: 1 ms walked against 7 for its bitmap; the place, kept in
# line, is tested before the keywords, which are read out of line: a walk that finds none costs 2 ms),
# then reads the GIN bitmap, never a longer walk: under a small LIMIT the planner bets on an early
# match, and where its estimate of the words together is wrong it walks every job of the country
# ('remote' jobs in Chicago, none of which exist, counted to 1 in 743 ms instead of 15 at a million
# jobs). A larger count keeps the planner's choice: a walk counts 'cloud OR devops' faster than its
# bitmap.
FEW = 100
FEW_WALK_ROWS = 1000
# A count to the search's limit is not made when the planner expects SURELY times that many matches:
# the GIN bitmap of 'cloud OR devops' (509,000 matches) cost 58 of the search's 67 ms at a million
# jobs, to say '10,000+'. The planner's estimate comes from the words' frequencies in the statistics
# ANALYZE keeps; off by a factor of ten only when they are long out of date (decision 0025).
SURELY = 10
# A page's order, and the index that walks it (columns: is_listed, country_code, then these).
_ORDERS = {
    "sort key": "search_rowid DESC",  # job_browse_idx
    "salary": "salary_yearly_min DESC NULLS LAST, search_rowid DESC",  # jobs_job_salary_order_idx
}
# Each country's listed jobs have a GIN index of their own, and no index holds every job: a search
# reads only its country's posting lists, where an index of every job intersects each word with the
# listed-in-country word, whose list holds most of the index; and a job is written to one index, or
# to none while it is not listed (decision 0015).
OWN_INDEX_COUNTRIES = SUPPORTED_COUNTRIES
# Facets of a search the planner expects to match many jobs count a sample of them: the jobs whose
# sort key (its low bits a hash of the id) is a multiple of SAMPLE_EVERY, which have a keyword
# index of their own per country. 'programmer' ('programmer OR developer OR software engineer', 335,000
# of the country's 523,000 jobs at a million) built the bitmap of every match in 57 of its 66 ms;
# the sample's takes 3. Counts past the facets' limit are lower bounds either way, and the sample is
# any job's as likely as another's (decision 0025).
SAMPLE_EVERY = 16
_SAMPLED = f" AND mod(search_rowid, {SAMPLE_EVERY}) = 0"  # no %: statements with parameters read it as one
# The sample also tells a count whether a search matches more than its limit without the bitmap of
# every match: 'software developer' full time (125,940 matches) took 49 ms to count to 10,001, its
# sample 3 to count to 776. A sample's share of N matches is binomial (mean N / SAMPLE_EVERY, standard
# deviation about its square root), so a sample holding SAMPLE_SURE deviations more than the share of
# the limit leaves a total under the limit a chance below one in a billion: the count says the limit.
SAMPLE_SURE = 6


Judgement = Literal["surely", "likely", "unlikely"]  # whether a search matches at least a number of jobs


def _words(words: tuple[str, ...], *, prefix_last: bool = False) -> str:
    # Words are [a-z0-9]+ (index/text.py), so they need no quoting in a tsquery.
    parts = list(words)
    if prefix_last and parts:
        parts[-1] += ":*"
    return "(" + " & ".join(parts) + ")"


def _group(group: Group) -> str:
    return "(" + " & ".join("(" + " | ".join(_words(alt) for alt in term) + ")" for term in group) + ")"


def _keyword(query: TextQuery) -> str:
    return " | ".join(_group(group) for group in query.groups)


class _Where:
    def __init__(self, text: TextQuery, filters: Filters) -> None:
        tags = search_tags(filters)
        clauses: list[str] = []
        params: list[Any] = []
        # Row filters no B-tree may answer on a country's own index ('+ 0'): the planner would AND a
        # B-tree range (job_browse_idx) with the index of every job instead of reading the country's
        # (76 ms instead of 41 for 'aws terraform' posted within 7 days, at a million jobs).
        unindexed = ""
        if filters.country in OWN_INDEX_COUNTRIES:
            # The predicate of the country's own index, written as the index is (the planner proves
            # the index applies from this text), instead of the listed-in-country word.
            clauses.append(f"is_listed AND country_code = '{filters.country}'")
            tags = [tag for tag in tags if tag != listed_tag(filters.country)]
            unindexed = " + 0"
        if tags:
            clauses.append(f"tags_vector @@ {_TSQUERY}")
            params.append(" & ".join(tags))
        if filters.min_salary and filters.min_salary not in SALARY_STEPS:
            clauses.append(f"salary_yearly_min{unindexed} >= %s")
            params.append(filters.min_salary)
        if text.place:
            clauses.append(f"place_vector @@ {_TSQUERY}")
            params.append(_words(text.place, prefix_last=not text.place_whole))
        if filters.listed_since_rowid is not None:
            clauses.append(f"search_rowid{unindexed} >= %s")
            params.append(filters.listed_since_rowid)
        if filters.exclude_rowids:
            clauses.append("search_rowid <> ALL(%s)")
            params.append(list(filters.exclude_rowids))
        if filters.within_rowids is not None:
            clauses.append("search_rowid = ANY(%s)")
            params.append(list(filters.within_rowids))
        self.reads_keywords = bool(text.groups)  # kw_vector is long and kept out of line
        self.in_place = bool(text.place)
        self.reads_gin = bool(text.groups or tags or text.place)  # index words: the GIN index finds them
        self.keywords = (f" AND kw_vector @@ {_TSQUERY}", (_keyword(text),)) if text.groups else ("", ())
        self.sql = " AND ".join(clauses)
        self.params = params
        # A walk's B-tree range: the listed jobs of the country, and the filters its columns hold (the
        # same as the filter words: facets count by these columns too).
        walked, walked_params = aggregate.narrowing_sql(
            replace(filters, country=None, exclude_rowids=(), within_rowids=None)
        )
        self.walked = "is_listed" + (" AND country_code = %s" if filters.country else "") + f" AND {walked}"
        self.walked_params = [*([filters.country] if filters.country else []), *walked_params]
        self.country = filters.country
        self.sampled = filters.country in OWN_INDEX_COUNTRIES  # the country's sample index applies

    def _where(self, extra: str, extra_params: tuple[Any, ...]) -> tuple[str, list[Any]]:
        # The keyword vector last: it is the one read out of line, so a walk tests it only on the rows
        # that pass everything else.
        return (
            f"{self.sql}{extra}{self.keywords[0]}",
            [*self.params, *extra_params, *self.keywords[1]],
        )

    def count(
        self, extra: str = "", extra_params: tuple[Any, ...] = (), *, up_to: int | None = None, walk: bool = True
    ) -> int:
        """How many jobs match, up to `up_to` (count_limit() + 1 unless said). A count of FEW or fewer
        walks the newest jobs first (unless told not to: the caller did), then reads the sample's
        bitmap, and the GIN bitmap of every match only when neither finds them all; a larger count
        is not made when `judge` says the search surely matches that many."""
        up_to = up_to or count_limit() + 1
        few = self.reads_gin and up_to <= FEW
        if few:
            rows = FEW_WALK_ROWS if self.in_place else 0
            if walk and self.walk(offset=0, limit=up_to, extra=extra, extra_params=extra_params, rows=rows) is not None:
                return up_to
            # The sample's matches are matches: when it holds them all, the bitmap of every match is
            # not built ('senior' counted to 1 in 2 ms against 16).
            if self.sampled and self._sampled(up_to, extra, extra_params) >= up_to:
                return up_to
        elif self.judge(up_to, extra, extra_params) == "surely":
            return up_to
        return self.counted(up_to, extra, extra_params, gin_only=few)

    def counted(
        self, up_to: int, extra: str = "", extra_params: tuple[Any, ...] = (), *, gin_only: bool = False
    ) -> int:
        """How many match, up to `up_to`, counted through the GIN bitmap (no walk, no judgement)."""
        where, params = self._where(extra, extra_params)
        # With LIMIT the planner likes a sequential scan that stops early, but each row it reads
        # detoasts the keyword vector; the GIN bitmap answers the words without reading them.
        with transaction.atomic(), default_connection.cursor() as cursor:
            if gin_only:
                cursor.execute(aggregate.GIN_ONLY_SETTINGS)
            elif self.reads_keywords:
                cursor.execute(aggregate.GIN_SETTINGS)
            cursor.execute(
                f"SELECT count(*) FROM (SELECT 1 FROM jobs_job WHERE {where} LIMIT %s) AS matches",  # noqa: S608
                [*params, up_to],
            )
            return int(cursor.fetchone()[0])

    def judge(self, up_to: int, extra: str = "", extra_params: tuple[Any, ...] = ()) -> Judgement:
        """Whether at least `up_to` (more than FEW) match, told without reading every match: surely
        (from the planner's estimate, or from the sample: SAMPLE_SURE), likely or unlikely (the
        sample holds more or less than its share, or else the estimate says)."""
        if up_to <= FEW or not self.reads_gin:
            return "unlikely"
        estimate = self.estimate(extra, extra_params)
        if estimate >= SURELY * up_to:
            return "surely"
        if not self.sampled:
            return "likely" if estimate >= up_to else "unlikely"
        # The planner underestimates words found together and places ('san francisco:*': 104
        # expected, 16,330 found), so the sample is asked whatever it expects: a rare search's
        # sample is read in well under a millisecond.
        share = up_to / SAMPLE_EVERY
        sure = math.ceil(share + SAMPLE_SURE * math.sqrt(share))
        sampled = self._sampled(sure, extra, extra_params)
        return "surely" if sampled >= sure else "likely" if sampled >= share else "unlikely"

    def _sampled(self, up_to: int, extra: str, extra_params: tuple[Any, ...]) -> int:
        """How many of the country's sample match, up to `up_to`."""
        return self.counted(up_to, extra + _SAMPLED, extra_params, gin_only=True)

    def counted_page(
        self, *, tiers: Sequence[tuple[str, tuple[Any, ...]]], offset: int, limit: int, up_to: int, by_salary: bool
    ) -> SearchResult | None:
        """The count (to `up_to`) and the page in one statement: the GIN bitmap of the matches is
        built once, where a count and then each tier's page built it again ('sql' in New York, 9,350
        matches: 25 ms against 40). The page is ordered tier by tier as `tiered` orders it. None when
        `up_to` match: the page is then of more matches than the statement read."""
        order = _ORDERS["salary" if by_salary else "sort key"]
        tier, tier_params = "0", []
        if tiers:  # the first tier whose condition the row meets; the last is all the rest
            tier = "CASE " + " ".join(f"WHEN TRUE{when} THEN {n}" for n, (when, _) in enumerate(tiers[:-1]))
            tier += f" ELSE {len(tiers) - 1} END"
            tier_params = [param for _, params in tiers[:-1] for param in params]
        where, params = self._where("", ())
        with transaction.atomic(), default_connection.cursor() as cursor:
            cursor.execute(aggregate.GIN_SETTINGS)
            cursor.execute(
                f"SELECT search_rowid, count(*) OVER () FROM (SELECT search_rowid, salary_yearly_min, {tier} AS tier "  # noqa: S608
                f"FROM jobs_job WHERE {where} LIMIT %s) AS matches ORDER BY tier, {order} LIMIT %s OFFSET %s",
                [*tier_params, *params, up_to, limit, offset],
            )
            rows = cursor.fetchall()
        if not rows:  # none, or the page is past the last match: only a count says how many there are
            return SearchResult(total=offset and self.counted(up_to), rowids=[])
        total = int(rows[0][1])
        return None if total >= up_to else SearchResult(total=total, rowids=[row[0] for row in rows])

    def estimate(self, extra: str = "", extra_params: tuple[Any, ...] = ()) -> float:
        """How many jobs the planner expects to match (its statistics: no row is read)."""
        where, params = self._where(extra, extra_params)
        with default_connection.cursor() as cursor:
            cursor.execute(f"EXPLAIN (FORMAT JSON) SELECT 1 FROM jobs_job WHERE {where}", params)  # noqa: S608
            plan = cursor.fetchone()[0]
        return float((json.loads(plan) if isinstance(plan, str) else plan)[0]["Plan"]["Plan Rows"])

    def walk(
        self,
        *,
        offset: int,
        limit: int,
        extra: str = "",
        extra_params: tuple[Any, ...] = (),
        by_salary: bool = False,
        rows: int = 0,
    ) -> list[int] | None:
        """The page, from the jobs of the country in the page's order, testing each; None when the
        first WALK_ROWS * (offset + limit) of them (or `rows`, when more) do not fill it."""
        if by_salary and not self.country:
            return None  # the salary order's index starts with the country
        order = _ORDERS["salary" if by_salary else "sort key"]
        where, params = self._where(extra, extra_params)
        columns = "search_rowid, salary_yearly_min, is_listed, country_code, " + ", ".join(VECTORS)
        with default_connection.cursor() as cursor:
            cursor.execute(
                f"SELECT search_rowid FROM (SELECT {columns} FROM jobs_job WHERE {self.walked} "  # noqa: S608
                f"ORDER BY {order} LIMIT %s) AS walked WHERE {where} ORDER BY {order} LIMIT %s OFFSET %s",
                [*self.walked_params, max(rows, WALK_ROWS * (offset + limit)), *params, limit, offset],
            )
            found = [row[0] for row in cursor.fetchall()]
        return found if len(found) == limit else None

    def rowids(
        self, *, offset: int, limit: int, extra: str = "", extra_params: tuple[Any, ...] = (), by_salary: bool = False
    ) -> list[int]:
        if limit <= 0:
            return []
        order = _ORDERS["salary" if by_salary else "sort key"]
        where, params = self._where(extra, extra_params)
        with default_connection.cursor() as cursor:
            cursor.execute(
                f"SELECT search_rowid FROM jobs_job WHERE {where} ORDER BY {order} LIMIT %s OFFSET %s",  # noqa: S608
                [*params, limit, offset],
            )
            return [row[0] for row in cursor.fetchall()]

    def count_up_to(self, *, walk: bool, up_to: int, extra: str = "", extra_params: tuple[Any, ...] = ()) -> int:
        """How many match, up to `up_to` (a few: a tier before a later page). A walk that finds them
        all answers without the GIN bitmap of every match (tens of milliseconds for a common word)."""
        if walk and self.walk(offset=0, limit=up_to, extra=extra, extra_params=extra_params) is not None:
            return up_to
        return self.count(extra, extra_params, up_to=up_to, walk=False)

    def page(
        self,
        *,
        walk: bool,
        offset: int,
        limit: int,
        extra: str = "",
        extra_params: tuple[Any, ...] = (),
        by_salary: bool = False,
    ) -> list[int]:
        """The page: walked when `walk` and the walk fills it, else through GIN."""
        if walk and limit > 0:
            found = self.walk(offset=offset, limit=limit, extra=extra, extra_params=extra_params, by_salary=by_salary)
            if found is not None:
                return found
        return self.rowids(offset=offset, limit=limit, extra=extra, extra_params=extra_params, by_salary=by_salary)


FACETS_WITHOUT_A_COUNT = True  # counting a common word first built its GIN bitmap a second time


def matching(*, text: TextQuery, filters: Filters, limit: int, total: int | None = None) -> aggregate.Matches:
    """At most `limit` + 1 jobs the search matches, in no particular order, from a sample of them
    when the planner expects the sample to hold that many (for counts: index/aggregate.py)."""
    del total  # the LIMIT costs nothing here
    search = _Where(text, filters)
    columns = ", ".join(aggregate.COLUMNS)

    def matches(extra: str = "") -> aggregate.Matches:
        where, params = search._where(extra, ())
        return aggregate.Matches(
            sql=f"FROM (SELECT {columns} FROM jobs_job WHERE {where} LIMIT %s) AS matches",  # noqa: S608
            params=(*params, limit + 1),
            limit=limit,
            avoid_seqscan=bool(text.groups),
            gin_only=bool(extra),
        )

    sampled = text.groups and filters.country in OWN_INDEX_COUNTRIES
    if sampled and search.estimate() >= SAMPLE_EVERY * (limit + 1):
        return replace(matches(_SAMPLED), otherwise=matches())
    return matches()


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
    where = _Where(text, filters)
    up_to = count_to or count_limit() + 1
    tiers: list[tuple[str, tuple[Any, ...]]] = []
    if text.groups and order == "relevance":
        title = (_keyword(text),)
        in_title = f" AND title_vector @@ {_TSQUERY}"
        tiers = [(in_title, title), (f" AND NOT (title_vector @@ {_TSQUERY})", title)]
        if text.phrase:  # as on SQLite: the whole phrase in the title, then its words apart
            phrase = (_words(text.phrase),)
            in_phrase = f" AND phrase_vector @@ {_TSQUERY}"
            tiers[:1] = [
                (in_title + in_phrase, title + phrase),
                (f"{in_title} AND NOT (phrase_vector @@ {_TSQUERY})", title + phrase),
            ]
    by_salary = order == "salary"
    if limit > 0 and up_to > FEW and where.reads_gin:
        judged = where.judge(up_to)
        total = up_to
        if judged == "likely":
            total = where.counted(up_to)
        elif judged == "unlikely":  # a few thousand matches at most: the page is counted with them
            counted = where.counted_page(tiers=tiers, offset=offset, limit=limit, up_to=up_to, by_salary=by_salary)
            if counted is not None:
                return counted
    else:
        total = where.count(up_to=up_to)
    if offset >= total or limit <= 0:  # nothing to fetch; the planner would walk the whole sort key index to find it
        return SearchResult(total=total, rowids=[])
    # A total at the count's limit is past what a GIN page reads cheaply, whatever the limit is set to.
    walk = total > min(WALK_FROM, count_limit())
    if not tiers:
        rowids = where.page(walk=walk, offset=offset, limit=limit, by_salary=by_salary)
        return SearchResult(total=total, rowids=rowids)
    rowids = tiered(
        tiers,
        offset=offset,
        limit=limit,
        rows=lambda tier, skip, wanted: where.page(
            walk=walk, offset=skip, limit=wanted, extra=tier[0], extra_params=tier[1]
        ),
        count=lambda tier, up_to: where.count_up_to(walk=walk, up_to=up_to, extra=tier[0], extra_params=tier[1]),
    )
    return SearchResult(total=total, rowids=rowids)
