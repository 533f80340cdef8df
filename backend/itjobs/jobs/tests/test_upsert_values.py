"""The upsert stores each value as the ORM would, though most skip the field's preparation."""

from datetime import datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest

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
