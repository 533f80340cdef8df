"""The same job from several records (same title + company + place) is listed once, with every source."""

from datetime import timedelta

import pytest

from itjobs.jobs.dedupe import dedupe_key
from itjobs.jobs.migrations._rederive import regroup
from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, job_get, job_search
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.types import NormalizedJob

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


def test_the_same_role_at_one_company_in_two_places_is_two_jobs():
    boston = dedupe_key(title="UX Researcher", company="Contoso", city="Boston", country="us")
    assert boston == dedupe_key(title="UX Researcher", company="Contoso Inc", city="boston", country="US")
    assert boston != dedupe_key(title="UX Researcher", company="Contoso", city="London", country="gb")
    assert boston != dedupe_key(title="UX Researcher", company="Contoso", city=None, country="us")


def contoso_in_seattle_and_london() -> tuple[NormalizedJob, NormalizedJob]:
    """One company's Lead UX Researcher in two places (the factory's job is in Seattle)."""
    seattle = normalized_job(title="Lead UX Researcher", company_name="Contoso")
    london = normalized_job(
        source_id="4100999", title="Lead UX Researcher", company_name="Contoso",
        location_text="London", city="London", region=None, country_code="gb",
    )  # fmt: skip
    return seattle, london


def test_a_company_hiring_one_role_in_two_cities_lists_both():
    seattle, london = contoso_in_seattle_and_london()
    stats = jobs_ingest(jobs=[seattle, london], now=NOW)
    assert stats.duplicates == 0
    found = job_search(query=JobQuery(keyword="ux researcher", location="London", country="gb"), now=NOW)
    assert [job.id for job in found.jobs] == [london.id]
    assert found.relaxed is None


def test_regrouping_shows_again_the_jobs_an_older_key_had_merged():
    seattle, london = contoso_in_seattle_and_london()
    berlin_twice = [
        jsearch_job(title="Lead UX Researcher", company_name="Contoso", city="Berlin", region=None,
                    location_text="Berlin", country_code="de", publisher=publisher)
        for publisher in ("LinkedIn", "Indeed")
    ]  # fmt: skip
    jobs_ingest(jobs=[seattle, london, *berlin_twice], now=NOW)
    # The index as the key without the place had left it: every one a duplicate of the first.
    Job.objects.update(dedupe_key="lead ux researcher|contoso")
    Job.objects.exclude(id=seattle.id).update(duplicate_of_id=seattle.id, is_listed=False)
    Job.objects.filter(id=seattle.id).update(
        seen_on=[{"source": "adzuna", "publisher": "Adzuna"}, {"source": "jsearch", "publisher": "LinkedIn"}]
    )

    assert regroup(Job, now=NOW) == 4
    shown = dict(Job.objects.filter(duplicate_of__isnull=True).values_list("id", "is_listed"))
    assert shown == {seattle.id: True, london.id: True, berlin_twice[0].id: True}
    assert Job.objects.get(id=berlin_twice[1].id).duplicate_of_id == berlin_twice[0].id
    assert Job.objects.get(id=seattle.id).seen_on == [{"source": "adzuna", "publisher": "Adzuna"}]
    assert [entry["publisher"] for entry in Job.objects.get(id=berlin_twice[0].id).seen_on] == ["LinkedIn", "Indeed"]
    found = job_search(query=JobQuery(keyword="ux researcher", location="London", country="gb"), now=NOW)
    assert [job.id for job in found.jobs] == [london.id]
    assert regroup(Job, now=NOW) == 0  # nothing left to change


def test_regrouping_lists_a_role_the_it_test_now_knows():
    release = normalized_job(title="Release Engineer", company_name="Initech")
    jobs_ingest(jobs=[release], now=NOW)
    Job.objects.update(is_it_role=False, is_listed=False)  # as the test before release engineers left it
    regroup(Job, now=NOW)
    assert Job.objects.get(id=release.id).is_listed
    assert [job.id for job in job_search(query=JobQuery(keyword="release engineer"), now=NOW).jobs] == [release.id]


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
