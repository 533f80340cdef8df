"""Signed out: an alert waits for its address to confirm; the answer never reveals the address."""

import threading
from collections.abc import Callable

from django.core import mail

from itjobs.accounts.tests.factories import send
from itjobs.alerts import services
from itjobs.alerts.models import Alert
from itjobs.alerts.rounds import alerts_round
from itjobs.alerts.selectors import ALERTS_PER_ADDRESS
from itjobs.alerts.services import CHECK_INBOX

from .support import create_signed_out, digests, html_of, ingest, python_jobs, text_of, token_in


def test_it_mails_a_confirmation_link_and_sends_nothing_before_it_is_opened(client, clock):
    response = create_signed_out(client)
    assert response.status_code == 201
    assert response.json() == {"detail": CHECK_INBOX, "alert": None}
    assert len(mail.outbox) == 1
    confirmation = mail.outbox[0]
    assert confirmation.to == ["ann@example.com"]
    assert "python developer in Seattle" in confirmation.body
    assert "/alerts/confirm?token=" in html_of(confirmation)
    alert = Alert.objects.get()
    assert alert.confirmed_at is None
    assert alert.search["keyword"] == "python developer"

    clock.advance(hours=1)
    ingest(clock.now, *python_jobs(2))
    alerts_round(now=clock.advance(minutes=1))
    assert digests() == []  # not confirmed: nothing


def test_the_link_confirms_the_alert_and_later_jobs_are_mailed(client, clock):
    create_signed_out(client)
    ingest(clock.now, *python_jobs(1))  # before the confirmation: not new to the alert
    token = token_in(text_of(mail.outbox[0]), "/alerts/confirm")
    clock.advance(hours=2)
    response = send(client, "post", "/api/alerts/confirm", {"token": token})
    assert response.status_code == 200
    assert "python developer in Seattle" in response.json()["summary"]
    assert Alert.objects.get().confirmed_at == clock.now
    assert send(client, "post", "/api/alerts/confirm", {"token": token}).status_code == 200  # twice is fine

    ingest(clock.advance(hours=1), *python_jobs(2))
    alerts_round(now=clock.advance(minutes=1))
    assert len(digests()) == 1
    assert len(Alert.objects.get().deliveries.get(kind="digest").job_ids) == 2


def test_a_bad_or_expired_link_is_a_400_with_a_message(client, clock):
    create_signed_out(client)
    token = token_in(text_of(mail.outbox[0]), "/alerts/confirm")
    assert send(client, "post", "/api/alerts/confirm", {"token": token[:-2] + "xx"}).status_code == 400
    clock.advance(days=8)
    response = send(client, "post", "/api/alerts/confirm", {"token": token})
    assert response.status_code == 400
    assert "invalid or has expired" in response.json()["detail"]
    assert Alert.objects.get().confirmed_at is None


def test_the_answer_is_the_same_for_a_known_address_an_account_and_a_full_address(client, clock, seeker):
    answers = [create_signed_out(client, "sam.seeker@example.com").json()]  # has an account
    answers.append(create_signed_out(client, "sam.seeker@example.com").json())  # has this alert already
    for n in range(ALERTS_PER_ADDRESS + 1):
        answers.append(create_signed_out(client, "full@example.com", ip=f"10.0.0.{n}", keyword=f"python {n}").json())
    assert all(answer == {"detail": CHECK_INBOX, "alert": None} for answer in answers)
    assert Alert.objects.filter(email="full@example.com").count() == ALERTS_PER_ADDRESS


def test_an_address_that_never_confirms_is_forgotten_after_seven_days(client, clock):
    create_signed_out(client)
    alerts_round(now=clock.advance(days=6))
    assert Alert.objects.count() == 1
    alerts_round(now=clock.advance(days=1, seconds=1))
    assert Alert.objects.count() == 0


def test_creating_alerts_is_rate_limited_per_client(client, clock):
    statuses = [create_signed_out(client, f"a{n}@example.com").status_code for n in range(21)]
    assert statuses[:20] == [201] * 20
    assert statuses[20] == 429


def test_the_request_answers_before_the_confirmation_is_sent(client, clock, monkeypatch):
    """A slow or failing mail server never holds the answer, whose timing then says nothing either."""
    later: list[Callable[[], None]] = []
    monkeypatch.setattr(services, "background", later.append)
    response = create_signed_out(client)
    assert response.status_code == 201
    assert mail.outbox == []  # answered; the mail is still to go
    assert len(later) == 1
    later[0]()
    assert [message.to for message in mail.outbox] == [["ann@example.com"]]


def test_the_confirmation_runs_beside_the_request_in_its_own_thread():
    ran = threading.Event()
    where: list[threading.Thread] = []

    def job() -> None:
        where.append(threading.current_thread())
        ran.set()

    services._in_a_thread(job)
    assert ran.wait(timeout=10)
    assert where[0] is not threading.current_thread()
    assert where[0].daemon
