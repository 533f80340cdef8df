"""PUT and DELETE /api/saved-jobs/{id}: idempotent, listed newest first, only for a signed-in user."""

import pytest

from itjobs.accounts.tests.factories import send, signed_in
from itjobs.saved.models import SavedJob

from .scene import listed_job

pytestmark = pytest.mark.django_db


def test_it_saves_a_job_and_lists_it_with_its_card(seeker):
    job_id = listed_job(title="Platform Engineer", company_name="Hooli")
    client = signed_in(seeker)
    response = client.put(f"/api/saved-jobs/{job_id}")
    assert response.status_code == 200
    assert response.json()["job_id"] == job_id
    listed = client.get("/api/saved-jobs").json()
    assert listed["limit"] == 500
    [entry] = listed["jobs"]
    assert entry["job_id"] == job_id
    assert entry["open"] is True
    assert entry["job"]["title"] == "Platform Engineer"
    assert entry["job"]["company_name"] == "Hooli"
    assert entry["job"]["path"].startswith("/jobs/platform-engineer-at-hooli-")
    assert entry["similar"] == []
    assert client.get("/api/saved-jobs/ids").json()["ids"] == [job_id]


def test_saving_twice_keeps_one_save_and_its_first_time(seeker):
    job_id = listed_job()
    client = signed_in(seeker)
    first = client.put(f"/api/saved-jobs/{job_id}").json()
    again = client.put(f"/api/saved-jobs/{job_id}").json()
    assert again == first
    assert SavedJob.objects.filter(user=seeker).count() == 1


def test_it_lists_newest_first(seeker):
    older, newer = listed_job(), listed_job()
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{older}")
    client.put(f"/api/saved-jobs/{newer}")
    assert [entry["job_id"] for entry in client.get("/api/saved-jobs").json()["jobs"]] == [newer, older]


def test_unsaving_is_idempotent(seeker):
    job_id = listed_job()
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{job_id}")
    assert client.delete(f"/api/saved-jobs/{job_id}").status_code == 204
    assert client.delete(f"/api/saved-jobs/{job_id}").status_code == 204
    assert client.get("/api/saved-jobs").json()["jobs"] == []


def test_an_unknown_job_is_a_404_and_a_malformed_id_a_422(seeker):
    client = signed_in(seeker)
    response = client.put("/api/saved-jobs/adzuna-999999")
    assert response.status_code == 404
    assert response.json() == {"detail": "Job not found"}
    assert client.put("/api/saved-jobs/not a job!").status_code == 422
    assert client.put(f"/api/saved-jobs/adzuna-{'9' * 400}").status_code == 422
    assert not SavedJob.objects.exists()


def test_a_duplicates_id_saves_the_job_it_duplicates(seeker):
    shown = listed_job(title="Cloud Engineer", company_name="Initech")
    duplicate = listed_job(title="Cloud Engineer", company_name="Initech", source="jsearch", source_id="dup_1==")
    response = signed_in(seeker).put(f"/api/saved-jobs/{duplicate}")
    assert response.json()["job_id"] == shown


def test_everything_needs_a_session(client, seeker):
    job_id = listed_job()
    assert client.get("/api/saved-jobs").status_code == 401
    assert client.get("/api/saved-jobs/ids").status_code == 401
    assert client.put(f"/api/saved-jobs/{job_id}").status_code == 401
    assert client.delete(f"/api/saved-jobs/{job_id}").status_code == 401
    assert send(client, "post", "/api/saved-jobs/merge", {"job_ids": [job_id]}).status_code == 401
    assert not SavedJob.objects.exists()


def test_writes_need_the_csrf_token(seeker):
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    client.force_login(seeker)
    response = client.put(f"/api/saved-jobs/{listed_job()}")
    assert response.status_code == 403
    assert not SavedJob.objects.exists()


def test_answers_are_private(seeker):
    response = signed_in(seeker).get("/api/saved-jobs")
    assert "no-store" in response["Cache-Control"]
