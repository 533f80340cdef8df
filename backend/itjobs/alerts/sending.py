"""Sending one mail of an alert (a Delivery row) so that a crash or a failing server loses none.

A Delivery is written, pending, before its mail exists (services: the confirmation; rounds: a digest,
in the same transaction that records its jobs as sent). Sending it:
1. claims it with a conditional UPDATE (pending and due -> held for SEND_HOLD, one more attempt):
   exactly one process sends it, even if two rounds ever overlapped;
2. renders and sends the mail through Django's e-mail backend;
3. marks it sent, or, when the backend raised, pending again after a back-off (RETRY_FIRST doubling
   up to RETRY_MAX), failed for good after MAX_ATTEMPTS.
The one window where a mail can go twice: the process dies after the mail server accepted the mail
and before step 3's UPDATE (milliseconds); the row is then sent again once SEND_HOLD has passed.
"""

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

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


@dataclass(frozen=True)
class Outcome:
    sent: bool
    failed: bool  # the mail server (or the mail) failed: retried later, or given up


def delivery_send(*, delivery_id: int, now: datetime, connection: BaseEmailBackend) -> Outcome | None:
    """Send one pending, due delivery; None when another sender has it or it is not due."""
    due = Delivery.objects.filter(pk=delivery_id, status=Delivery.Status.PENDING, next_attempt_at__lte=now)
    if not due.update(next_attempt_at=now + SEND_HOLD, attempts=F("attempts") + 1):
        return None
    delivery = Delivery.objects.select_related("alert").get(pk=delivery_id)
    try:
        if delivery.kind == Delivery.Kind.CONFIRM:
            message = confirmation_message(alert=delivery.alert, now=now)
        else:
            found = {job.id: job for job in Job.objects.filter(id__in=delivery.job_ids)}
            jobs = [found[job_id] for job_id in delivery.job_ids if job_id in found]
            if not jobs:  # every job expired and left the index before the mail could go
                Delivery.objects.filter(pk=delivery_id).update(status=Delivery.Status.FAILED, last_error="jobs gone")
                return Outcome(sent=False, failed=False)
            message = digest_message(alert=delivery.alert, jobs=jobs, more=delivery.more, now=now)
        message.connection = connection
        message.send()
    except Exception as error:  # the backend's (smtplib, socket) or a rendering fault: try again later
        attempts = delivery.attempts
        gave_up = attempts >= MAX_ATTEMPTS
        log.warning("Alert mail %s failed (attempt %s): %s", delivery_id, attempts, error)
        Delivery.objects.filter(pk=delivery_id).update(
            status=Delivery.Status.FAILED if gave_up else Delivery.Status.PENDING,
            next_attempt_at=now + retry_after(attempts),
            last_error=f"{type(error).__name__}: {error}"[:300],
        )
        return Outcome(sent=False, failed=True)
    Delivery.objects.filter(pk=delivery_id).update(status=Delivery.Status.SENT, sent_at=now)
    return Outcome(sent=True, failed=False)
