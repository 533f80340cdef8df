"""jobs_expire: jobs not seen for JOB_EXPIRE_DAYS go; a duplicate takes over from its expired job."""

from datetime import timedelta

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_close, jobs_expire, jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def test_it_deletes_jobs_not_seen_for_the_configured_days(settings):
    settings.JOB_EXPIRE_DAYS = 7
    old, fresh = normalized_job(), normalized_job()
    jobs_ingest(jobs=[old, fresh], now=NOW)
    jobs_ingest(jobs=[fresh], now=NOW + timedelta(days=5))
    assert jobs_expire(now=NOW + timedelta(days=6)) == 0
    assert jobs_expire(now=NOW + timedelta(days=8)) == 1
    assert list(Job.objects.values_list("id", flat=True)) == [fresh.id]


def test_a_live_duplicate_is_shown_when_its_job_expires(settings):
    settings.JOB_EXPIRE_DAYS = 7
    adzuna = normalized_job(title="Cloud Engineer", company_name="Hooli")
    jsearch = jsearch_job(title="Cloud Engineer", company_name="Hooli")
    jobs_ingest(jobs=[adzuna, jsearch], now=NOW)
    jobs_ingest(jobs=[jsearch], now=NOW + timedelta(days=5))
    assert jobs_expire(now=NOW + timedelta(days=8)) == 1
    survivor = Job.objects.get()
    assert survivor.id == jsearch.id
    assert survivor.duplicate_of_id is None
    assert survivor.seen_on == [{"source": "jsearch", "publisher": "LinkedIn"}]


def test_jobs_close_takes_jobs_out_at_once_and_a_live_duplicate_takes_over(settings):
    adzuna = normalized_job(title="Cloud Engineer", company_name="Hooli")
    jsearch = jsearch_job(title="Cloud Engineer", company_name="Hooli")
    other = normalized_job()
    jobs_ingest(jobs=[adzuna, jsearch, other], now=NOW)
    assert jobs_close([adzuna.id, "adzuna-unknown"], now=NOW + timedelta(hours=1)) == 1
    assert set(Job.objects.values_list("id", flat=True)) == {jsearch.id, other.id}
    assert Job.objects.get(id=jsearch.id).is_listed
    assert jobs_close([], now=NOW) == 0
