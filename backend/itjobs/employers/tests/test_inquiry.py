"""'Post a Job Inquiry': the form service's error shape, storage, the e-mail to sales and spam guards."""

import time

import pytest
from django.core import mail
from django.test import override_settings

from itjobs.accounts.tests.factories import send
from itjobs.employers.models import Inquiry

URL = "/api/employers/inquiries"
PRIVACY = {
    "field": "privacy_consent",
    "code": "REQUIRED_FIELD_MISSING",
    "message": "You must agree to the privacy policy",
}
TOO_FAST = "The form was sent too quickly. Please take a moment and try again."


def form(**overrides: object) -> dict[str, object]:
    return {
        "name": "Ada Lovelace",
        "company": "Analytical Engines Ltd",
        "email": "ada@engines.example",
        "message": "We would like to post three backend roles.",
        "privacy_consent": True,
        "website": "",
        "form_loaded_at": time.time() * 1000 - 8_000,
        **overrides,
    }


def test_it_stores_the_inquiry_and_emails_sales(client, db, settings):
    response = send(client, "post", URL, form())
    assert response.status_code == 201
    assert response.json() == {"ok": True, "next": None}
    inquiry = Inquiry.objects.get()
    assert (inquiry.name, inquiry.company, inquiry.email) == (
        "Ada Lovelace",
        "Analytical Engines Ltd",
        "ada@engines.example",
    )
    assert inquiry.emailed is True
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == [settings.SALES_EMAIL]
    assert "Analytical Engines Ltd" in mail.outbox[0].subject
    assert "three backend roles" in mail.outbox[0].body


def test_the_message_is_optional(client, db):
    assert send(client, "post", URL, form(message=None)).status_code == 201
    assert send(client, "post", URL, form(message="", email="b@engines.example")).status_code == 201
    assert list(Inquiry.objects.order_by("email").values_list("email", "message")) == [
        ("ada@engines.example", ""),
        ("b@engines.example", ""),
    ]
    assert len(mail.outbox) == 2


def test_it_answers_missing_fields_with_codes_and_messages(client, db):
    response = send(client, "post", URL, {"form_loaded_at": time.time() * 1000 - 8_000})
    assert response.status_code == 400
    assert response.json() == {
        "errors": [
            {"field": "name", "code": "REQUIRED_FIELD_MISSING", "message": "Name is required"},
            {"field": "company", "code": "REQUIRED_FIELD_MISSING", "message": "Company is required"},
            {"field": "email", "code": "REQUIRED_FIELD_MISSING", "message": "Email is required"},
            {
                "field": "privacy_consent",
                "code": "REQUIRED_FIELD_MISSING",
                "message": "You must agree to the privacy policy",
            },
        ]
    }
    assert not Inquiry.objects.exists()
    assert mail.outbox == []


def test_it_answers_empty_fields_and_a_bad_email(client, db):
    response = send(client, "post", URL, form(name="  ", company="", email="ada@"))
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"field": "name", "code": "REQUIRED_FIELD_EMPTY", "message": "Name is required"},
        {"field": "company", "code": "REQUIRED_FIELD_EMPTY", "message": "Company is required"},
        {"field": "email", "code": "TYPE_EMAIL", "message": "Email must be a valid email address"},
    ]


def test_it_answers_wrong_types_and_lengths(client, db):
    response = send(client, "post", URL, form(name=42, message="x" * 5001, privacy_consent="yes"))
    assert response.json()["errors"] == [
        {"field": "name", "code": "TYPE_TEXT", "message": "Name must be text"},
        {"field": "message", "code": "TYPE_TEXT", "message": "Message must be at most 5000 characters"},
        {
            "field": "privacy_consent",
            "code": "REQUIRED_FIELD_MISSING",
            "message": "You must agree to the privacy policy",
        },
    ]


def test_a_filled_honeypot_looks_like_success_but_is_dropped(client, db):
    response = send(client, "post", URL, form(website="http://spam.example"))
    assert response.status_code == 201
    assert not Inquiry.objects.exists()
    assert mail.outbox == []


@pytest.mark.parametrize("loaded_at", [None, "soon", "__now__"])
def test_it_refuses_a_form_sent_too_fast_or_without_its_load_time(client, db, loaded_at):
    value = time.time() * 1000 - 500 if loaded_at == "__now__" else loaded_at
    response = send(client, "post", URL, form(form_loaded_at=value))
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {
            "field": None,
            "code": "BLOCKED",
            "message": "The form was sent too quickly. Please take a moment and try again.",
        }
    ]
    assert not Inquiry.objects.exists()


def test_a_clock_ahead_of_ours_is_not_held_against_the_sender(client, db):
    assert send(client, "post", URL, form(form_loaded_at=time.time() * 1000 + 60_000)).status_code == 201
    assert Inquiry.objects.get().email == "ada@engines.example"


@override_settings(INQUIRY_RATE_PER_EMAIL=2)
def test_it_limits_messages_per_address(client, db):
    for n in range(2):
        assert (
            send(client, "post", URL, form(email="ADA@engines.example"), REMOTE_ADDR=f"198.51.100.{n}").status_code
            == 201
        )
    response = send(client, "post", URL, form(email="ada@engines.example"), REMOTE_ADDR="198.51.100.9")
    assert response.status_code == 429
    assert response.json()["errors"] == [
        {"field": None, "code": "BLOCKED", "message": "Too many messages. Please try again later."}
    ]
    assert send(client, "post", URL, form(email="grace@engines.example")).status_code == 201
    assert Inquiry.objects.count() == 3


@override_settings(INQUIRY_RATE_PER_IP=3)
def test_it_limits_messages_per_ip(client, db):
    for n in range(3):
        assert (
            send(client, "post", URL, form(email=f"p{n}@engines.example"), REMOTE_ADDR="203.0.113.5").status_code == 201
        )
    assert send(client, "post", URL, form(email="p9@engines.example"), REMOTE_ADDR="203.0.113.5").status_code == 429
    assert Inquiry.objects.count() == 3  # the refused one is not stored
    assert send(client, "post", URL, form(email="p9@engines.example"), REMOTE_ADDR="203.0.113.6").status_code == 201
    assert Inquiry.objects.filter(email="p9@engines.example").count() == 1


def test_it_keeps_the_inquiry_when_the_mail_server_fails(client, db, settings):
    settings.EMAIL_BACKEND = "itjobs.employers.tests.test_inquiry.BrokenBackend"
    assert send(client, "post", URL, form()).status_code == 201
    assert Inquiry.objects.get().emailed is False


class BrokenBackend:
    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def send_messages(self, messages: object) -> int:
        raise ConnectionRefusedError("smtp down")
