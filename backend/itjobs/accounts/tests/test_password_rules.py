"""Django's full password validators on every password a user chooses (sign-up and reset), each
answered as a 422 field message: too short, too common, all digits, or too close to the e-mail."""

import pytest
from django.contrib.auth.models import User

from .factories import send
from .test_password_reset import _link

SIGNUP = "/api/auth/signup"
EMAIL = "alexandra.jones@example.com"


def _signup(client, password: str, email: str = EMAIL):
    body = {"email": email, "password": password, "user_type": "job_seeker", "terms_accepted": True}
    return send(client, "post", SIGNUP, body)


@pytest.mark.parametrize(
    ("password", "message"),
    [
        ("alexandra.jones@example.com", "The password is too similar to the email address."),
        ("Alexandra.Jones@Example.com", "The password is too similar to the email address."),
        ("alexandra.jones", "The password is too similar to the email address."),
        ("alexandrajones", "The password is too similar to the email address."),
        ("alexandra-jones1", "The password is too similar to the email address."),
        ("31415926535897", "This password is entirely numeric."),
        ("password1", "This password is too common."),
        ("short1!", "This password is too short. It must contain at least 8 characters."),
    ],
)
def test_signup_refuses_weak_passwords_with_a_field_message(client, db, password, message):
    response = _signup(client, password)
    assert response.status_code == 422
    assert message in response.json()["errors"]["password"]
    assert not User.objects.exists()


def test_signup_accepts_a_good_password(client, db):
    assert _signup(client, "violet tram at dawn").status_code == 201


def test_a_short_local_part_does_not_forbid_ordinary_passwords(client, db):
    assert _signup(client, "bo-has-a-long-pass", email="bo@example.com").status_code == 201


def test_reset_refuses_the_email_as_the_new_password(client, seeker, settings):
    send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    uid, token = _link(settings)
    body = {"uid": uid, "token": token, "new_password": seeker.email}
    response = send(client, "post", "/api/auth/password-reset/confirm", body)
    assert response.status_code == 422
    assert response.json()["errors"]["new_password"] == "The password is too similar to the email address."


def test_reset_refuses_an_all_digit_password(client, seeker, settings):
    send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    uid, token = _link(settings)
    body = {"uid": uid, "token": token, "new_password": "2024202420242024"}
    response = send(client, "post", "/api/auth/password-reset/confirm", body)
    assert response.status_code == 422
    assert response.json()["errors"]["new_password"] == "This password is entirely numeric."
