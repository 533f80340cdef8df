"""The upsert stores each value as the ORM would, though most skip the field's preparation."""

from datetime import timedelta
from decimal import Decimal

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
