"""GET /api/jobs/by-path/{slug}: a job page's address resolves to its job in one query."""

from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from itjobs.jobs.selectors import job_get_by_path
from itjobs.jobs.services import jobs_ingest

from .factories import jsearch_job, normalized_job

pytestmark = pytest.mark.django_db


def by_path(client: Client, slug: str) -> Any:
    return client.get(f"/api/jobs/by-path/{slug}")


def test_it_answers_the_canonical_address_with_the_job_as_get_job_does(client):
    job = normalized_job(title="DevOps Engineer", company_name="Globex")
    jobs_ingest(jobs=[job])
    response = by_path(client, f"devops-engineer-at-globex-{job.id}")
    assert response.status_code == 200
    assert response.json() == client.get(f"/api/jobs/{job.id}").json()
    assert response.json()["path"] == f"/jobs/devops-engineer-at-globex-{job.id}"


def test_a_bare_id_or_an_old_title_still_finds_the_job(client):
    job = normalized_job(title="Platform Engineer", company_name="Initech")
    jobs_ingest(jobs=[job])
    assert by_path(client, job.id).json()["id"] == job.id
    assert by_path(client, f"renamed-role-at-someone-{job.id}").json()["id"] == job.id


def test_a_jsearch_id_with_dashes_and_equals_signs_round_trips_as_browsers_encode_it(client):
    job = jsearch_job(title="Data Engineer", company_name="Hooli")
    jobs_ingest(jobs=[job])
    assert "=" in job.id
    encoded = f"data-engineer-at-hooli-{job.id}".replace("=", "%3D")
    assert by_path(client, encoded).json()["id"] == job.id


def test_a_title_that_names_a_source_still_finds_the_rightmost_id(client):
    job = normalized_job(title="Adzuna Integration Developer", company_name="Jsearch Labs")
    jobs_ingest(jobs=[job])
    assert by_path(client, f"adzuna-integration-developer-at-jsearch-labs-{job.id}").json()["id"] == job.id


def test_a_duplicates_address_opens_the_job_that_is_shown(client):
    shown = normalized_job(title="Go Developer", company_name="Initech")
    duplicate = jsearch_job(title="Go Developer", company_name="Initech")
    jobs_ingest(jobs=[shown, duplicate])
    assert by_path(client, f"go-developer-at-initech-{duplicate.id}").json()["id"] == shown.id


def test_an_unknown_job_is_a_404(client):
    response = by_path(client, "senior-unicorn-at-nowhere-adzuna-999999999")
    assert response.status_code == 404
    assert response.json() == {"detail": "Job not found"}


@pytest.mark.parametrize("slug", ["no-id-here", "python-developer-adzuna-", "python-developer-adzuna-12!", "jsearch"])
def test_an_address_without_a_job_id_is_a_404_without_asking_the_database(client, slug):
    with CaptureQueriesContext(connection) as queries:
        response = by_path(client, slug)
    assert response.status_code == 404
    assert response.json() == {"detail": "Job not found"}
    assert len(queries) == 0


def test_it_resolves_every_candidate_id_in_one_query():
    job = jsearch_job(title="Platform Engineer", company_name="Acme")
    jobs_ingest(jobs=[job])
    slug = f"adzuna-jsearch-talk-at-acme-{job.id}"  # several places where an id could start
    with CaptureQueriesContext(connection) as queries:
        found = job_get_by_path(slug=slug)
    assert found is not None
    assert found.id == job.id
    assert len(queries) == 1
