"""ninja exempts its views from Django's CSRF middleware: our auth callables must check it themselves."""

import time

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client

from itjobs.employers.models import Company, Inquiry

from .factories import PASSWORD, send

CSRF_FAILED = {"detail": "CSRF check failed. Reload the page and try again."}


@pytest.fixture
def strict():
    return Client(enforce_csrf_checks=True)


def _token(client: Client) -> str:
    response = client.get("/api/auth/csrf")
    assert response.status_code == 200
    assert response.cookies["csrftoken"].value
    return str(response.json()["csrf_token"])


def signed_in_as(client: Client) -> str | None:
    user = client.get("/api/auth/session").json()["user"]
    return user["email"] if user else None


def test_it_refuses_an_anonymous_login_without_a_token(strict, seeker):
    body = {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}
    response = send(strict, "post", "/api/auth/login", body)
    assert response.status_code == 403
    assert response.json() == CSRF_FAILED
    assert signed_in_as(strict) is None


def test_it_accepts_the_token_from_the_csrf_endpoint(strict, seeker):
    token = _token(strict)
    body = {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}
    response = send(strict, "post", "/api/auth/login", body, HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 200
    assert signed_in_as(strict) == seeker.email


def test_it_refuses_a_wrong_token(strict, seeker):
    _token(strict)
    body = {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}
    response = send(strict, "post", "/api/auth/login", body, HTTP_X_CSRFTOKEN="x" * 64)
    assert response.status_code == 403
    assert signed_in_as(strict) is None


def test_it_refuses_anonymous_signup_and_inquiry_without_a_token(strict, db):
    signup = {"email": "a@example.com", "password": PASSWORD, "user_type": "job_seeker", "terms_accepted": True}
    assert send(strict, "post", "/api/auth/signup", signup).status_code == 403
    inquiry = {"name": "A", "company": "B", "email": "a@example.com", "privacy_consent": True}
    inquiry["form_loaded_at"] = time.time() * 1000 - 10_000
    assert send(strict, "post", "/api/employers/inquiries", inquiry).status_code == 403
    assert send(strict, "post", "/api/auth/password-reset", {"email": "a@example.com"}).status_code == 403
    assert not User.objects.filter(username="a@example.com").exists()
    assert not Inquiry.objects.exists()
    assert mail.outbox == []


def test_it_refuses_signed_in_writes_without_a_token(strict, company):
    strict.force_login(company.user)
    assert send(strict, "put", "/api/employers/company", {"description": "We build clouds."}).status_code == 403
    assert Company.objects.get(pk=company.pk).description == ""
    assert send(strict, "post", "/api/auth/logout").status_code == 403
    assert signed_in_as(strict) == company.user.email
    token = _token(strict)
    ok = send(strict, "put", "/api/employers/company", {"description": "We build clouds."}, HTTP_X_CSRFTOKEN=token)
    assert ok.status_code == 200
    assert Company.objects.get(pk=company.pk).description == "We build clouds."


def test_it_lets_reads_through_without_a_token(strict, company):
    strict.force_login(company.user)
    assert strict.get("/api/employers/posts").status_code == 200
    assert strict.get("/api/auth/session").status_code == 200


def test_the_session_call_also_sets_the_cookie(strict, seeker):
    response = strict.get("/api/auth/session")
    token = response.cookies["csrftoken"].value
    body = {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}
    assert send(strict, "post", "/api/auth/login", body, HTTP_X_CSRFTOKEN=token).status_code == 200
    assert signed_in_as(strict) == seeker.email
