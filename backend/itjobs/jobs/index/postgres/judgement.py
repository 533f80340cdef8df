"""How a search counts and pages, decided from numbers alone (a count asked for, the planner's
estimate, how many of the sample match): no SQL, no database, so each rule is tested by itself."""

import math
from collections.abc import Callable
from typing import Literal

from ..query import count_limit

Judgement = Literal["surely", "likely", "unlikely"]  # whether a search matches at least a number of jobs

# A search that matches more jobs than WALK_FROM reads its page by walking an order, testing each
# row's words, and reads at most WALK_ROWS rows per row of the page (offset included) before it
# gives up and reads the tier through GIN after all (decision 0015).
WALK_FROM = 10_000
WALK_ROWS = 40
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
# The sample: the jobs whose sort key (its low bits a hash of the id) is a multiple of SAMPLE_EVERY,
# which have a GIN index of their own per country (the migrations make it with the same number).
# Facets of a search the planner expects to match many jobs count the sample: 'programmer' (335,000
# of the country's 523,000 jobs at a million) built the bitmap of every match in 57 of its 66 ms; the
# sample's takes 3 (decision 0025).
SAMPLE_EVERY = 16
# The sample also tells a count whether a search matches more than its limit without the bitmap of
# every match: 'software developer' full time (125,940 matches) took 49 ms to count to 10,001, its
# sample 3 to count to 776. A sample's share of N matches is binomial (mean N / SAMPLE_EVERY, standard
# deviation about its square root), so a sample holding SAMPLE_SURE deviations more than the share of
# the limit leaves a total under the limit a chance below one in a billion: the count says the limit.
SAMPLE_SURE = 6


def counts_a_few(up_to: int, *, reads_gin: bool) -> bool:
    """Whether a count to `up_to` is a count of a few: walked first, then the sample, then the bitmap."""
    return reads_gin and up_to <= FEW


def few_walk_rows(*, in_place: bool) -> int:
    """The fewest rows a count of a few walks (a place is tested in line, before the keywords)."""
    return FEW_WALK_ROWS if in_place else 0


def walk_length(*, offset: int, limit: int, rows: int = 0) -> int:
    """How many rows a walk for a page from `offset` reads at most before it gives up."""
    return max(rows, WALK_ROWS * (offset + limit))


def walks_pages(total: int) -> bool:
    """Whether a search of `total` matches reads its pages by walking an order. A total at the
    count's limit is past what a GIN page reads cheaply, whatever the limit is set to."""
    return total > min(WALK_FROM, count_limit())


def planner_is_sure(estimate: float, up_to: int) -> bool:
    """Whether the planner's estimate alone says at least `up_to` match."""
    return estimate >= SURELY * up_to


def sample_share(up_to: int) -> float:
    """How many of `up_to` matches the sample holds, on average."""
    return up_to / SAMPLE_EVERY


def sample_is_sure_at(up_to: int) -> int:
    """How many of the sample must match for at least `up_to` matches to be sure."""
    share = sample_share(up_to)
    return math.ceil(share + SAMPLE_SURE * math.sqrt(share))


def judged_by_estimate(estimate: float, up_to: int) -> Judgement:
    if planner_is_sure(estimate, up_to):
        return "surely"
    return "likely" if estimate >= up_to else "unlikely"


def judged_by_sample(sampled: int, up_to: int) -> Judgement:
    """From the sample's matches (counted up to sample_is_sure_at(up_to))."""
    if sampled >= sample_is_sure_at(up_to):
        return "surely"
    return "likely" if sampled >= sample_share(up_to) else "unlikely"


def judge(
    up_to: int, *, reads_gin: bool, sampled: bool, estimate: Callable[[], float], sample: Callable[[int], int]
) -> Judgement:
    """Whether at least `up_to` (more than FEW) match, told without reading every match: surely (from
    the planner's estimate, or from the sample), likely or unlikely (the sample holds more or less
    than its share, or else the estimate says). `estimate()` is the planner's, `sample(n)` counts
    the sample's matches up to n; neither is asked when the answer is known without it."""
    if up_to <= FEW or not reads_gin:
        return "unlikely"
    expected = estimate()
    if planner_is_sure(expected, up_to) or not sampled:
        return judged_by_estimate(expected, up_to)
    # The planner underestimates words found together and places ('san francisco:*': 104 expected,
    # 16,330 found), so the sample is asked whatever it expects: a rare search's sample is read in
    # well under a millisecond.
    return judged_by_sample(sample(sample_is_sure_at(up_to)), up_to)


def facets_count_the_sample(estimate: float, limit: int) -> bool:
    """Whether facets counting to `limit` read the sample: when the planner expects it to hold more
    than `limit` matches (else, or when it holds fewer, every match is counted)."""
    return estimate >= SAMPLE_EVERY * (limit + 1)
