"""The upsert stores each value as the ORM would, though most skip the field's preparation."""

from datetime import datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.services.rows import job_row
from itjobs.jobs.services.upsert import upsert_jobs

from .factories import POSTED, normalized_job

pytestmark = pytest.mark.django_db


def test_values_of_another_type_are_prepared_by_their_field():
    record = normalized_job(salary_min=Decimal("95000.50"), salary_max=120000)
    jobs_ingest(jobs=[record], now=POSTED + timedelta(hours=1))
    job = Job.objects.get(id=record.id)
    assert (job.salary_min, job.salary_max) == (95000.5, 120000.0)
    assert job.skills == ["Python", "Django", "PostgreSQL"]  # JSON, always prepared
    assert job.posted_at == record.posted_at


def test_a_date_in_another_time_zone_is_stored_as_the_same_moment():
    posted = datetime(2026, 11, 20, 9, 30, tzinfo=ZoneInfo("America/Los_Angeles"))
    record = normalized_job(posted_at=posted)
    jobs_ingest(jobs=[record], now=posted + timedelta(days=1))
    job = Job.objects.get(id=record.id)
    assert (job.posted_at, job.listed_at) == (posted, posted)
    assert job.posted_at is not None
    assert job.posted_at.utcoffset() == timedelta(0)  # read back in UTC, on both engines


def test_a_new_job_another_writer_added_meanwhile_is_rewritten_not_refused():
    # Read as new by this batch, written by another process before this batch writes it: on
    # PostgreSQL the straight COPY of new rows meets its id and the batch goes through the upsert.
    record = normalized_job(title="Rust Developer")
    jobs_ingest(jobs=[record], now=POSTED)
    later = POSTED + timedelta(hours=1)
    changed = normalized_job(source_id=record.source_id, title="Rust Engineer")
    row = job_row(changed, now=later, first_seen=later)
    other = job_row(normalized_job(title="Go Developer"), now=POSTED, first_seen=POSTED)

    upsert_jobs([row, other], new_ids={row.id, other.id})

    job = Job.objects.get(id=record.id)
    assert (job.title, job.first_seen) == ("Rust Engineer", POSTED)  # rewritten, first sighting kept
    assert Job.objects.filter(id=other.id, title="Go Developer").exists()
