"""A saved job that closes or expires stays listed as closed, with similar open jobs beside it."""

import pytest

from itjobs.accounts.tests.factories import signed_in
from itjobs.jobs.models import Job
from itjobs.saved.selectors import saved_jobs_list

from .scene import expire_all_but_fresh, expired_job, listed_job, purge_closed

pytestmark = pytest.mark.django_db


def test_a_job_that_left_the_index_is_shown_closed_as_it_was_saved(seeker):
    listed_job(title="Kubernetes Engineer", company_name="Hooli")
    listed_job(title="Senior Kubernetes Engineer", company_name="Initech")
    listed_job(title="Accountant", company_name="Dunder Mifflin")
    gone = expired_job(title="Kubernetes Engineer", company_name="Pied Piper", city="Austin")
    client = signed_in(seeker)
    assert client.put(f"/api/saved-jobs/{gone}").status_code == 200
    expire_all_but_fresh()
    [entry] = client.get("/api/saved-jobs").json()["jobs"]  # the kept closed row's own card
    assert (entry["open"], entry["job"]["title"]) == (False, "Kubernetes Engineer")
    assert entry["job"]["closed_at"] is not None
    purge_closed()
    assert not Job.objects.filter(id=gone).exists()

    [entry] = client.get("/api/saved-jobs").json()["jobs"]  # the card as it was saved
    assert entry["job_id"] == gone
    assert entry["open"] is False
    assert entry["job"]["title"] == "Kubernetes Engineer"
    assert entry["job"]["company_name"] == "Pied Piper"
    assert entry["job"]["path"].endswith(gone)
    assert {job["company_name"] for job in entry["similar"]} == {"Hooli", "Initech"}
    assert gone not in {job["id"] for job in entry["similar"]}


def test_a_job_past_its_expiry_is_closed_before_it_is_deleted(seeker):
    listed_job(title="Data Engineer", company_name="Globex")
    stale = expired_job(title="Data Engineer")
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{stale}")
    [entry] = client.get("/api/saved-jobs").json()["jobs"]
    assert entry["open"] is False
    assert [job["company_name"] for job in entry["similar"]] == ["Globex"]


def test_open_jobs_show_their_card_as_it_is_now(seeker):
    job_id = listed_job(title="Go Developer")
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{job_id}")
    Job.objects.filter(id=job_id).update(title="Senior Go Developer")
    [entry] = client.get("/api/saved-jobs").json()["jobs"]
    assert entry["open"] is True
    assert entry["job"]["title"] == "Senior Go Developer"


def test_similar_jobs_are_found_for_the_newest_closed_jobs_only(seeker, monkeypatch):
    from itjobs.saved import selectors

    monkeypatch.setattr(selectors, "SIMILAR_FOR_CLOSED_LIMIT", 1)
    listed_job(title="Rust Developer", company_name="Open Rust Co")
    first, second = expired_job(title="Rust Developer"), expired_job(title="Rust Developer")
    client = signed_in(seeker)
    client.put(f"/api/saved-jobs/{first}")
    client.put(f"/api/saved-jobs/{second}")
    entries = saved_jobs_list(user=seeker)
    assert [len(entry.similar) for entry in entries] == [1, 0]
