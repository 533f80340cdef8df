"""PostgreSQL's counting and paging decisions, from numbers alone: no database, no SQL run."""

import pytest

from itjobs.jobs.index.postgres import judgement
from itjobs.jobs.index.postgres.conditions import EVERY_MATCH, relevance_tiers, search_conditions
from itjobs.jobs.index.postgres.statements import counted_page, walk
from itjobs.jobs.index.query import Filters, TextQuery, parse_keyword, parse_place


def judged(up_to: int, *, estimate: float, sample: int | None = None, sampled: bool = True) -> str:
    asked: list[int] = []

    def count_sample(n: int) -> int:
        asked.append(n)
        assert sample is not None, "the sample was asked"
        return min(sample, n)

    return judgement.judge(up_to, reads_gin=True, sampled=sampled, estimate=lambda: estimate, sample=count_sample)


def test_the_planner_alone_says_surely_at_ten_times_the_limit():
    assert judged(10_001, estimate=100_010) == "surely"  # the sample is not asked
    assert judged(10_001, estimate=100_009, sample=0) == "unlikely"


def test_the_sample_says_surely_six_deviations_past_its_share():
    # share 625.06, six deviations of 25.0: 776 of the sample
    assert judgement.sample_is_sure_at(10_001) == 776
    assert judged(10_001, estimate=1, sample=776) == "surely"
    assert judged(10_001, estimate=1, sample=775) == "likely"
    assert judged(10_001, estimate=1, sample=625) == "unlikely"
    assert judged(10_001, estimate=1, sample=626) == "likely"


def test_without_a_sample_the_estimate_says_likely_or_unlikely():
    assert judged(10_001, estimate=10_001, sampled=False) == "likely"
    assert judged(10_001, estimate=10_000, sampled=False) == "unlikely"


def test_a_count_of_a_few_or_of_no_index_words_is_not_judged():
    def never() -> float:
        raise AssertionError("the planner was asked")

    assert judgement.judge(judgement.FEW, reads_gin=True, sampled=True, estimate=never, sample=int) == "unlikely"
    assert judgement.judge(10_001, reads_gin=False, sampled=True, estimate=never, sample=int) == "unlikely"


def test_pages_are_walked_past_the_walk_threshold_or_at_the_counts_limit(settings):
    settings.JOBS_SEARCH_COUNT_LIMIT = 10_000
    assert not judgement.walks_pages(judgement.WALK_FROM)
    assert judgement.walks_pages(judgement.WALK_FROM + 1)
    settings.JOBS_SEARCH_COUNT_LIMIT = 50
    assert judgement.walks_pages(51)


@pytest.mark.parametrize(("estimate", "limit", "sample"), [(16 * 101, 100, True), (16 * 101 - 1, 100, False)])
def test_facets_count_the_sample_when_it_is_expected_to_hold_more_than_their_limit(estimate, limit, sample):
    assert judgement.facets_count_the_sample(estimate, limit) is sample


def test_a_walk_reads_forty_rows_per_row_of_the_page_or_the_rows_asked():
    assert judgement.walk_length(offset=10, limit=5) == 600
    assert judgement.walk_length(offset=0, limit=1, rows=judgement.FEW_WALK_ROWS) == 1000


def test_a_countrys_search_reads_its_own_index_and_tests_the_keywords_last():
    conditions = search_conditions(
        TextQuery(groups=parse_keyword("python"), place=parse_place("austin", "us")), Filters(country="us")
    )
    where, params = conditions.where()
    assert where.startswith("is_listed AND country_code = 'us'")
    assert where.endswith("kw_vector @@ %s::tsquery")
    assert "python" in params[-1]
    assert conditions.sampled
    assert conditions.in_place
    assert conditions.reads_gin


def test_a_page_by_relevance_is_counted_tier_by_tier_in_one_statement():
    text = TextQuery(groups=parse_keyword("data engineer"))
    conditions = search_conditions(text, Filters(country="us"))
    tiers = relevance_tiers(text, "relevance")
    assert len(tiers) == 3  # the phrase in the title, its words in the title, the rest
    sql, params = counted_page(conditions, tiers=tiers, offset=0, limit=10, up_to=10_001, by_salary=False)
    assert "CASE WHEN TRUE AND title_vector" in sql
    assert "ELSE 2 END" in sql
    assert params[-3:] == [10_001, 10, 0]
    assert relevance_tiers(text, "newest") == []


def test_a_walk_by_salary_reads_the_salary_order():
    conditions = search_conditions(TextQuery(groups=parse_keyword("java")), Filters(country="us"))
    sql, params = walk(conditions, offset=0, limit=5, rows=200, extra=EVERY_MATCH, by_salary=True)
    assert "ORDER BY salary_yearly_min DESC NULLS LAST, search_rowid DESC LIMIT %s) AS walked" in sql
    assert params[: len(conditions.walked_params) + 1] == [*conditions.walked_params, 200]
