"""Login throttling that slows a guesser without locking the owner out (accounts.throttle): per
account and client, per account from everywhere, per address over all accounts, and a device cookie
that lets the owner's own browser past strangers' failures. The test owns the clock."""

from typing import Any

import pytest
from django.test import Client

from itjobs.accounts import throttle

from .factories import PASSWORD, make_seeker, send

URL = "/api/auth/login"


def _login(client: Client, email: str, password: str, ip: str = "203.0.113.7") -> Any:
    body = {"email": email, "password": password, "terms_accepted": True}
    return send(client, "post", URL, body, REMOTE_ADDR=ip)


def _log_out_keeping_device(client: Client) -> None:
    """Log out as the browser would: the session goes, the device cookie stays (Client.logout drops all)."""
    device = client.cookies[throttle.DEVICE_COOKIE].value
    client.logout()
    client.cookies[throttle.DEVICE_COOKIE] = device


def _fail(client: Client, email: str, times: int, ip: str = "203.0.113.7") -> None:
    for _ in range(times):
        assert _login(client, email, "wrong", ip=ip).status_code == 401


def test_five_failures_then_a_wait_that_doubles_and_is_told(client, seeker, clock):
    _fail(client, seeker.email, 5)
    response = _login(client, seeker.email, PASSWORD)
    assert response.status_code == 429
    assert response["Retry-After"] == "1"
    assert response.json() == {"detail": "Too many failed login attempts. Please try again in 1 second."}
    clock.advance(1)
    _fail(client, seeker.email, 1)  # the sixth guess, after the wait
    response = _login(client, seeker.email, PASSWORD)
    assert (response.status_code, response["Retry-After"]) == (429, "2")
    assert response.json()["detail"] == "Too many failed login attempts. Please try again in 2 seconds."
    clock.advance(2)
    assert _login(client, seeker.email, PASSWORD).status_code == 200  # never locked for good


def test_the_wait_grows_to_at_most_fifteen_minutes(client, seeker, clock):
    waits = []
    _fail(client, seeker.email, 5)
    for _ in range(14):
        refused = _login(client, seeker.email, "wrong")
        assert refused.status_code == 429
        waits.append(int(refused["Retry-After"]))
        clock.advance(waits[-1])
        _fail(client, seeker.email, 1)
    assert waits == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]
    assert _login(client, seeker.email, PASSWORD).json()["detail"] == (
        "Too many failed login attempts. Please try again in 15 minutes."
    )


def test_a_guesser_elsewhere_does_not_slow_the_owner_at_home(client, seeker, clock):
    _fail(client, seeker.email, 5, ip="198.51.100.66")
    assert _login(client, seeker.email, "wrong", ip="198.51.100.66").status_code == 429
    assert _login(Client(), seeker.email, PASSWORD, ip="203.0.113.7").status_code == 200


def test_a_distributed_guess_slows_the_account_after_twenty(client, seeker, clock, settings):
    for n in range(20):
        _fail(client, seeker.email, 1, ip=f"198.51.100.{n}")
    response = _login(Client(), seeker.email, PASSWORD, ip="203.0.113.99")
    assert (response.status_code, response["Retry-After"]) == (429, "1")


def test_the_owners_browser_gets_in_whatever_strangers_tried(seeker, clock):
    owner = Client()
    assert _login(owner, seeker.email, PASSWORD, ip="203.0.113.7").status_code == 200
    assert throttle.DEVICE_COOKIE in owner.cookies
    _log_out_keeping_device(owner)
    stranger = Client()
    for n in range(30):  # from everywhere, including the owner's own office address
        _login(stranger, seeker.email, "wrong", ip=f"198.51.100.{n % 3}" if n % 2 else "203.0.113.7")
    assert _login(Client(), seeker.email, PASSWORD, ip="192.0.2.1").status_code == 429  # a new browser waits
    assert _login(owner, seeker.email, PASSWORD, ip="203.0.113.7").status_code == 200


def test_a_device_cookie_gets_its_own_five_then_waits(seeker, clock):
    owner = Client()
    assert _login(owner, seeker.email, PASSWORD).status_code == 200
    _log_out_keeping_device(owner)
    _fail(owner, seeker.email, 5)
    response = _login(owner, seeker.email, PASSWORD)
    assert (response.status_code, response["Retry-After"]) == (429, "1")


def test_a_device_cookie_helps_only_the_account_it_was_issued_for(db, clock):
    ann, bob = make_seeker("ann@example.com"), make_seeker("bob@example.com")
    browser = Client()
    assert _login(browser, ann.email, PASSWORD).status_code == 200
    _log_out_keeping_device(browser)
    for n in range(20):
        _fail(Client(), bob.email, 1, ip=f"198.51.100.{n}")
    assert _login(browser, bob.email, PASSWORD).status_code == 429


def test_a_forged_device_cookie_counts_as_none(seeker, clock):
    for n in range(20):
        _fail(Client(), seeker.email, 1, ip=f"198.51.100.{n}")
    forged = Client()
    forged.cookies[throttle.DEVICE_COOKIE] = "eyJhIjoiYWNjb3VudDoxMjMiLCJkIjoieCJ9:forged:signature"
    assert _login(forged, seeker.email, PASSWORD).status_code == 429


def test_many_accounts_behind_one_address_are_not_blocked_by_a_few_failures(db, clock):
    users = [make_seeker(f"colleague{n}@example.com") for n in range(12)]
    for user in users:
        _fail(Client(), user.email, 3)  # 36 failures from the office
    for user in users:
        assert _login(Client(), user.email, PASSWORD).status_code == 200


def test_an_address_spraying_many_accounts_is_slowed_after_its_limit(db, clock, settings):
    assert settings.LOGIN_THROTTLE_IP_FAILURES == 100  # as configured; a smaller one keeps the test short
    settings.LOGIN_THROTTLE_IP_FAILURES = 12
    for n in range(12):
        _fail(Client(), f"guess{n}@example.com", 1, ip="198.51.100.5")
    victim = make_seeker("victim@example.com")
    assert _login(Client(), victim.email, PASSWORD, ip="198.51.100.5").status_code == 429
    assert _login(Client(), victim.email, PASSWORD, ip="198.51.100.9").status_code == 200


def test_a_success_forgets_the_clients_failures(client, seeker, clock):
    _fail(client, seeker.email, 4)
    assert _login(client, seeker.email, PASSWORD).status_code == 200
    client.logout()  # and the device cookie with it: the same address, as a stranger
    _fail(client, seeker.email, 5)
    assert _login(client, seeker.email, "wrong").status_code == 429


def test_successful_logins_do_not_use_up_an_address(db, clock, settings):
    settings.LOGIN_THROTTLE_IP_FAILURES = 12
    for n in range(15):
        user = make_seeker(f"member{n}@example.com")
        assert _login(Client(), user.email, PASSWORD).status_code == 200


def test_failures_are_forgotten_a_day_after_the_last(client, seeker, clock):
    _fail(client, seeker.email, 5)
    clock.advance(24 * 3600)
    _fail(client, seeker.email, 5)
    assert _login(client, seeker.email, PASSWORD).status_code == 429


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (1, "1 second"),
        (2, "2 seconds"),
        (59, "59 seconds"),
        (60, "1 minute"),
        (61, "2 minutes"),
        (900, "15 minutes"),
        (3600, "1 hour"),
        (7200, "2 hours"),
    ],
)
def test_the_wait_reads_naturally(seconds, text):
    assert throttle.wait_text(seconds) == text
