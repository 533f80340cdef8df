"""A deadline is shown only when the source or the employer states one.

'Apply by' and JobPosting validThrough once read 'last seen + 30 days' for every job: our
housekeeping date, not the employer's. Now: the source's stated deadline, else (for an employer's
direct post) the date the site takes the post down, else nothing.
"""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest

from .factories import jsearch_job, normalized_job
from .test_job_page_head import json_ld

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 11, 20, 9, 0, tzinfo=UTC)


def test_a_job_whose_source_states_no_deadline_has_none(client):
    job = normalized_job(posted_at=NOW - timedelta(days=24))
    jobs_ingest(jobs=[job], now=NOW)

    assert client.get(f"/api/jobs/{job.id}").json()["valid_through"] is None
    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert "validThrough" not in posting


def test_a_deadline_the_source_states_is_shown_and_published(client):
    closes = NOW + timedelta(days=12)
    job = jsearch_job(valid_through=closes)
    jobs_ingest(jobs=[job], now=NOW)

    data = client.get(f"/api/jobs/{job.id}").json()
    assert data["valid_through"] == "2026-12-02T09:00:00Z"
    assert data["listed_until"] is None
    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert posting["validThrough"] == closes.isoformat()


def test_a_job_leaves_the_index_at_its_stated_deadline():
    job = jsearch_job(valid_through=NOW + timedelta(days=3))
    jobs_ingest(jobs=[job], now=NOW)

    assert Job.objects.get(id=job.id).expires_at == NOW + timedelta(days=3)  # not NOW + 30 days
    jobs_ingest(jobs=[], now=NOW + timedelta(days=3, seconds=1))
    assert not Job.objects.get(id=job.id).is_listed  # closed, kept for its page (decision 0021)


def test_a_direct_post_states_the_date_the_site_takes_it_down(client):
    job = normalized_job(source="direct", source_id="7", publisher="IT Jobs Info")
    jobs_ingest(jobs=[job], now=NOW)
    ends = NOW + timedelta(days=30)
    Job.objects.filter(id=job.id).update(expires_at=ends)  # as employers/search.py does on publishing

    data = client.get(f"/api/jobs/{job.id}").json()
    assert data["valid_through"] is None  # the employer stated no deadline
    assert data["listed_until"] == "2026-12-20T09:00:00Z"
    (posting,) = json_ld(client.get(f"/jobs/{job.id}").content.decode())
    assert posting["validThrough"] == ends.isoformat()
