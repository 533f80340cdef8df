"""Data rights: export everything as JSON; delete the account with its profile, company and posts."""

import time

from django.contrib.auth.models import User

from itjobs.accounts.models import Profile
from itjobs.employers.models import Company, Inquiry, JobPost, JobPostStatus
from itjobs.jobs.models import Job

from .factories import PASSWORD, make_post, published, send, signed_in


def test_it_exports_a_companys_data(company, other_company):
    make_post(company)
    make_post(other_company, title="Globex Data Engineer")
    Inquiry.objects.create(name="H R", company="Acme", email="HR@acme.example", privacy_consent_at="2026-01-01T00:00Z")
    response = send(signed_in(company.user), "get", "/api/account/export")
    assert response.status_code == 200
    data = response.json()
    assert data["account"]["email"] == "hr@acme.example"
    assert data["profile"]["user_type"] == "company"
    assert data["company"]["name"] == "Acme Cloud"
    assert [post["title"] for post in data["job_posts"]] == ["Senior Python Developer"]
    # An inquiry sent from the same address is not the account's: addresses are not verified.
    assert "inquiries" not in data
    assert "H R" not in response.content.decode()


def test_it_exports_a_job_seekers_profile(seeker):
    send(signed_in(seeker), "put", "/api/account/seeker-profile", {"skills": ["Go"]})
    data = send(signed_in(seeker), "get", "/api/account/export").json()
    assert data["seeker_profile"]["skills"] == ["Go"]
    assert data["company"] is None
    assert data["job_posts"] == []


def test_export_and_delete_need_a_session(client, seeker):
    assert client.get("/api/account/export").status_code == 401
    assert send(client, "delete", "/api/account", {"password": PASSWORD}).status_code == 401
    assert User.objects.filter(pk=seeker.pk).exists()


def test_it_refuses_deletion_with_a_wrong_password(seeker):
    response = send(signed_in(seeker), "delete", "/api/account", {"password": "nope"})
    assert response.status_code == 422
    assert response.json()["errors"] == {"password": "Password is incorrect."}
    assert User.objects.filter(pk=seeker.pk).exists()


def test_it_deletes_a_company_with_its_posts_and_takes_them_out_of_search(company, other_company):
    live = published(make_post(company))
    theirs = published(make_post(other_company, title="Data Engineer at Globex"))
    assert Job.objects.filter(id=live.job_id).exists()
    client = signed_in(company.user)
    response = send(client, "delete", "/api/account", {"password": PASSWORD})
    assert response.status_code == 204
    assert not User.objects.filter(pk=company.user.pk).exists()
    assert not Company.objects.filter(pk=company.pk).exists()
    assert not Profile.objects.filter(user_id=company.pk).exists()
    assert not JobPost.objects.filter(pk=live.pk).exists()
    assert not Job.objects.filter(id=live.job_id).exists()
    assert Job.objects.filter(id=theirs.job_id).exists()
    assert JobPost.objects.get(pk=theirs.pk).status == JobPostStatus.PUBLISHED
    assert send(client, "get", "/api/auth/session").json()["authenticated"] is False


def test_it_deletes_a_job_seeker(seeker):
    send(signed_in(seeker), "put", "/api/account/seeker-profile", {"skills": ["Go"], "form": time.time()})
    assert send(signed_in(seeker), "delete", "/api/account", {"password": PASSWORD}).status_code == 204
    assert not User.objects.filter(pk=seeker.pk).exists()
