"""The full-text index follows the table: inserts, updates and deletes; lost SQLite triggers come back."""

from datetime import timedelta

import pytest
from django.db import connection

from itjobs.jobs.index import ensure_schema
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


@pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite keeps the index with triggers")
def test_missing_triggers_are_recreated_and_the_index_rebuilt():
    record = normalized_job(title="Kotlin Developer")
    jobs_ingest(jobs=[record], now=NOW)
    with connection.cursor() as cursor:
        cursor.execute("DROP TRIGGER jobs_job_fts_ai")
        cursor.execute("INSERT INTO jobs_job_fts(jobs_job_fts) VALUES ('delete-all')")
    assert found("kotlin") == []
    ensure_schema(connection)
    assert found("kotlin") == [record.id]
    other = normalized_job(title="Scala Developer")
    jobs_ingest(jobs=[other], now=NOW)
    assert found("scala") == [other.id]
