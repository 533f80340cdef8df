"""A job table that outgrew its planner statistics is analyzed between ingest batches (PostgreSQL)."""

from datetime import timedelta

import pytest
from django.db import connection

from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.services.upsert import analyze_if_grown

from .factories import POSTED, normalized_job

pytestmark = [
    pytest.mark.skipif(connection.vendor != "postgresql", reason="PostgreSQL's planner statistics"),
    pytest.mark.django_db(transaction=True),  # row counts reach the statistics when a transaction commits
]


def _analyzed_rows() -> float:
    with connection.cursor() as cursor:
        cursor.execute("SELECT reltuples FROM pg_class WHERE relname = 'jobs_job'")
        return float(cursor.fetchone()[0])


def test_a_table_twice_its_statistics_is_analyzed():
    jobs_ingest(jobs=[normalized_job() for _ in range(1_200)], now=POSTED + timedelta(hours=1))
    assert _analyzed_rows() == 1_200  # after the third batch of 500: over 2 x 0 + 1,000


def test_a_table_its_statistics_describe_is_left_alone():
    jobs_ingest(jobs=[normalized_job() for _ in range(300)], now=POSTED + timedelta(hours=1))
    assert _analyzed_rows() < 0  # never analyzed: 300 is not over 1,000
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE jobs_job")
    jobs_ingest(jobs=[normalized_job() for _ in range(300)], now=POSTED + timedelta(hours=2))
    analyze_if_grown()
    assert _analyzed_rows() == 300  # 600 rows is not over 2 x 300 + 1,000
