"""Typo tolerance: one edit from 5 letters, two from 9, only when the words as typed find nothing."""

from datetime import timedelta

import pytest

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.spelling import max_edits

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


@pytest.fixture
def board():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Python Developer", description_text=""),
            normalized_job(title="DevOps Engineer", description_text=""),
            normalized_job(title="Data Scientist", description_text=""),
            normalized_job(title="Kubernetes Administrator", description_text=""),
            normalized_job(title="Java Developer", description_text="We never use pyhton here."),
        ],
    )


@pytest.mark.parametrize(
    ("keyword", "corrected", "title"),
    [("devpos engineer", "devops engineer", "DevOps Engineer"), ("Data Scientst", "Data scientist", "Data Scientist"),
     ("kubernets", "kubernetes", "Kubernetes Administrator"), ("kubrenetis", "kubernetes", "Kubernetes Administrator")],
)  # fmt: skip
def test_a_word_with_a_typo_finds_the_jobs_and_says_what_it_searched(board, keyword, corrected, title):
    page = job_search(query=JobQuery(keyword=keyword), now=NOW)
    assert page.corrected_keyword == corrected
    assert [job.title for job in page.jobs] == [title]


def test_an_exact_match_wins_over_a_correction(board):
    page = job_search(query=JobQuery(keyword="pyhton"), now=NOW)
    assert page.corrected_keyword is None
    assert [job.title for job in page.jobs] == ["Java Developer"]


def test_exact_searches_the_words_as_typed(board):
    page = job_search(query=JobQuery(keyword="devpos", correct=False, rescue=False), now=NOW)
    assert page.total == 0
    assert page.corrected_keyword is None


def test_short_words_are_not_corrected():
    assert [max_edits(word) for word in ("java", "pyton", "kubernets", "c1234")] == [0, 1, 2, 0]


def test_the_words_of_a_keyword_are_corrected_against_one_read_of_the_vocabulary(board):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    job_search(query=JobQuery(keyword="devpos enginer"), now=NOW)  # the vocabulary loaded
    with CaptureQueriesContext(connection) as context:
        page = job_search(query=JobQuery(keyword="Scientst dataa"), now=NOW)

    assert page.corrected_keyword == "scientist data"
    reads = [query for query in context.captured_queries if 'FROM "jobs_searchterm"' in query["sql"]]
    assert len(reads) == 1  # its size (is it the same vocabulary?), once for both words
