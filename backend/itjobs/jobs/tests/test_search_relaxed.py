"""A search that finds nothing asks for less, and says what it left out."""

from datetime import timedelta

import pytest

from itjobs.jobs.selectors import FEW_REMOTE_JOBS, JobQuery, Relaxed, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


@pytest.fixture
def board():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Python Developer", city="Seattle", region="WA", location_text="Seattle, WA"),
            normalized_job(title="Python Developer", city=None, region=None, location_text="Remote", remote=True),
            normalized_job(title="Java Developer", city="Boise", region="ID", location_text="Boise, ID"),
        ],
    )


def test_no_jobs_in_the_place_shows_remote_ones(board):
    remote = {"city": None, "region": None, "location_text": "Remote", "remote": True}
    jobs_ingest(now=NOW, jobs=[normalized_job(title="Python Developer", **remote) for _ in range(FEW_REMOTE_JOBS)])

    page = job_search(query=JobQuery(keyword="python developer", location="Boise, ID", country="us"), now=NOW)

    assert page.relaxed == Relaxed(location="Boise, ID", remote_instead=True)
    assert {job.location_text for job in page.jobs} == {"Remote"}


def test_few_remote_jobs_give_way_to_the_whole_country(board):
    page = job_search(query=JobQuery(keyword="python developer", location="Boise, ID", country="us"), now=NOW)

    assert page.relaxed == Relaxed(location="Boise, ID")
    assert sorted(job.location_text for job in page.jobs) == ["Remote", "Seattle, WA"]


def test_words_that_find_nothing_are_left_out(board):
    page = job_search(query=JobQuery(keyword="cobol rockstar developer", location="Boise", country="us"), now=NOW)
    assert page.relaxed == Relaxed(dropped_words=("cobol", "rockstar"))
    assert [job.title for job in page.jobs] == ["Java Developer"]


def test_one_word_is_left_out_when_each_finds_jobs_but_not_together(board):
    page = job_search(query=JobQuery(keyword="java python", country="us"), now=NOW)
    assert page.relaxed is not None
    assert page.relaxed.dropped_words in {("java",), ("python",)}
    assert page.total == 1  # the closest: the word whose jobs are fewest is kept


def test_nothing_related_at_all_is_a_plain_empty_answer(board):
    page = job_search(query=JobQuery(keyword="zzzz qqqq"), now=NOW)
    assert (page.total, page.relaxed, page.corrected_keyword) == (0, None, None)
