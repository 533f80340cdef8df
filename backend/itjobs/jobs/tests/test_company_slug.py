"""A company's slug: one address for every way sources write its name (companies.company_slug)."""

import importlib

import pytest
from django.apps import apps as django_apps

from itjobs.jobs.companies import company_slug
from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_ingest

from .factories import jsearch_job, normalized_job


@pytest.mark.parametrize(
    "name", ["Acme", "Acme Inc.", "ACME, Inc", "Acme Incorporated", "acme corp", "Acme LLC", "  Acme,  Inc.  "]
)
def test_it_leaves_out_case_punctuation_and_the_legal_form(name):
    assert company_slug(name) == "acme"


def test_it_keeps_every_word_of_the_name_as_written():
    assert company_slug("Machine Learning Systems GmbH") == "machine-learning-systems"  # not dedupe's 'ml system'
    assert company_slug("The Company Store") == "the-company-store"  # a legal word inside the name stays


def test_it_writes_accents_ampersands_and_apostrophes_as_an_address_can():
    assert company_slug("Société Générale S.A.") == "societe-generale"
    assert company_slug("Johnson & Johnson") == company_slug("Johnson and Johnson") == "johnson-and-johnson"
    assert company_slug("McDonald's") == "mcdonalds"


def test_a_name_without_a_word_of_its_own_has_no_slug():
    for name in (None, "", "Inc.", " , ", "日本"):
        assert company_slug(name) == ""


def test_a_long_name_gives_a_bounded_slug():
    slug = company_slug("Very " * 40 + "Long Company Name")
    assert len(slug) <= 80
    assert not slug.endswith("-")


@pytest.mark.django_db
def test_ingest_stores_the_slug_on_every_source_s_job():
    adzuna = normalized_job(company_name="Acme Inc.")
    jsearch = jsearch_job(company_name="ACME, Inc", title="Data Engineer")
    unnamed = normalized_job(company_name=None, title="Backend Developer")
    jobs_ingest(jobs=[adzuna, jsearch, unnamed])
    slugs = dict(Job.objects.values_list("id", "company_slug"))
    assert slugs == {adzuna.id: "acme", jsearch.id: "acme", unnamed.id: ""}


@pytest.mark.django_db
def test_the_migration_gives_jobs_ingested_before_it_their_slug():
    fill = importlib.import_module("itjobs.jobs.migrations.0014_company_slug").fill_company_slugs
    jobs = [normalized_job(company_name="ACME, Inc"), normalized_job(company_name=None, title="Data Engineer")]
    jobs_ingest(jobs=jobs)
    Job.objects.update(company_slug="")  # as the rows stood before migration 0014
    fill(django_apps, None)
    assert dict(Job.objects.values_list("id", "company_slug")) == {jobs[0].id: "acme", jobs[1].id: ""}
