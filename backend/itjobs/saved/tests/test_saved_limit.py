"""An account keeps at most SAVED_JOBS_LIMIT saved jobs: one more is a 409 that says so."""

import pytest
from django.utils import timezone

from itjobs.accounts.tests.factories import send, signed_in
from itjobs.saved.models import SavedJob
from itjobs.saved.services import SAVED_JOBS_LIMIT

from .scene import listed_job

pytestmark = pytest.mark.django_db


def _fill(user, count: int) -> None:
    now = timezone.now()
    SavedJob.objects.bulk_create(
        [SavedJob(user=user, job_id=f"adzuna-{n}", saved_at=now, card={"title": "Old"}) for n in range(count)]
    )


def test_one_more_than_the_limit_is_refused_with_a_message(seeker):
    _fill(seeker, SAVED_JOBS_LIMIT)
    response = signed_in(seeker).put(f"/api/saved-jobs/{listed_job()}")
    assert response.status_code == 409
    assert response.json()["detail"].startswith("You have saved 500 jobs, the most we keep.")
    assert SavedJob.objects.filter(user=seeker).count() == SAVED_JOBS_LIMIT


def test_a_job_saved_already_is_still_fine_at_the_limit(seeker):
    job_id = listed_job()
    _fill(seeker, SAVED_JOBS_LIMIT - 1)
    client = signed_in(seeker)
    assert client.put(f"/api/saved-jobs/{job_id}").status_code == 200
    assert client.put(f"/api/saved-jobs/{job_id}").status_code == 200


def test_the_limit_is_per_account(seeker, other_seeker):
    _fill(seeker, SAVED_JOBS_LIMIT)
    assert signed_in(other_seeker).put(f"/api/saved-jobs/{listed_job()}").status_code == 200


def test_a_merge_fills_up_to_the_limit_and_says_how_many_did_not_fit(seeker):
    _fill(seeker, SAVED_JOBS_LIMIT - 1)
    first, second = listed_job(), listed_job()
    response = send(signed_in(seeker), "post", "/api/saved-jobs/merge", {"job_ids": [first, second]})
    assert response.status_code == 200
    assert response.json()["added"] == 1
    assert response.json()["over_limit"] == 1
    assert SavedJob.objects.filter(user=seeker, job_id=first).exists()
    assert SavedJob.objects.filter(user=seeker).count() == SAVED_JOBS_LIMIT
