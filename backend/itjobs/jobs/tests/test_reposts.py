"""A closed job a source lists again reopens and is marked reposted: the same id, or a new id with a
closed job's title + company + place. Only what ingest observed (decision 0021)."""

from datetime import timedelta

import pytest

from itjobs.jobs.models import Job
from itjobs.jobs.search_cache import search_generation
from itjobs.jobs.selectors import JobQuery, job_get, job_search
from itjobs.jobs.services import jobs_close, jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def _found(*, now) -> list[str]:
    return [job.id for job in job_search(query=JobQuery(keyword="python", country="us"), now=now).jobs]


def test_the_same_id_listed_again_reopens_as_reposted():
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    jobs_close([job.id], now=NOW + timedelta(days=1))
    assert _found(now=NOW + timedelta(days=1)) == []
    generation = search_generation()
    back = NOW + timedelta(days=3)
    stats = jobs_ingest(jobs=[job], now=back)  # the very record it was: still a change search shows
    assert stats.reposted == 1
    assert search_generation() != generation
    row = Job.objects.get(id=job.id)
    assert (row.closed_at, row.reposted_at, row.first_seen) == (None, back, NOW)
    assert row.is_listed
    assert _found(now=back) == [job.id]
    # Seen again while open: still reposted, not reposted again.
    assert jobs_ingest(jobs=[job], now=back + timedelta(days=1)).reposted == 0
    assert Job.objects.get(id=job.id).reposted_at == back


def test_a_new_id_for_a_closed_job_is_reposted_and_the_old_address_leads_to_it():
    old = normalized_job(title="Data Engineer", company_name="Initech")
    jobs_ingest(jobs=[old], now=NOW)
    jobs_close([old.id], now=NOW + timedelta(days=1))
    again = normalized_job(title="Data Engineer", company_name="Initech")
    back = NOW + timedelta(days=4)
    assert jobs_ingest(jobs=[again], now=back).reposted == 1
    new = Job.objects.get(id=again.id)
    assert (new.reposted_at, new.first_seen, new.is_listed) == (back, back, True)
    assert job_get(job_id=old.id) == new


def test_a_new_id_of_a_job_still_open_elsewhere_is_not_a_repost():
    adzuna = normalized_job(title="Cloud Engineer", company_name="Hooli")
    jobs_ingest(jobs=[adzuna], now=NOW)
    jsearch = jsearch_job(title="Cloud Engineer", company_name="Hooli")
    assert jobs_ingest(jobs=[jsearch], now=NOW + timedelta(days=1)).reposted == 0
    assert not Job.objects.filter(reposted_at__isnull=False).exists()


def test_a_job_never_closed_is_never_reposted():
    job = normalized_job()
    jobs_ingest(jobs=[job], now=NOW)
    assert jobs_ingest(jobs=[job], now=NOW + timedelta(days=2)).reposted == 0
    assert Job.objects.get(id=job.id).reposted_at is None
