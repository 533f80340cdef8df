"""The filter words: a job's words (filter_tags) and a search's (search_tags) agree, for both engines."""

import pytest

from itjobs.jobs.index.query import Filters
from itjobs.jobs.index.tags import filter_tags, search_tags


def test_a_search_requires_one_word_per_filter():
    filters = Filters(country="us", remote=True, employment_type="FULL_TIME", source="adzuna", min_salary=50_000)

    assert search_tags(filters) == ["lus", "remote", "tfulltime", "sadzuna", "y50000"]
    assert search_tags(Filters()) == ["listed"]
    assert search_tags(Filters(remote=False)) == ["listed", "onsite"]


def test_a_minimum_salary_between_the_steps_has_no_word():
    assert search_tags(Filters(country="gb", min_salary=95_000)) == ["lgb"]


@pytest.mark.parametrize(
    "filters",
    [
        Filters(),
        Filters(country="us", remote=True),
        Filters(country="us", remote=False, employment_type="FULL_TIME", source="adzuna", min_salary=60_000),
        Filters(source="direct", min_salary=20_000),
    ],
)
def test_a_listed_job_that_fits_has_every_word_a_search_requires(filters):
    job = filter_tags(
        is_listed=True,
        country_code="us",
        remote=bool(filters.remote),
        employment_type="FULL_TIME",
        source=filters.source or "adzuna",
        salary_yearly_min=65_000,
    ).split()

    assert set(search_tags(filters)) <= set(job)
