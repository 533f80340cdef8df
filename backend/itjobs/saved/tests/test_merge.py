"""POST /api/saved-jobs/merge: the browser's list joins the account's at sign-in."""

import pytest

from itjobs.accounts.tests.factories import send, signed_in
from itjobs.saved.models import SavedJob

from .scene import listed_job

pytestmark = pytest.mark.django_db


def test_it_adds_the_browsers_jobs_in_its_order_and_keeps_the_accounts(seeker):
    kept, newest, older = listed_job(), listed_job(), listed_job()
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{kept}")
    response = send(client, "post", "/api/saved-jobs/merge", {"job_ids": [newest, older, kept]})
    assert response.status_code == 200
    body = response.json()
    assert body["added"] == 2
    assert body["over_limit"] == 0
    assert set(body["ids"]) == {kept, newest, older}
    assert body["ids"].index(newest) < body["ids"].index(older)
    assert SavedJob.objects.filter(user=seeker).count() == 3


def test_unknown_and_repeated_ids_are_ignored(seeker):
    known = listed_job()
    body = send(signed_in(seeker), "post", "/api/saved-jobs/merge",
                {"job_ids": ["adzuna-424242", known, known, "jsearch-gone=="]}).json()  # fmt: skip
    assert body["ids"] == [known]
    assert body["added"] == 1


def test_the_list_is_bounded_and_validated(seeker):
    client = signed_in(seeker)
    too_many = send(client, "post", "/api/saved-jobs/merge", {"job_ids": [f"adzuna-{n}" for n in range(101)]})
    assert too_many.status_code == 422
    assert "job_ids" in too_many.json()["errors"]
    assert send(client, "post", "/api/saved-jobs/merge", {"job_ids": ["<script>"]}).status_code == 422
    assert send(client, "post", "/api/saved-jobs/merge", {"job_ids": "adzuna-1"}).status_code == 422
    assert send(client, "post", "/api/saved-jobs/merge", {}).status_code == 422
    assert not SavedJob.objects.exists()
