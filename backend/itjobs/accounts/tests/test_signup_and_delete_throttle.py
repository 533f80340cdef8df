"""Throttles beyond the login (accounts.throttle): sign-up tells whether an address has an account, so
one client address gets ten sign-ups, then waits; DELETE /api/account checks the password on the
login's counters, so a stolen session cannot guess the password there."""

from django.contrib.auth.models import User
from django.test import Client

from .factories import PASSWORD, make_seeker, send, signed_in

SIGNUP = "/api/auth/signup"
GOOD_PASSWORD = "violet tram at dawn"


def _signup(email: str, ip: str = "203.0.113.7", password: str = GOOD_PASSWORD):
    body = {"email": email, "password": password, "user_type": "job_seeker", "terms_accepted": True}
    return send(Client(), "post", SIGNUP, body, REMOTE_ADDR=ip)


def test_probing_taken_addresses_is_slowed_after_ten(db, clock):
    make_seeker("known@example.com")
    answers = [_signup("known@example.com").status_code for _ in range(10)]
    assert answers == [422] * 10
    response = _signup("known@example.com")
    assert response.status_code == 429
    assert response["Retry-After"] == "1"
    assert response.json() == {"detail": "Too many sign-up attempts from your network. Please try again in 1 second."}
    assert _signup("known@example.com", ip="198.51.100.1").json()["errors"] == {
        "email": "An account with this email already exists."  # the sign-up screen's text, unchanged
    }
    clock.advance(1)
    assert _signup("known@example.com").status_code == 422
    assert _signup("known@example.com").status_code == 429  # now 2 s


def test_new_accounts_count_too_and_weak_passwords_do_not(db, clock):
    for n in range(5):
        assert _signup(f"weak{n}@example.com", password="12345678").status_code == 422  # never reached the check
    for n in range(10):
        assert _signup(f"new{n}@example.com").status_code == 201
    assert _signup("one-more@example.com").status_code == 429
    assert User.objects.count() == 10


def test_account_deletion_with_wrong_passwords_waits_like_a_login(seeker, clock):
    client = signed_in(seeker)
    for _ in range(5):
        response = send(client, "delete", "/api/account", {"password": "nope"}, REMOTE_ADDR="203.0.113.7")
        assert response.status_code == 422
    response = send(client, "delete", "/api/account", {"password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert response.status_code == 429
    assert response["Retry-After"] == "1"
    assert User.objects.filter(pk=seeker.pk).exists()
    clock.advance(1)
    response = send(client, "delete", "/api/account", {"password": PASSWORD}, REMOTE_ADDR="203.0.113.7")
    assert response.status_code == 204
