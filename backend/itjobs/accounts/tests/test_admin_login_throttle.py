"""The admin's login goes through the same throttle as the API's (accounts.throttle): staff approve
posts and set plans, so guessing their password is slowed the same way, with a clear message."""

import pytest
from django.contrib.auth.models import User
from django.test import Client

from itjobs.accounts import throttle

from .factories import PASSWORD, send

LOGIN = "/admin/login/"


@pytest.fixture(autouse=True)
def _plain_static(settings):
    """The manifest storage needs collectstatic; the admin's pages only need the file names here."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def operator(db):
    return User.objects.create_superuser("Operator", "ops@itjobs.example", PASSWORD)


def _admin_login(client: Client, username: str, password: str, ip: str = "203.0.113.7"):
    return client.post(LOGIN, {"username": username, "password": password, "next": "/admin/"}, REMOTE_ADDR=ip)


def test_twelve_wrong_passwords_then_the_right_one_is_refused_with_the_wait(operator, clock):
    client = Client()
    statuses = [_admin_login(client, "Operator", f"guess-{n}").status_code for n in range(12)]
    assert statuses == [200] * 5 + [429] * 7  # the form again, then the wait
    response = _admin_login(client, "Operator", PASSWORD)
    assert response.status_code == 429
    assert response["Retry-After"] == "1"
    assert "Too many failed login attempts. Please try again in 1 second." in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_the_right_password_gets_in_after_the_wait_and_remembers_the_browser(operator, clock):
    client = Client()
    for n in range(5):
        _admin_login(client, "Operator", f"guess-{n}")
    clock.advance(1)
    response = _admin_login(client, "Operator", PASSWORD)
    assert response.status_code == 302
    assert response["Location"] == "/admin/"
    assert throttle.DEVICE_COOKIE in response.cookies


def test_admin_and_api_failures_share_the_counters(db, clock):
    User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", PASSWORD)
    client = Client()
    for _ in range(3):
        body = {"email": "ops@itjobs.example", "password": "wrong", "terms_accepted": True}
        assert send(client, "post", "/api/auth/login", body, REMOTE_ADDR="203.0.113.7").status_code == 401
    for _ in range(2):
        assert _admin_login(client, "ops@itjobs.example", "wrong").status_code == 200
    assert _admin_login(client, "OPS@itjobs.example", PASSWORD).status_code == 429  # any case: one account


def test_a_wrong_password_still_gets_djangos_message(operator, clock):
    response = _admin_login(Client(), "Operator", "wrong")
    assert response.status_code == 200
    assert "Please enter the correct username and password for a staff account." in response.content.decode()


def test_a_non_staff_user_is_still_refused(db, clock):
    User.objects.create_user("member@example.com", "member@example.com", PASSWORD)
    response = _admin_login(Client(), "member@example.com", PASSWORD)
    assert response.status_code == 200
    assert "_auth_user_id" not in response.wsgi_request.session
