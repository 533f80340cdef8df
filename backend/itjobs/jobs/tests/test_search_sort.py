"""Sort by relevance (title matches first, then newest), newest, or salary (highest yearly minimum first)."""

from datetime import timedelta

import pytest

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


@pytest.fixture
def board():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Python Developer", posted_at=POSTED - timedelta(days=3), salary_min=90_000.0,
                           salary_period="YEAR"),
            normalized_job(title="Data Engineer", description_text="Python and Spark", posted_at=POSTED,
                           salary_min=150_000.0, salary_period="YEAR"),
            normalized_job(title="QA Engineer", description_text="Python tests", posted_at=POSTED - timedelta(days=1)),
        ],
    )  # fmt: skip


@pytest.mark.parametrize(
    ("sort", "titles"),
    [("relevance", ["Python Developer", "Data Engineer", "QA Engineer"]),
     ("newest", ["Data Engineer", "QA Engineer", "Python Developer"]),
     ("salary", ["Data Engineer", "Python Developer", "QA Engineer"])],
)  # fmt: skip
def test_it_sorts_as_asked(board, sort, titles):
    assert [job.title for job in job_search(query=JobQuery(keyword="python", sort=sort), now=NOW).jobs] == titles
