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


@pytest.mark.parametrize("word", ["2e5e6", "x" * 250])
def test_a_word_is_found_as_written(word):
    """The index holds our words as they are: PostgreSQL's parser would read '2e5e6' as two words,
    and refuses one over 2,047 bytes (a run of letters is cut into words of 100)."""
    record = normalized_job(title=f"Developer {word}")
    jobs_ingest(jobs=[record], now=NOW)
    assert found(word) == [record.id]
    assert found("x" * 100) == ([record.id] if word.startswith("x") else [])


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's vectors are generated columns")
def test_vectors_of_an_older_expression_are_made_again():
    record = normalized_job(title="Kotlin Developer")
    jobs_ingest(jobs=[record], now=NOW)
    with connection.cursor() as cursor:  # the vector as it was generated before 2026-12-06
        cursor.execute("ALTER TABLE jobs_job DROP COLUMN title_vector")
        cursor.execute(
            "ALTER TABLE jobs_job ADD COLUMN title_vector tsvector "
            "GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_title)) STORED"
        )
    ensure_schema(connection)
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT generation_expression FROM information_schema.columns "
            "WHERE table_name = 'jobs_job' AND column_name = 'title_vector'"
        )
        assert "array_to_tsvector" in cursor.fetchone()[0]
        cursor.execute("SELECT count(*) FROM pg_indexes WHERE indexname = 'jobs_job_gin_us'")
        assert cursor.fetchone()[0] == 1
    assert found("kotlin") == [record.id]


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's vectors are generated columns")
def test_vectors_of_the_current_expression_are_left_as_they_are():
    # Every migrate runs ensure_schema: making the vectors again rewrites the whole table and rebuilds
    # its GIN indexes (4 minutes at a million jobs), and leaves them without planner statistics.
    def columns_and_indexes() -> list[tuple[str, int]]:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT attname, attnum FROM pg_attribute WHERE attrelid = 'jobs_job'::regclass "
                "AND attname LIKE '%%_vector' UNION ALL SELECT relname, oid::int FROM pg_class "
                "WHERE relname LIKE 'jobs_job_gin_%%' ORDER BY 1"
            )
            return list(cursor.fetchall())

    before = columns_and_indexes()
    ensure_schema(connection)
    assert columns_and_indexes() == before


@pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's sample indexes")
def test_a_sample_index_of_the_keywords_alone_is_built_again_over_every_vector():
    with connection.cursor() as cursor:  # the sample's index as it was before 2026-12-06 (decision 0025)
        cursor.execute("DROP INDEX jobs_job_gin_us_sample")
        cursor.execute(
            "CREATE INDEX jobs_job_gin_us_sample ON jobs_job USING GIN (kw_vector) "
            "WHERE is_listed AND country_code = 'us' AND mod(search_rowid, 16) = 0"
        )
    ensure_schema(connection)
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'jobs_job_gin_us_sample'")
        assert "tags_vector" in cursor.fetchone()[0]
