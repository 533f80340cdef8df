"""PostgreSQL: the job table keeps only the indexes something reads; every index is work for each
ingested row (migration 0016 dropped Django's LIKE-prefix twins of the id and duplicate_of)."""

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


def test_no_prefix_pattern_indexes_on_jobs():
    if connection.vendor != "postgresql":
        pytest.skip("the pattern-ops indexes are PostgreSQL's")
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs_job'")
        indexes = dict(cursor.fetchall())
    assert "jobs_job_pkey" in indexes
    assert [name for name, definition in indexes.items() if "varchar_pattern_ops" in definition] == []
