"""jobs_expire: jobs not seen for JOB_EXPIRE_DAYS close (kept, out of search) and are purged
JOB_CLOSED_KEEP_DAYS later; a duplicate takes over from its closed job (decision 0021)."""

from datetime import timedelta

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, job_get, job_search, jobs_for_sitemap
from itjobs.jobs.services import jobs_close, jobs_expire, jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def _found(keyword: str, *, now) -> list[str]:
    return [job.id for job in job_search(query=JobQuery(keyword=keyword, country="us"), now=now).jobs]


def test_it_closes_jobs_not_seen_for_the_configured_days_and_keeps_them(settings):
    settings.JOB_EXPIRE_DAYS = 7
    old, fresh = normalized_job(), normalized_job()
    jobs_ingest(jobs=[old, fresh], now=NOW)
    jobs_ingest(jobs=[fresh], now=NOW + timedelta(days=5))
    assert jobs_expire(now=NOW + timedelta(days=6)) == 0
    closed_at = NOW + timedelta(days=8)
    assert jobs_expire(now=closed_at) == 1
    assert jobs_expire(now=closed_at + timedelta(hours=1)) == 0  # closed once, not again
    kept = Job.objects.get(id=old.id)
    assert kept.closed_at == closed_at
    assert not kept.is_listed
    assert "listed" not in kept.search_tags.split()
    assert not kept.is_open(now=closed_at)
    assert _found("python", now=closed_at) == [fresh.id]
    assert [job.id for job in jobs_for_sitemap(now=closed_at)] == [fresh.id]


def test_closed_jobs_are_purged_after_the_keep_days(settings):
    settings.JOB_EXPIRE_DAYS = 7
    settings.JOB_CLOSED_KEEP_DAYS = 60
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    jobs_close([job.id], now=NOW + timedelta(days=1))
    jobs_expire(now=NOW + timedelta(days=60, hours=23))
    assert Job.objects.filter(id=job.id).exists()
    jobs_expire(now=NOW + timedelta(days=61))
    assert not Job.objects.filter(id=job.id).exists()


def test_a_live_duplicate_is_shown_when_its_job_expires(settings):
    settings.JOB_EXPIRE_DAYS = 7
    adzuna = normalized_job(title="Cloud Engineer", company_name="Hooli")
    jsearch = jsearch_job(title="Cloud Engineer", company_name="Hooli")
    jobs_ingest(jobs=[adzuna, jsearch], now=NOW)
    jobs_ingest(jobs=[jsearch], now=NOW + timedelta(days=5))
    assert jobs_expire(now=NOW + timedelta(days=8)) == 1
    survivor = Job.objects.get(id=jsearch.id)
    assert survivor.duplicate_of_id is None
    assert survivor.is_listed
    assert survivor.seen_on == [{"source": "jsearch", "publisher": "LinkedIn"}]
    # The closed job's address leads to the same job, still listed on another site.
    assert job_get(job_id=adzuna.id) == survivor


def test_jobs_close_takes_jobs_out_at_once_and_a_live_duplicate_takes_over(settings):
    adzuna = normalized_job(title="Cloud Engineer", company_name="Hooli")
    jsearch = jsearch_job(title="Cloud Engineer", company_name="Hooli")
    other = normalized_job()
    jobs_ingest(jobs=[adzuna, jsearch, other], now=NOW)
    assert jobs_close([adzuna.id, "adzuna-unknown"], now=NOW + timedelta(hours=1)) == 1
    assert Job.objects.get(id=adzuna.id).closed_at == NOW + timedelta(hours=1)
    assert Job.objects.get(id=jsearch.id).is_listed
    assert set(Job.objects.filter(is_listed=True).values_list("id", flat=True)) == {jsearch.id, other.id}
    assert jobs_close([adzuna.id], now=NOW + timedelta(hours=2)) == 0  # already closed
    assert jobs_close([], now=NOW) == 0
