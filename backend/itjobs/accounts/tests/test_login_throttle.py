from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client, RequestFactory

from itjobs.accounts.services import user_login_check
from itjobs.core.errors import Throttled, Unauthorized

from .factories import PASSWORD, make_seeker, send

URL = "/api/auth/login"
THROTTLED = {"detail": "Too many failed login attempts. Please try again in 15 minutes."}


def _login(client: Client, email: str, password: str, ip: str = "203.0.113.7") -> Any:
    body = {"email": email, "password": password, "terms_accepted": True}
    return send(client, "post", URL, body, REMOTE_ADDR=ip)


def test_it_refuses_even_the_right_password_after_five_failures(client, seeker):
    for _ in range(5):
        assert _login(client, seeker.email, "wrong").status_code == 401
    response = _login(client, seeker.email, PASSWORD, ip="198.51.100.1")  # another address: the account counts
    assert response.status_code == 429
    assert response.json() == THROTTLED
    assert response["Retry-After"] == "900"


def test_it_counts_failures_per_address_across_accounts(client, db):
    for n in range(5):
        assert _login(client, f"guess{n}@example.com", "wrong").status_code == 401
    other = make_seeker("victim@example.com")
    assert _login(client, other.email, PASSWORD).status_code == 429
    assert _login(client, other.email, PASSWORD, ip="198.51.100.9").status_code == 200


def test_it_allows_four_failures_then_a_success_which_clears_the_account(client, seeker):
    for _ in range(4):
        _login(client, seeker.email, "wrong", ip="198.51.100.2")
    assert _login(client, seeker.email, PASSWORD, ip="198.51.100.3").status_code == 200
    for _ in range(4):
        assert _login(client, seeker.email, "wrong", ip="198.51.100.4").status_code == 401


def test_it_lets_the_account_in_again_after_the_window(seeker):
    opened = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)

    def check(password: str, *, after: int) -> User:
        request = RequestFactory().post(URL)
        at = opened + timedelta(seconds=after)
        return user_login_check(request=request, email=seeker.email, password=password, ip="203.0.113.7", now=at)

    for second in range(5):
        with pytest.raises(Unauthorized):
            check("wrong", after=second)
    with pytest.raises(Throttled):
        check(PASSWORD, after=899)  # the window the first failure opened lasts 900 s
    assert check(PASSWORD, after=900) == seeker


def test_successful_logins_do_not_use_up_an_address(client, db):
    users = [make_seeker(f"colleague{n}@example.com") for n in range(8)]
    for user in users:
        assert _login(client, user.email, PASSWORD).status_code == 200
