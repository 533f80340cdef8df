"""A search among given rows (JobQuery.within_rowids): what the alert rounds ask the index."""

from dataclasses import replace

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, search_resolve
from itjobs.jobs.services import jobs_ingest

from .factories import normalized_job

pytestmark = pytest.mark.django_db


def _rowids(title_fragment: str) -> list[int]:
    return list(Job.objects.filter(title__contains=title_fragment).values_list("search_rowid", flat=True))


@pytest.mark.parametrize("query", [
    JobQuery(keyword="python", sort="newest", correct=False, rescue=False),
    JobQuery(keyword="python", location="Seattle", correct=False, rescue=False),  # relevance tiers
    JobQuery(keyword="python", min_salary=123_456, correct=False, rescue=False),  # the ORM path
])  # fmt: skip
def test_it_finds_only_matches_among_the_given_rows(query):
    jobs_ingest(jobs=[normalized_job(title=f"Python Developer {n}", salary_min=150_000, salary_max=160_000,
                                     salary_currency="USD", salary_period="YEAR") for n in range(4)]
                + [normalized_job(title="Java Developer", salary_min=150_000, salary_period="YEAR")])  # fmt: skip
    some = sorted(_rowids("Python Developer"))[:2] + _rowids("Java")
    now = Job.objects.get(title="Java Developer").first_seen
    found = search_resolve(query=replace(query, within_rowids=tuple(some)), now=now, limit=10)
    assert sorted(found.found.rowids) == sorted(some[:2])
    assert found.found.total == 2
    none = search_resolve(query=replace(query, within_rowids=()), now=now, limit=10)
    assert none.found.rowids == []
