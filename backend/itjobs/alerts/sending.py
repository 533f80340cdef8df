"""Sending one mail of an alert (a Delivery row) so that a crash or a failing server loses none.

A Delivery is written, pending, before its mail exists (services: the confirmation; rounds: a digest,
in the same transaction that records its jobs as sent). Sending it:
1. claims it with a conditional UPDATE (pending and due -> held for SEND_HOLD, one more attempt;
   a batch of them at once): exactly one process sends it, even if two rounds ever overlapped;
2. renders and sends the mail through Django's e-mail backend;
3. marks it sent, or, when the backend raised, pending again after a back-off (RETRY_FIRST doubling
   up to RETRY_MAX), failed for good after MAX_ATTEMPTS.
The one window where a mail can go twice: the process dies after the mail server accepted the mail
and before step 3's UPDATE (milliseconds); the row is then sent again once SEND_HOLD has passed.
"""

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.core.mail import EmailMultiAlternatives
from django.core.mail.backends.base import BaseEmailBackend
from django.db.models import F

from itjobs.jobs.models import Job

from .mails import confirmation_message, digest_message
from .models import Delivery

log = logging.getLogger(__name__)

SEND_HOLD = timedelta(minutes=10)  # a claimed row nobody marked (its sender died) is retried after this
RETRY_FIRST = timedelta(minutes=5)
RETRY_MAX = timedelta(hours=6)
MAX_ATTEMPTS = 8  # about 10 hours of retries


def retry_after(attempts: int) -> timedelta:
    """The wait after the `attempts`-th failed attempt: 5 min, 10, 20 ... at most 6 h."""
    wait: timedelta = RETRY_FIRST * (2 ** max(0, attempts - 1))
    return min(wait, RETRY_MAX)


@dataclass
class Sent:
    sent: int = 0
    failed: int = 0  # sends the mail server (or the mail) failed: retried later, or given up


def _claim(delivery_ids: list[int], *, now: datetime) -> list[int]:
    """Claim the pending, due ones among `delivery_ids` for SEND_HOLD (one more attempt each):
    exactly one sender gets each. One UPDATE for all when nobody else claims any (the lease's rule)."""
    pending = Delivery.objects.filter(status=Delivery.Status.PENDING, next_attempt_at__lte=now)
    wanted = list(pending.filter(pk__in=delivery_ids).values_list("pk", flat=True))
    hold = {"next_attempt_at": now + SEND_HOLD, "attempts": F("attempts") + 1}
    if pending.filter(pk__in=wanted).update(**hold) == len(wanted):
        return wanted
    # Someone else claimed some of them meanwhile (two rounds overlapped): ours are those we held.
    return [pk for pk in wanted if Delivery.objects.filter(pk=pk, attempts__gt=0, next_attempt_at=now + SEND_HOLD)
            .exclude(status=Delivery.Status.SENT).exists()]  # fmt: skip


def _message(delivery: Delivery, jobs: dict[str, Job], *, now: datetime) -> EmailMultiAlternatives | None:
    if delivery.kind == Delivery.Kind.CONFIRM:
        return confirmation_message(alert=delivery.alert, now=now)
    listed = [jobs[job_id] for job_id in delivery.job_ids if job_id in jobs]
    if not listed:  # every job closed before the mail could go
        return None
    return digest_message(alert=delivery.alert, jobs=listed, more=delivery.more, now=now)


def deliveries_send(
    *, delivery_ids: list[int], now: datetime, connection: BaseEmailBackend, stop_on_failure: bool = True
) -> Sent:
    """Send the pending, due deliveries among `delivery_ids` (at most a few hundred: one batch).
    After a failure (with stop_on_failure) the rest are given back untried, for the next round."""
    sent = Sent()
    claimed = _claim(delivery_ids, now=now)
    deliveries = list(Delivery.objects.select_related("alert").filter(pk__in=claimed).order_by("pk"))
    job_ids = {job_id for delivery in deliveries for job_id in delivery.job_ids}
    # A job that closed since the round chose it is kept a while (decision 0021), not mailed.
    open_jobs = Job.objects.filter(id__in=job_ids, closed_at__isnull=True)
    jobs = {job.id: job for job in open_jobs} if job_ids else {}
    for n, delivery in enumerate(deliveries):
        try:
            message = _message(delivery, jobs, now=now)
            if message is None:
                Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.FAILED, last_error="jobs gone")
                continue
            message.connection = connection
            message.send()
        except Exception as error:  # the backend's (smtplib, socket) or a rendering fault: try again later
            sent.failed += 1
            attempts = delivery.attempts  # counted by the claim
            log.warning("Alert mail %s failed (attempt %s): %s", delivery.pk, attempts, error)
            Delivery.objects.filter(pk=delivery.pk).update(
                status=Delivery.Status.FAILED if attempts >= MAX_ATTEMPTS else Delivery.Status.PENDING,
                next_attempt_at=now + retry_after(attempts),
                last_error=f"{type(error).__name__}: {error}"[:300],
            )
            if stop_on_failure:
                untried = [later.pk for later in deliveries[n + 1 :]]
                Delivery.objects.filter(pk__in=untried).update(next_attempt_at=now, attempts=F("attempts") - 1)
                return sent
            continue
        Delivery.objects.filter(pk=delivery.pk).update(status=Delivery.Status.SENT, sent_at=now)
        sent.sent += 1
    return sent
