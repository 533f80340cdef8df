"""A job of a source the crawl plan re-reads leaves search after JOB_UNCONFIRMED_DAYS without a
call listing it, as 'not seen lately': not called closed, and back without a 'Reposted' mark when a
source lists it again (decision 0022). Other sources' jobs keep JOB_EXPIRE_DAYS."""

import re
from datetime import timedelta

import pytest

from itjobs.jobs.head import JOB_PAGE_PATTERN, job_page_head
from itjobs.jobs.models import Job
from itjobs.jobs.presenters import job_card, job_status
from itjobs.jobs.selectors import JobQuery, job_get, job_search
from itjobs.jobs.seo import job_path
from itjobs.jobs.services import jobs_close, jobs_expire, jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


@pytest.fixture(autouse=True)
def _adzuna_is_swept(settings):
    settings.JOB_UNCONFIRMED_SOURCES = ["adzuna"]
    settings.JOB_UNCONFIRMED_DAYS = 3
    settings.JOB_EXPIRE_DAYS = 30


def _found(*, now) -> list[str]:
    return sorted(job.id for job in job_search(query=JobQuery(keyword="python", country="us"), now=now).jobs)


def test_a_swept_sources_job_leaves_search_after_its_window_and_is_not_called_closed():
    swept, other = normalized_job(), jsearch_job()
    jobs_ingest(jobs=[swept, other], now=NOW)
    assert Job.objects.get(id=swept.id).expires_at == NOW + timedelta(days=3)
    assert Job.objects.get(id=other.id).expires_at == NOW + timedelta(days=30)

    later = NOW + timedelta(days=3, hours=1)
    assert jobs_expire(now=later) == 1
    assert _found(now=later) == [other.id]
    row = Job.objects.get(id=swept.id)
    assert (row.closed_at, row.is_listed, row.not_seen_lately) == (later, False, True)
    assert job_card(row)["not_seen_lately"] is True
    assert job_status(row) == 410  # out of search on purpose, like a closed job


def test_listed_again_it_comes_back_without_a_repost_mark():
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    jobs_expire(now=NOW + timedelta(days=4))
    back = NOW + timedelta(days=6)
    stats = jobs_ingest(jobs=[job], now=back)
    assert stats.reposted == 0
    assert stats.changed == 1  # listed again: the search caches must follow
    row = Job.objects.get(id=job.id)
    assert (row.closed_at, row.reposted_at, row.is_listed, row.first_seen) == (None, None, True, NOW)
    assert row.expires_at == back + timedelta(days=3)
    assert _found(now=back) == [job.id]


def test_a_new_id_with_its_title_company_and_place_is_not_a_repost_but_the_old_address_leads_to_it():
    old = normalized_job(title="Python Developer", company_name="Initech")
    jobs_ingest(jobs=[old], now=NOW)
    jobs_expire(now=NOW + timedelta(days=4))
    again = normalized_job(title="Python Developer", company_name="Initech")
    assert jobs_ingest(jobs=[again], now=NOW + timedelta(days=5)).reposted == 0
    assert Job.objects.get(id=again.id).reposted_at is None
    assert job_get(job_id=old.id) == Job.objects.get(id=again.id)


def test_a_job_seen_to_close_is_closed_and_its_return_is_a_repost():
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    jobs_close([job.id], now=NOW + timedelta(days=1))  # a sweep showed it gone
    assert Job.objects.get(id=job.id).not_seen_lately is False
    assert jobs_ingest(jobs=[job], now=NOW + timedelta(days=2)).reposted == 1


def test_a_job_already_out_as_not_seen_then_seen_to_close_stays_not_seen():
    """jobs_close only closes open jobs: a job out of search keeps what it left as."""
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    jobs_expire(now=NOW + timedelta(days=4))
    jobs_close([job.id], now=NOW + timedelta(days=5))
    assert Job.objects.get(id=job.id).not_seen_lately is True


def test_a_stated_deadline_before_the_window_closes_it_for_real():
    job = normalized_job(valid_through=NOW + timedelta(days=2))
    jobs_ingest(jobs=[job], now=NOW)
    jobs_expire(now=NOW + timedelta(days=2, hours=1))
    row = Job.objects.get(id=job.id)
    assert row.closed_at is not None
    assert row.not_seen_lately is False


def test_the_page_head_says_not_seen_lately_with_the_last_day_a_source_listed_it():
    job = normalized_job(title="Python Developer", company_name="Initech")
    jobs_ingest(jobs=[job], now=NOW)
    jobs_expire(now=NOW + timedelta(days=4))
    path = job_path(job_id=job.id, title=job.title, company_name=job.company_name)
    match = re.match(JOB_PAGE_PATTERN, path)
    assert match is not None
    head = job_page_head(match)
    assert head.status == 410
    assert head.robots == "noindex"
    assert head.title == "Not seen lately: Python Developer at Initech"
    assert head.description == "No source has listed this job since November 2, 2026. See similar open jobs."


def test_without_the_setting_every_source_keeps_the_full_expiry(settings):
    settings.JOB_UNCONFIRMED_SOURCES = []
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    row = Job.objects.get(id=job.id)
    assert (row.expires_at, row.expires_unconfirmed) == (NOW + timedelta(days=30), False)
