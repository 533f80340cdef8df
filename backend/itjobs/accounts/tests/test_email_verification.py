"""E-mail verification: a signed link mailed at sign-up, resendable (throttled), confirmed once; a
company's posts are published, and its address shown, only once its address is verified."""

import re
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.utils import timezone

from itjobs.accounts.models import Profile
from itjobs.accounts.verification import (
    LINK_EXPIRED,
    LINK_INVALID,
    email_is_verified,
    verification_confirm,
    verification_link,
)
from itjobs.core.errors import ServiceError
from itjobs.core.signed_tokens import sign

from .factories import PASSWORD, make_company, make_seeker, send, signed_in

SIGNUP = {"password": PASSWORD, "terms_accepted": True}


def _token(message_body: object) -> str:
    match = re.search(r"/verify-email\?token=(\S+)", str(message_body))
    assert match, message_body
    return match.group(1)


def _signup(client, email: str, user_type: str = "company"):
    body = {**SIGNUP, "email": email, "user_type": user_type, "company_name": "Initech"}
    return send(client, "post", "/api/auth/signup", body)


def test_sign_up_mails_a_link_that_verifies_the_address(client, db, settings):
    response = _signup(client, "boss@initech.example")
    assert response.status_code == 201
    assert response.json()["user"]["email_verified"] is False
    [message] = mail.outbox
    assert message.to == ["boss@initech.example"]
    assert message.subject == f"Verify your e-mail address for {settings.SITE_NAME}"
    assert f"{settings.SITE_URL}/verify-email?token=" in message.body

    answer = send(client, "post", "/api/email-verification/confirm", {"token": _token(message.body)})
    assert answer.status_code == 200
    assert answer.json() == {
        "detail": "Your e-mail address boss@initech.example is verified.",
        "email": "boss@initech.example",
    }
    assert client.get("/api/auth/session").json()["user"]["email_verified"] is True
    # Opening the same link again is fine.
    assert send(client, "post", "/api/email-verification/confirm", {"token": _token(message.body)}).status_code == 200


def test_the_link_works_without_a_session(client, db):
    _signup(client, "boss@initech.example")
    other_device = type(client)()
    response = send(other_device, "post", "/api/email-verification/confirm", {"token": _token(mail.outbox[0].body)})
    assert response.status_code == 200
    assert email_is_verified(User.objects.get(username="boss@initech.example"))


@pytest.mark.parametrize("token", ["", "nonsense", "a" * 900, "\u0000", "eyJ1IjoxfQ:1tQ:x"])
def test_a_bad_link_is_a_400_with_a_message(client, db, token):
    response = send(client, "post", "/api/email-verification/confirm", {"token": token})
    assert response.status_code == 400
    assert response.json() == {"detail": LINK_INVALID}


def test_a_missing_or_oversized_token_is_a_422(client, db):
    assert send(client, "post", "/api/email-verification/confirm", {}).status_code == 422
    assert send(client, "post", "/api/email-verification/confirm", {"token": "x" * 1001}).status_code == 422


def test_an_old_link_has_expired(seeker, settings):
    issued = timezone.now() - timedelta(seconds=settings.EMAIL_VERIFICATION_MAX_AGE_SECONDS + 60)
    token = _token(verification_link(user=seeker, now=issued))
    with pytest.raises(ServiceError) as refused:
        verification_confirm(token=token)
    assert refused.value.message == LINK_EXPIRED
    assert not email_is_verified(seeker)


def test_a_link_for_an_earlier_address_or_a_forged_one_verifies_nothing(seeker):
    token = _token(verification_link(user=seeker, now=timezone.now()))
    seeker.email = seeker.username = "new@example.com"
    seeker.save()
    with pytest.raises(ServiceError):
        verification_confirm(token=token)
    forged = sign({"u": seeker.pk, "e": seeker.email}, salt="itjobs.something-else", now=timezone.now())
    with pytest.raises(ServiceError):
        verification_confirm(token=forged)
    assert not email_is_verified(seeker)


def test_a_new_link_on_request_at_most_five_an_hour(seeker):
    client = signed_in(seeker)
    for _ in range(5):
        response = send(client, "post", "/api/email-verification/send")
        assert response.status_code == 202
    assert response.json()["detail"].startswith("We have sent you a new verification link.")
    throttled = send(client, "post", "/api/email-verification/send")
    assert throttled.status_code == 429
    assert throttled["Retry-After"] == "3600"
    assert len(mail.outbox) == 5
    verification_confirm(token=_token(mail.outbox[0].body))  # any of them works
    assert send(client, "post", "/api/email-verification/send").status_code == 409


def test_asking_for_a_link_needs_a_session(client, db):
    assert send(client, "post", "/api/email-verification/send").status_code == 401


def test_a_failing_mail_server_does_not_undo_the_sign_up(client, db, settings):
    settings.EMAIL_BACKEND = "itjobs.employers.tests.test_inquiry.BrokenBackend"
    assert _signup(client, "boss@initech.example").status_code == 201
    assert User.objects.filter(username="boss@initech.example").exists()


def test_the_export_says_when_the_address_was_verified(seeker):
    verification_confirm(token=_token(verification_link(user=seeker, now=timezone.now())))
    export = signed_in(seeker).get("/api/account/export").json()
    assert export["profile"]["email_verified_at"] is not None


def test_existing_accounts_are_unverified_except_staff(db):
    """What migration accounts.0004 does to the accounts it finds."""
    from importlib import import_module

    from django.apps import apps

    company = make_company(verified=False)
    staff = User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "x")
    import_module("itjobs.accounts.migrations.0004_email_verification").verify_staff(apps, None)
    assert email_is_verified(staff)
    assert not email_is_verified(company.user)
    assert Profile.objects.get(user=staff).user_type == ""


def test_a_seeker_is_asked_too(client, db):
    assert _signup(client, "sam@example.com", user_type="job_seeker").status_code == 201
    assert len(mail.outbox) == 1
    assert not email_is_verified(make_seeker("other@example.com"))
