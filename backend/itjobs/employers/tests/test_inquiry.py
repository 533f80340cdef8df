"""'Post a Job Inquiry': the form service's error shape, storage, the e-mail to sales and spam guards."""

from datetime import timedelta

import pytest
from django.core import mail
from django.test import override_settings
from django.utils import timezone

from itjobs.accounts.tests.factories import send
from itjobs.core.signed_tokens import sign
from itjobs.employers.inquiries import inquiry_form_token
from itjobs.employers.models import Inquiry

URL = "/api/employers/inquiries"
PRIVACY = {
    "field": "privacy_consent",
    "code": "REQUIRED_FIELD_MISSING",
    "message": "You must agree to the privacy policy",
}
TOO_FAST = "The form was sent too quickly. Please take a moment and try again."
EXPIRED = "This form has expired. Please reload the page and try again."


def shown(seconds_ago: float) -> str:
    """The form token the server handed out this many seconds ago."""
    return inquiry_form_token(now=timezone.now() - timedelta(seconds=seconds_ago))


def form(**overrides: object) -> dict[str, object]:
    return {
        "name": "Ada Lovelace",
        "company": "Analytical Engines Ltd",
        "email": "ada@engines.example",
        "message": "We would like to post three backend roles.",
        "privacy_consent": True,
        "website": "",
        "form_token": shown(8),
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
    response = send(client, "post", URL, {"form_token": shown(8)})
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


def test_the_form_token_endpoint_hands_out_a_token_that_is_too_fresh_to_send_at_once(client, db):
    answer = client.get(f"{URL}/form-token")
    assert answer.status_code == 200
    assert "no-cache" in answer["Cache-Control"] or "no-store" in answer["Cache-Control"]
    response = send(client, "post", URL, form(form_token=answer.json()["token"]))
    assert response.status_code == 400
    assert response.json()["errors"] == [{"field": None, "code": "BLOCKED", "message": TOO_FAST}]
    assert not Inquiry.objects.exists()


def test_a_token_old_enough_goes_through(client, db):
    assert send(client, "post", URL, form(form_token=shown(3.5))).status_code == 201
    assert Inquiry.objects.get().email == "ada@engines.example"


@pytest.mark.parametrize(
    "token",
    [
        None,
        "",
        "soon",
        12345,
        ["x"],
        # The old client-stated load time, however long ago it claims: the client's word is not enough.
        "__old_number__",
        # Signed by someone else (another key), or for another purpose (salt).
        "__other_salt__",
        # Ours, but older than INQUIRY_FORM_MAX_AGE_SECONDS.
        "__expired__",
        # Ours with its time stamp pushed back by the client (the signature no longer matches).
        "__tampered__",
    ],
)
def test_a_missing_forged_or_expired_token_gets_the_forms_error_not_a_500(client, db, token):
    now = timezone.now()
    values = {
        "__old_number__": now.timestamp() * 1000 - 3_600_000,
        "__other_salt__": sign("inquiry-form", salt="itjobs.other", now=now - timedelta(seconds=60)),
        "__expired__": shown(86400 + 5),
    }
    if token == "__tampered__":
        payload, _stamp, signature = shown(1).rsplit(":", 2)
        token = f"{payload}:1:{signature}"
    response = send(client, "post", URL, form(form_token=values.get(token, token) if isinstance(token, str) else token))
    assert response.status_code == 400
    assert response.json()["errors"] == [{"field": None, "code": "BLOCKED", "message": EXPIRED}]
    assert not Inquiry.objects.exists()


def test_a_client_stated_load_time_alone_no_longer_passes(client, db):
    body = form(form_loaded_at=timezone.now().timestamp() * 1000 - 60_000)
    del body["form_token"]
    assert send(client, "post", URL, body).status_code == 400
    assert not Inquiry.objects.exists()


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
