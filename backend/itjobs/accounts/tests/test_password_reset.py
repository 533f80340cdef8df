import re
from urllib.parse import parse_qs, urlsplit

from django.core import mail
from django.test import Client

from .factories import PASSWORD, send

SENT = {"detail": "If an account exists for that email, we have sent a link to reset the password."}


def _link(settings) -> tuple[str, str]:
    assert len(mail.outbox) == 1
    link = re.search(r"https?://\S+", str(mail.outbox[0].body))
    assert link is not None
    url = urlsplit(link.group(0))
    assert f"{url.scheme}://{url.netloc}" == settings.SITE_URL
    assert url.path == "/reset-password"
    query = parse_qs(url.query)
    return query["uid"][0], query["token"][0]


def test_it_emails_a_reset_link_to_the_site(client, seeker, settings):
    response = send(client, "post", "/api/auth/password-reset", {"email": "SAM.seeker@example.com"})
    assert response.status_code == 202
    assert response.json() == SENT
    assert mail.outbox[0].to == [seeker.email]
    _link(settings)


def test_it_answers_the_same_for_an_unknown_address_and_sends_nothing(client, db):
    response = send(client, "post", "/api/auth/password-reset", {"email": "nobody@example.com"})
    assert response.status_code == 202
    assert response.json() == SENT
    assert mail.outbox == []


def test_it_sets_the_new_password_once(client, seeker, settings):
    send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    uid, token = _link(settings)
    body = {"uid": uid, "token": token, "new_password": "a brand new secret"}
    response = send(client, "post", "/api/auth/password-reset/confirm", body)
    assert response.status_code == 200
    assert response.json() == {"detail": "Your password has been reset. You can now log in."}
    login = {"email": seeker.email, "password": "a brand new secret", "terms_accepted": True}
    assert send(client, "post", "/api/auth/login", login).status_code == 200
    again = send(client, "post", "/api/auth/password-reset/confirm", {**body, "new_password": "another new one!"})
    assert again.status_code == 400
    assert again.json() == {"detail": "This reset link is invalid or has expired."}


def test_it_refuses_a_forged_link(client, seeker):
    body = {"uid": "MQ", "token": "abc-123", "new_password": "a brand new secret"}
    assert send(client, "post", "/api/auth/password-reset/confirm", body).status_code == 400
    body["uid"] = "!!!"
    assert send(client, "post", "/api/auth/password-reset/confirm", body).status_code == 400
    seeker.refresh_from_db()
    assert seeker.check_password(PASSWORD)


def test_it_refuses_a_weak_new_password_and_keeps_the_old(client, seeker, settings):
    send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    uid, token = _link(settings)
    body = {"uid": uid, "token": token, "new_password": "123"}
    response = send(client, "post", "/api/auth/password-reset/confirm", body)
    assert response.status_code == 422
    assert "too short" in response.json()["errors"]["new_password"]
    seeker.refresh_from_db()
    assert seeker.check_password(PASSWORD)


def test_it_sends_at_most_three_links_an_hour_to_an_address(client, seeker):
    for _ in range(5):
        response = send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
        assert response.json() == SENT
    assert len(mail.outbox) == 3


def test_a_reset_lets_the_owner_in_at_once_after_failures(client, seeker, settings, clock):
    for n in range(25):  # failures from here and from everywhere else
        for ip in ("203.0.113.7", f"198.51.100.{n}"):
            body = {"email": seeker.email, "password": "wrong", "terms_accepted": True}
            send(Client(), "post", "/api/auth/login", body, REMOTE_ADDR=ip)
    send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    uid, token = _link(settings)
    body = {"uid": uid, "token": token, "new_password": "a brand new secret"}
    assert send(client, "post", "/api/auth/password-reset/confirm", body, REMOTE_ADDR="203.0.113.7").status_code == 200
    login = {"email": seeker.email, "password": "a brand new secret", "terms_accepted": True}
    assert send(Client(), "post", "/api/auth/login", login, REMOTE_ADDR="203.0.113.7").status_code == 200


def test_a_failed_reset_e_mail_is_logged_and_answered_as_usual(client, seeker, settings, caplog):
    settings.EMAIL_BACKEND = "itjobs.accounts.tests.test_password_reset.BrokenBackend"
    response = send(client, "post", "/api/auth/password-reset", {"email": seeker.email})
    assert response.status_code == 202
    assert response.json() == SENT
    assert f"Could not e-mail a password reset link to user {seeker.pk}" in caplog.text


class BrokenBackend:
    def __init__(self, *args: object, **kwargs: object) -> None:
        pass

    def send_messages(self, messages: object) -> int:
        raise ConnectionRefusedError("smtp down")
