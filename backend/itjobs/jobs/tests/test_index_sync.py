"""The full-text index follows the table: inserts, updates and deletes."""

from datetime import timedelta

import pytest

from itjobs.jobs.index.text import document
from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def found(keyword: str) -> list[str]:
    return [job.id for job in job_search(query=JobQuery(keyword=keyword), now=NOW).jobs]


def test_updates_and_deletes_reach_the_index():
    record = normalized_job(title="Python Developer")
    jobs_ingest(jobs=[record], now=NOW)
    job = Job.objects.get()
    job.title, job.search_title = "Elixir Developer", document("Elixir Developer")
    job.search_extra = document(job.company_name)  # the skills said Python
    job.save()
    assert found("elixir") == [record.id]
    assert found("python") == []
    job.delete()
    assert found("elixir") == []


@pytest.mark.parametrize("word", ["2e5e6", "x" * 250])
def test_a_word_is_found_as_written(word):
    """The index holds our words as they are: PostgreSQL's parser would read '2e5e6' as two words,
    and refuses one over 2,047 bytes (a run of letters is cut into words of 100)."""
    record = normalized_job(title=f"Developer {word}")
    jobs_ingest(jobs=[record], now=NOW)
    assert found(word) == [record.id]
    assert found("x" * 100) == ([record.id] if word.startswith("x") else [])
