"""One user never sees or changes another's saved jobs: the session is the only user the API knows."""

import pytest

from itjobs.accounts.tests.factories import send, signed_in
from itjobs.saved.models import SavedJob

from .scene import listed_job

pytestmark = pytest.mark.django_db


def test_a_user_sees_only_their_own_saved_jobs(seeker, other_seeker):
    mine, theirs = listed_job(), listed_job()
    signed_in(seeker).put(f"/api/saved-jobs/{mine}")
    signed_in(other_seeker).put(f"/api/saved-jobs/{theirs}")
    assert [e["job_id"] for e in signed_in(seeker).get("/api/saved-jobs").json()["jobs"]] == [mine]
    assert signed_in(other_seeker).get("/api/saved-jobs/ids").json()["ids"] == [theirs]


def test_unsaving_a_job_another_user_saved_leaves_theirs(seeker, other_seeker):
    job_id = listed_job()
    signed_in(seeker).put(f"/api/saved-jobs/{job_id}")
    assert signed_in(other_seeker).delete(f"/api/saved-jobs/{job_id}").status_code == 204
    assert SavedJob.objects.filter(user=seeker, job_id=job_id).exists()


def test_a_user_id_in_the_request_is_not_read(seeker, other_seeker):
    job_id = listed_job()
    signed_in(seeker).put(f"/api/saved-jobs/{job_id}?user={other_seeker.pk}")
    send(signed_in(seeker), "post", "/api/saved-jobs/merge", {"job_ids": [job_id], "user": other_seeker.pk})
    assert not SavedJob.objects.filter(user=other_seeker).exists()
    assert SavedJob.objects.filter(user=seeker).count() == 1
