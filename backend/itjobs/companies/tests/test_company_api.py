"""GET /api/companies/{slug}: a company's open jobs from every source, and its employer's profile."""

from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from itjobs.employers.services import job_post_close
from itjobs.jobs.companies import company_slug
from itjobs.jobs.services import jobs_expire, jobs_ingest
from itjobs.jobs.tests.factories import normalized_job

from .scenes import acme_account, acme_jobs

pytestmark = pytest.mark.django_db


def titles(answer: dict[str, Any]) -> list[str]:
    return sorted(job["title"] for job in answer["jobs"])


def test_it_lists_the_company_s_jobs_from_every_source(client):
    acme_jobs()
    response = client.get("/api/companies/acme")
    assert response.status_code == 200
    answer = response.json()
    assert answer["slug"] == "acme"
    assert answer["name"] == "ACME, Inc" or answer["name"] == "Acme Inc."
    # Both sources' jobs; not the other company's, nor the role search does not list.
    assert titles(answer) == ["Data Engineer", "Python Developer"]
    assert {job["source"] for job in answer["jobs"]} == {"Adzuna", "JSearch"}
    assert all(job["company_slug"] == "acme" for job in answer["jobs"])
    assert (answer["total"], answer["page"], answer["pages"], answer["profile"]) == (2, 1, 1, None)


def test_any_spelling_of_the_name_opens_the_same_company(client):
    acme_jobs()
    for slug in ("acme-inc", "ACME", "acme-incorporated"):
        answer = client.get(f"/api/companies/{slug}").json()
        assert answer["slug"] == "acme"
        assert answer["total"] == 2


def test_the_name_is_the_one_its_jobs_give_most_often(client):
    roles = ("Python Developer", "Data Engineer", "Data Analyst")
    names = ("Initech LLC", "Initech LLC", "INITECH")
    jobs_ingest(jobs=[normalized_job(title=title, company_name=name) for title, name in zip(roles, names, strict=True)])
    assert client.get("/api/companies/initech").json()["name"] == "Initech LLC"


def test_a_duplicate_across_sources_is_shown_once(client):
    jobs_ingest(jobs=[normalized_job(title="Python Developer", company_name="Acme Inc.")])
    jobs_ingest(jobs=[normalized_job(source="jsearch", title="Python Developer", company_name="Acme")])
    assert titles(client.get("/api/companies/acme").json()) == ["Python Developer"]


def test_an_unknown_company_is_a_404(client):
    acme_jobs()
    for slug in ("initech", "inc", "-"):
        response = client.get(f"/api/companies/{slug}")
        assert response.status_code == 404
        assert response.json() == {"detail": "Company not found"}


def test_a_company_whose_jobs_all_closed_is_a_404(client):
    now = timezone.now()
    acme_jobs(now=now - timedelta(days=60))  # last seen two months ago: past JOB_EXPIRE_DAYS
    jobs_expire(now=now)
    assert client.get("/api/companies/acme").status_code == 404


def test_it_pages_through_a_big_company_newest_first(client):
    jobs_ingest(jobs=[normalized_job(company_name="Initech", title=f"Python Developer {n}") for n in range(55)])
    first = client.get("/api/companies/initech").json()
    second = client.get("/api/companies/initech?page=2").json()
    assert (first["total"], first["pages"], len(first["jobs"]), len(second["jobs"])) == (55, 2, 50, 5)
    posted = [job["posted_at"] for job in first["jobs"] + second["jobs"]]
    assert posted == sorted(posted, reverse=True)
    assert client.get("/api/companies/initech?page=0").status_code == 422
    assert client.get("/api/companies/initech?page=x").status_code == 422


def test_the_employer_s_profile_stands_beside_its_published_jobs(client):
    acme_jobs()
    acme_account(
        description="We build clouds.", website="https://acme.example", logo_url="https://acme.example/logo.png"
    )
    answer = client.get("/api/companies/acme").json()
    assert answer["name"] == "Acme Inc"  # the account's own name
    assert answer["profile"] == {
        "description": "We build clouds.",
        "website": "https://acme.example",
        "logo_url": "https://acme.example/logo.png",
    }
    assert titles(answer) == ["Data Engineer", "Python Developer", "Senior Cloud Engineer"]
    assert {job["source"] for job in answer["jobs"]} == {"Adzuna", "JSearch", "Direct"}


def test_a_website_or_logo_that_is_no_http_address_is_left_out(client):
    acme_account(description="We build clouds.", website="javascript:alert(1)", logo_url="ftp://acme.example/l.png")
    profile = client.get("/api/companies/acme").json()["profile"]
    assert profile == {"description": "We build clouds.", "website": None, "logo_url": None}


def test_an_account_without_a_published_post_lends_no_profile(client):
    """Anyone can open an account named 'Acme': only a post a moderator published ties it to the jobs."""
    acme_jobs()
    _, post = acme_account(description="Totally the real Acme.")
    job_post_close(post=post)
    answer = client.get("/api/companies/acme").json()
    assert answer["profile"] is None
    assert titles(answer) == ["Data Engineer", "Python Developer"]


def test_the_answer_is_public_and_revalidated(client):
    acme_jobs()
    response = client.get("/api/companies/acme")
    assert response["Cache-Control"].startswith("public, max-age=0")
    again = client.get("/api/companies/acme", HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304


def test_every_stored_slug_opens_its_company(client):
    """A long name's slug is cut at 80 characters, which can leave a legal form at its end."""
    name = "x" * 75 + " Inc Widgets"
    jobs_ingest(jobs=[normalized_job(company_name=name)])
    slug = company_slug(name)
    assert slug.endswith("-inc")
    assert client.get(f"/api/companies/{slug}").json()["slug"] == slug
