"""job_search: words ANDed, 'A OR B', location and country, filters, ranking and paging."""

from datetime import timedelta
from typing import Any

import pytest

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_expire, jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def titles(**query: Any) -> list[str]:
    return [job.title for job in job_search(query=JobQuery(**query), now=NOW).jobs]


@pytest.fixture
def board():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Senior Python Developer", posted_at=POSTED - timedelta(days=3)),
            normalized_job(title="Data Engineer", description_text="Pipelines in Python and Spark.",
                           posted_at=POSTED - timedelta(days=1)),
            normalized_job(title="Java Developer", city="Austin", region="TX", location_text="Austin, TX",
                           salary_min=120_000, salary_max=150_000, salary_period="YEAR", posted_at=POSTED),
            # Dated: the factory's default date moves back an hour with every job made before (by any test).
            jsearch_job(title="Golang Engineer", remote=True, location_text="Remote", city=None, region=None,
                        employment_type="CONTRACTOR", posted_at=POSTED - timedelta(hours=12)),
            normalized_job(title="C++ Developer", country_code="gb", city="London", location_text="London, UK"),
            normalized_job(title="Site Reliability Engineer", description_text="Kubernetes (k8s) at scale.",
                           posted_at=POSTED - timedelta(days=20)),
            normalized_job(title="Store Manager", description_text="Python is not needed here."),
        ],
    )  # fmt: skip


def test_it_finds_jobs_by_title_description_and_skills(board):
    assert titles(keyword="python", country="us") == ["Senior Python Developer", "Data Engineer"]
    assert titles(keyword="go", country="us") == ["Golang Engineer"]
    assert titles(keyword="k8s") == ["Site Reliability Engineer"]
    assert titles(keyword="C++") == ["C++ Developer"]


def test_it_ands_words_and_understands_or(board):
    assert titles(keyword="python spark") == ["Data Engineer"]
    assert sorted(titles(keyword="Java OR Golang")) == ["Golang Engineer", "Java Developer"]


def test_it_ranks_title_matches_first_then_newest(board):
    assert titles(keyword="developer", country="us") == ["Java Developer", "Senior Python Developer"]
    # 'python' in the title beats 'python' in a newer job's description
    assert titles(keyword="python")[0] == "Senior Python Developer"


def test_an_empty_keyword_lists_every_it_job_newest_first(board):
    found = titles(country="us")
    assert len(found) == 5
    assert "Store Manager" not in found
    assert found[-1] == "Site Reliability Engineer"


def test_it_filters_by_location_prefix_and_treats_the_country_name_as_all(board):
    assert titles(location="austin") == ["Java Developer"]
    assert titles(location="Aus") == ["Java Developer"]
    assert titles(location="tx") == ["Java Developer"]
    assert len(titles(location="US", country="us")) == 5
    assert titles(location="London", country="gb") == ["C++ Developer"]


def test_remote_as_keyword_or_location_finds_remote_jobs(board):
    assert titles(keyword="Remote") == ["Golang Engineer"]
    assert titles(location="Remote", country="us") == ["Golang Engineer"]
    assert titles(keyword="engineer", remote=True) == ["Golang Engineer"]
    assert "Golang Engineer" not in titles(keyword="engineer", remote=False)
    assert titles(keyword="engineer", remote=False)


def test_it_filters_by_salary_type_source_and_age(board):
    assert titles(min_salary=110_000) == ["Java Developer"]  # not a salary step: the ORM path
    assert titles(min_salary=120_000) == ["Java Developer"]  # a step: the filter word
    assert titles(min_salary=150_000) == []  # its minimum decides, not its maximum
    assert titles(employment_type="CONTRACTOR") == ["Golang Engineer"]
    assert titles(source="jsearch") == ["Golang Engineer"]
    assert "Site Reliability Engineer" not in titles(posted_within_days=7)


def test_it_pages_results(board):
    first = job_search(query=JobQuery(country="us", page_size=2), now=NOW)
    third = job_search(query=JobQuery(country="us", page_size=2, page=3), now=NOW)
    assert (first.total, first.pages) == (5, 3)
    assert len(third.jobs) == 1
    beyond = job_search(query=JobQuery(country="us", page_size=2, page=9), now=NOW)
    assert beyond.jobs == []


def test_expired_jobs_are_not_found(board):
    assert titles(keyword="python", country="us")
    jobs_expire(now=NOW + timedelta(days=365))
    assert job_search(query=JobQuery(keyword="python"), now=NOW + timedelta(days=365)).total == 0


def test_an_ingest_clears_out_expired_jobs(board, settings):
    later = NOW + timedelta(days=settings.JOB_EXPIRE_DAYS + 1)
    jobs_ingest(jobs=[normalized_job(title="Rust Engineer")], now=later)
    assert titles(keyword="engineer") == ["Rust Engineer"]


def test_counts_stop_at_the_count_limit(board, settings):
    settings.JOBS_SEARCH_COUNT_LIMIT = 3
    found = job_search(query=JobQuery(country="us", page_size=2), now=NOW)
    assert (found.total, found.total_exact, found.pages) == (3, False, 2)
    assert len(found.jobs) == 2
    exact = job_search(query=JobQuery(keyword="python", country="us"), now=NOW)
    assert (exact.total, exact.total_exact) == (2, True)
