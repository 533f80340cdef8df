"""The whole phrase in a title ranks above its words apart, on whichever engine runs the tests."""

from datetime import timedelta

import pytest

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)
# Titles from the oldest to the newest (a day apart).
BOARD = ("Data Engineer", "Senior Data Engineer", "GCP Data Platform Engineer", "Software Engineer")


@pytest.fixture
def board():
    listed = [NOW - timedelta(days=days) for days in range(len(BOARD) - 1, -1, -1)]
    text = {"Software Engineer": "Data pipelines."}
    records = [
        normalized_job(title=t, posted_at=at, description_text=text.get(t, ""))
        for t, at in zip(BOARD, listed, strict=True)
    ]
    jobs_ingest(now=NOW, jobs=records)


def titles(**query) -> list[str]:
    return [job.title for job in job_search(query=JobQuery(**query), now=NOW).jobs]


def test_the_phrase_in_the_title_comes_first_then_the_words_apart_then_the_rest(board):
    assert titles(keyword="data engineer") == [
        "Senior Data Engineer", "Data Engineer", "GCP Data Platform Engineer", "Software Engineer"
    ]  # fmt: skip


def test_pages_follow_the_same_tiers(board):
    pages = [titles(keyword="data engineer", page=page, page_size=1) for page in (1, 2, 3, 4)]
    assert pages == [["Senior Data Engineer"], ["Data Engineer"], ["GCP Data Platform Engineer"], ["Software Engineer"]]


def test_sorting_by_salary_keeps_no_tiers_and_one_word_has_no_phrase(board):
    assert titles(keyword="engineer")[0] == "Software Engineer"  # newest title match
    assert titles(keyword="data engineer", sort="newest")[0] == "Software Engineer"


def test_a_search_through_the_orm_ranks_the_same():
    paid = {"salary_min": 100_000, "salary_max": 120_000, "salary_period": "YEAR", "salary_currency": "USD"}
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Data Engineer", posted_at=NOW - timedelta(days=2), **paid),
            normalized_job(title="Data Platform Engineer", posted_at=NOW - timedelta(days=1), **paid),
        ],
    )

    # 95,000 is no salary step: SQLite filters it through the ORM.
    assert titles(keyword="data engineer", min_salary=95_000) == ["Data Engineer", "Data Platform Engineer"]
