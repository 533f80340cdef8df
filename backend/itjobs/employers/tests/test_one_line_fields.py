"""One-line fields (titles, names, locations, salaries, skills) refuse CR/LF with a field message: they go
into e-mail subjects (moderation, sales), where a line break made the e-mail fail (BadHeaderError)."""

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from itjobs.accounts.tests.factories import post_fields, send, signed_in
from itjobs.employers.inquiries import inquiry_form_token
from itjobs.employers.models import Inquiry, JobPost


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("title", "Job title must be on one line."),
        ("location", "Location must be on one line."),
        ("salary", "Salary information must be on one line."),
    ],
)
@pytest.mark.parametrize("newline", ["\r\n", "\n", "\r"])
def test_a_job_post_refuses_a_line_break_in_a_one_line_field(company, field, message, newline):
    value = {"title": "Senior Python{}Bcc: victim@example.com", "location": "Austin{}TX", "salary": "$1{}$2"}[field]
    response = send(
        signed_in(company.user), "post", "/api/employers/posts", post_fields(**{field: value.format(newline)})
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {field: message}
    assert not JobPost.objects.exists()
    assert mail.outbox == []


def test_multi_line_fields_keep_their_line_breaks(company):
    description = "You will design, build and operate Django services.\n\nUsed by thousands of customers daily."
    response = send(signed_in(company.user), "post", "/api/employers/posts", post_fields(description=description))
    assert response.status_code == 201
    assert JobPost.objects.get().description == description
    assert len(mail.outbox) == 1  # the moderation e-mail went out


def test_an_inquiry_refuses_a_line_break_in_the_name_or_company(client, db):
    body = {
        "name": "Ada\r\nLovelace",
        "company": "Engines\nBcc: victim@example.com",
        "email": "ada@engines.example",
        "privacy_consent": True,
        "form_token": inquiry_form_token(now=timezone.now() - timedelta(seconds=8)),
    }
    response = send(client, "post", "/api/employers/inquiries", body)
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": "name", "code": "TYPE_TEXT", "message": "Name must be on one line"},
        {"field": "company", "code": "TYPE_TEXT", "message": "Company must be on one line"},
    ]
    assert not Inquiry.objects.exists()
    assert mail.outbox == []


def test_signup_refuses_a_line_break_in_the_company_name(client, db):
    body = {
        "email": "hr@initech.example",
        "password": "a long enough passphrase",
        "user_type": "company",
        "terms_accepted": True,
        "company_name": "Initech\r\nBcc: victim@example.com",
    }
    response = send(client, "post", "/api/auth/signup", body)
    assert response.status_code == 422
    assert response.json()["errors"] == {"company_name": "Company name must be on one line."}


def test_a_skill_is_one_line(seeker):
    response = send(signed_in(seeker), "put", "/api/account/seeker-profile", {"skills": ["Python\nDjango"]})
    assert response.status_code == 422
    assert response.json()["errors"] == {"skills": "Each skill must be on one line."}
