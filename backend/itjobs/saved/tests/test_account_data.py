"""Saved jobs are in the account's data export and go with the account."""

import pytest

from itjobs.accounts.tests.factories import PASSWORD, send, signed_in
from itjobs.saved.models import SavedJob

from .scene import listed_job

pytestmark = pytest.mark.django_db


def test_the_export_lists_the_saved_jobs(seeker, other_seeker):
    mine, theirs = listed_job(title="Site Reliability Engineer", company_name="Hooli"), listed_job()
    signed_in(seeker).put(f"/api/saved-jobs/{mine}")
    signed_in(other_seeker).put(f"/api/saved-jobs/{theirs}")
    [saved] = send(signed_in(seeker), "get", "/api/account/export").json()["saved_jobs"]
    assert saved["job_id"] == mine
    assert saved["title"] == "Site Reliability Engineer"
    assert saved["company_name"] == "Hooli"
    assert saved["saved_at"].endswith("Z")


def test_deleting_the_account_deletes_its_saved_jobs_only(seeker, other_seeker):
    job_id = listed_job()
    signed_in(seeker).put(f"/api/saved-jobs/{job_id}")
    signed_in(other_seeker).put(f"/api/saved-jobs/{job_id}")
    assert send(signed_in(seeker), "delete", "/api/account", {"password": PASSWORD}).status_code == 204
    assert list(SavedJob.objects.values_list("user_id", flat=True)) == [other_seeker.pk]
