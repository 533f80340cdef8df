"""GET /api/saved-jobs/lookup: the cards of the jobs a signed-out browser keeps, bounded and validated."""

import pytest

from .scene import expire_all_but_fresh, expired_job, listed_job, purge_closed

pytestmark = pytest.mark.django_db


def test_anyone_gets_the_cards_in_the_order_asked(client):
    first, second = listed_job(title="Java Developer"), listed_job(title="SRE")
    response = client.get(f"/api/saved-jobs/lookup?ids={second}&ids={first}")
    assert response.status_code == 200
    jobs = response.json()["jobs"]
    assert [(job["job_id"], job["open"], job["saved_at"]) for job in jobs] == [
        (second, True, None),
        (first, True, None),
    ]
    assert jobs[0]["job"]["title"] == "SRE"


def test_unknown_ids_are_left_out_and_expired_jobs_are_closed(client):
    listed_job(title="QA Engineer", company_name="Vandelay")
    stale = expired_job(title="QA Engineer")
    jobs = client.get(f"/api/saved-jobs/lookup?ids=adzuna-31337&ids={stale}").json()["jobs"]
    assert [(job["job_id"], job["open"]) for job in jobs] == [(stale, False)]
    assert [job["company_name"] for job in jobs[0]["similar"]] == ["Vandelay"]
    expire_all_but_fresh()
    [kept] = client.get(f"/api/saved-jobs/lookup?ids={stale}").json()["jobs"]  # closed, kept a while
    assert (kept["open"], kept["job"]["closed_at"] is not None) == (False, True)
    purge_closed()
    assert client.get(f"/api/saved-jobs/lookup?ids={stale}").json()["jobs"] == []


def test_the_ids_are_bounded_and_validated(client):
    many = "&".join(f"ids=adzuna-{n}" for n in range(101))
    response = client.get(f"/api/saved-jobs/lookup?{many}")
    assert response.status_code == 422
    assert "ids" in response.json()["errors"]
    assert client.get("/api/saved-jobs/lookup?ids=%3Cscript%3E").status_code == 422
    assert client.get("/api/saved-jobs/lookup").status_code == 422
