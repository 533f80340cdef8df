"""The same job from several records (same title + company) is listed once, with every source."""

from datetime import timedelta

import pytest

from itjobs.jobs.dedupe import dedupe_key
from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, job_get, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def test_the_key_ignores_case_punctuation_decorations_and_company_suffixes():
    assert dedupe_key(title="Senior Python Developer (Remote)", company="ACME, Inc.") == dedupe_key(
        title="senior python developer", company="Acme"
    )
    assert dedupe_key(title="Python Developer", company="Acme") != dedupe_key(title="Java Developer", company="Acme")


def test_without_a_company_the_location_keeps_jobs_apart():
    assert dedupe_key(title="Developer", company=None, location="Austin") != dedupe_key(
        title="Developer", company=None, location="Boston"
    )


def test_it_collapses_the_same_job_across_sources():
    adzuna = normalized_job(title="Python Developer", company_name="Acme Inc")
    jsearch = jsearch_job(title="Python Developer (Remote)", company_name="ACME")
    stats = jobs_ingest(jobs=[adzuna, jsearch], now=NOW)
    assert stats.duplicates == 1
    found = job_search(query=JobQuery(keyword="python"), now=NOW)
    assert [job.id for job in found.jobs] == [adzuna.id]
    assert found.jobs[0].seen_on == [
        {"source": "adzuna", "publisher": "Adzuna"},
        {"source": "jsearch", "publisher": "LinkedIn"},
    ]
    # the duplicate's own id still opens the job that is shown
    shown = job_get(job_id=jsearch.id)
    assert shown is not None
    assert shown.id == adzuna.id


def test_it_collapses_one_job_published_twice_within_a_source():
    linkedin = jsearch_job(title="Data Engineer", company_name="Globex", publisher="LinkedIn")
    indeed = jsearch_job(title="Data Engineer", company_name="Globex", publisher="Indeed")
    jobs_ingest(jobs=[linkedin], now=NOW)
    jobs_ingest(jobs=[indeed], now=NOW + timedelta(hours=1))
    shown = Job.objects.get(duplicate_of__isnull=True)
    assert shown.id == linkedin.id
    assert [entry["publisher"] for entry in shown.seen_on] == ["LinkedIn", "Indeed"]


def test_re_ingesting_keeps_the_same_job_shown():
    first = normalized_job(title="Go Developer", company_name="Initech")
    second = jsearch_job(title="Go Developer", company_name="Initech")
    jobs_ingest(jobs=[first, second], now=NOW)
    jobs_ingest(jobs=[second, first], now=NOW + timedelta(hours=2))
    assert list(Job.objects.filter(duplicate_of__isnull=True).values_list("id", flat=True)) == [first.id]
    assert len(Job.objects.get(id=first.id).seen_on) == 2
