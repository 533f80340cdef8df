"""Sending survives faults: a crash mid-round neither skips nor repeats a mail; a failing mail
server is retried with back-off; one round at a time."""

from typing import Any

import pytest
from django.core import mail

from itjobs.alerts.models import Delivery
from itjobs.alerts.rounds import LEASE_TTL, alerts_round
from itjobs.alerts.sending import MAX_ATTEMPTS, RETRY_FIRST, SEND_HOLD
from itjobs.jobs.models import Job
from itjobs.jobs.services import jobs_close

from .mail_backends import Crash, CrashAfterBackend
from .support import confirmed_alert, create_signed_out, digests, ingest, python_jobs

DOWN = "itjobs.alerts.tests.mail_backends.DownBackend"
CRASHING = "itjobs.alerts.tests.mail_backends.CrashAfterBackend"


def _five_alerts_with_new_jobs(client: Any, clock: Any) -> None:
    for n in range(5):
        confirmed_alert(client, f"reader{n}@example.com")
    ingest(clock.advance(hours=1), *python_jobs(2))


def test_a_crash_mid_round_neither_skips_nor_repeats_a_mail(client, clock, settings):
    _five_alerts_with_new_jobs(client, clock)
    settings.EMAIL_BACKEND = CRASHING
    CrashAfterBackend.limit = 2
    with pytest.raises(Crash):
        alerts_round(now=clock.advance(minutes=1), holder="node-a")
    assert len(mail.outbox) == 2  # two went out, the third was being sent when the process died
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    # The dead process still holds the lease in the database (its `finally` never ran in a real crash).
    from itjobs.sources.models import Lease

    Lease.objects.filter(name="alerts-round").update(holder="node-a", expires_at=clock.now + LEASE_TTL)
    assert alerts_round(now=clock.advance(minutes=1), holder="node-b") is None  # still held
    # The next round after the lease expired and the claimed mail's hold ended sends the rest.
    alerts_round(now=clock.advance(seconds=(LEASE_TTL + SEND_HOLD).total_seconds()), holder="node-b")
    alerts_round(now=clock.advance(days=2), holder="node-b")  # and nothing more, ever
    assert sorted(m.to[0] for m in digests()) == [f"reader{n}@example.com" for n in range(5)]
    assert set(Delivery.objects.filter(kind="digest").values_list("status", flat=True)) == {"sent"}


def test_a_failing_mail_server_is_retried_later_with_back_off(client, clock, settings):
    _five_alerts_with_new_jobs(client, clock)
    settings.EMAIL_BACKEND = DOWN
    stats = alerts_round(now=clock.advance(minutes=1))
    assert stats is not None
    assert (stats.digests, stats.sent, stats.failed) == (5, 0, 1)
    assert digests() == []
    first = Delivery.objects.get(kind="digest", attempts=1)
    assert first.status == "pending"
    assert "SMTPConnectError" in first.last_error
    assert first.next_attempt_at == clock.now + RETRY_FIRST

    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    alerts_round(now=clock.advance(minutes=1))  # the four never tried go; the failed one waits its back-off
    assert len(digests()) == 4
    alerts_round(now=clock.advance(minutes=5))
    assert len(digests()) == 5
    assert set(Delivery.objects.filter(kind="digest").values_list("status", flat=True)) == {"sent"}


def test_a_retried_mail_leaves_out_a_job_that_closed_meanwhile(client, clock, settings):
    confirmed_alert(client, "reader@example.com")
    ingest(clock.advance(hours=1), *python_jobs(2))
    settings.EMAIL_BACKEND = DOWN
    alerts_round(now=clock.advance(minutes=1))
    [delivery] = Delivery.objects.filter(kind="digest")
    jobs_close(delivery.job_ids[:1], now=clock.advance(minutes=1))
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    alerts_round(now=clock.advance(minutes=5))
    [digest] = digests()
    closed, still_open = (Job.objects.get(id=job_id).company_name or "" for job_id in delivery.job_ids)
    assert closed not in digest.body
    assert still_open in digest.body


def test_a_mail_that_keeps_failing_is_given_up_after_the_last_attempt(client, clock, settings):
    confirmed_alert(client)
    ingest(clock.advance(hours=1), *python_jobs(1))
    settings.EMAIL_BACKEND = DOWN
    for _ in range(MAX_ATTEMPTS):
        alerts_round(now=clock.advance(hours=7))
    delivery = Delivery.objects.get(kind="digest")
    assert (delivery.status, delivery.attempts) == ("failed", MAX_ATTEMPTS)


def test_a_failing_server_does_not_fail_the_request_and_the_confirmation_follows(client, clock, settings):
    settings.EMAIL_BACKEND = DOWN
    assert create_signed_out(client).status_code == 201
    assert create_signed_out(client, "bob@example.com").status_code == 201  # not even tried: known down
    assert Delivery.objects.filter(kind="confirm", status="pending").count() == 2
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    alerts_round(now=clock.advance(minutes=6))
    assert sorted(m.to[0] for m in mail.outbox) == ["ann@example.com", "bob@example.com"]


def test_one_round_at_a_time(client, clock):
    from itjobs.sources.leases import lease_acquire

    assert lease_acquire(name="alerts-round", holder="other-node", now=clock.now, ttl=LEASE_TTL)
    assert alerts_round(now=clock.advance(minutes=1), holder="this-node") is None
