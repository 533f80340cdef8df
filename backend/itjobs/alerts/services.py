"""Writes: make an alert (double opt-in signed out), confirm it, unsubscribe, change, delete, forget.

Signed out, every request for an address gets the same answer (CHECK_INBOX), whether the address is
new, already has this alert, has an account or has reached ALERTS_PER_ADDRESS: only the mailbox's
owner learns more, from the confirmation mail.
"""

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.contrib.auth.models import User
from django.core.mail import get_connection
from django.db import IntegrityError, connections, transaction
from django.utils import timezone

from itjobs.accounts.verification import email_is_verified
from itjobs.core import ratelimit
from itjobs.core.errors import Conflict, FieldError, NotFound, ServiceError, Throttled
from itjobs.core.ratelimit import Window
from itjobs.core.signed_tokens import BadToken
from itjobs.jobs.schemas import JobFiltersIn

from .models import Alert, Delivery, Frequency
from .searches import search_key, search_of
from .selectors import ALERTS_PER_ADDRESS, alerts_of_user
from .sending import deliveries_send
from .tokens import UNCONFIRMED_DAYS, address_tag, confirm_claims, unsubscribe_claims

log = logging.getLogger(__name__)

clock = timezone.now  # the API's clock; tests move their own in its place

CHECK_INBOX = "Check your inbox: we have sent a link to confirm this alert. Nothing is sent until you open it."
SAVED = "Alert saved. We will e-mail you new jobs for this search."
SAVED_CONFIRM = "Alert saved. Confirm your e-mail address from the link we sent to start getting it."
EMAIL_REQUIRED = "Enter your e-mail address"
TOO_MANY = f"You have {ALERTS_PER_ADDRESS} alerts, the most one address can have. Delete one to add another."
CREATE_THROTTLED = "Too many alerts were requested from your network. Please try again in an hour."
LINK_INVALID = "This link is invalid or has expired. Create the alert again from the search page."
UNSUBSCRIBED = "You are unsubscribed: this alert sends you no more e-mails."
CONFIRMED = "Your alert is confirmed. We will e-mail you new jobs for this search."
NOT_FOUND = "Alert not found"

CREATES_PER_HOUR_PER_CLIENT = 20
CONFIRMATIONS_PER_DAY_PER_ADDRESS = 5
SOON_SEND_TIMEOUT = 10  # seconds the first attempt waits for the mail server before leaving it to the round
MAIL_QUIET_AFTER_FAILURE = timedelta(minutes=5)


class _MailServerMemo:
    """This process's memo of a failing mail server: requests then leave confirmations to the round."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.failing_until: datetime | None = None

    def quiet(self, now: datetime) -> bool:
        with self.lock:
            return self.failing_until is not None and now < self.failing_until

    def note_failure(self, now: datetime) -> None:
        with self.lock:
            self.failing_until = now + MAIL_QUIET_AFTER_FAILURE


mail_server = _MailServerMemo()


@dataclass(frozen=True)
class Created:
    detail: str
    alert: Alert | None  # signed in only


def _confirmation_queue(alert: Alert, *, now: datetime) -> Delivery | None:
    """A confirmation mail for the alert, unless the address had CONFIRMATIONS_PER_DAY_PER_ADDRESS today."""
    window = Window(ratelimit.hashed_key("alert-confirm", alert.email), 86400)
    if not ratelimit.acquire([(window, CONFIRMATIONS_PER_DAY_PER_ADDRESS)], now=now):
        return None
    Alert.objects.filter(pk=alert.pk).update(confirmation_sent_at=now)
    return Delivery.objects.create(alert=alert, kind=Delivery.Kind.CONFIRM, next_attempt_at=now, created_at=now)


def _in_a_thread(job: Callable[[], None]) -> None:
    """Run `job` beside the request, which answers without waiting for it."""

    def run() -> None:
        try:
            job()
        except Exception:  # the row stays pending: the next round sends it
            log.exception("Sending an alert confirmation failed")
        finally:
            connections.close_all()  # this thread's own database connections

    threading.Thread(target=run, name="alert-confirmation", daemon=True).start()


# Where the first attempt at a confirmation runs: beside the request, so that neither a slow or
# failing mail server nor the time a mail takes reaches the answer (which says the same, and takes
# as long, whether or not a mail went). Tests run it in place.
background: Callable[[Callable[[], None]], None] = _in_a_thread


def _send_soon(delivery: Delivery | None, *, now: datetime) -> None:
    """Try the confirmation at once, beside the request; a failing server leaves it pending for the
    next round (sending.py), and this process leaves the next ones to the rounds for a while."""
    if delivery is None or mail_server.quiet(now):
        return
    delivery_id = delivery.pk

    def attempt() -> None:
        connection = get_connection(timeout=SOON_SEND_TIMEOUT)
        if deliveries_send(delivery_ids=[delivery_id], now=now, connection=connection).failed:
            mail_server.note_failure(now)

    background(attempt)


def _throttle(client: str, *, now: datetime) -> None:
    window = Window(ratelimit.hashed_key("alert-create", client), 3600)
    if not ratelimit.acquire([(window, CREATES_PER_HOUR_PER_CLIENT)], now=now):
        raise Throttled(CREATE_THROTTLED, retry_after=window.seconds)


def alert_create(
    *, params: JobFiltersIn, frequency: str, email: str | None, user: User | None, client: str, now: datetime
) -> Created:
    """Keep the search as an alert. Signed out: for `email`, confirmed from a mailed link. Signed in:
    for the account's address, confirmed at once when the account has verified it."""
    _throttle(client, now=now)
    search = search_of(params)
    key = search_key(search)
    if user is not None:
        return _create_signed_in(user=user, search=search, key=key, frequency=frequency, now=now)
    if not email:
        raise FieldError("email", EMAIL_REQUIRED)
    delivery = None
    with transaction.atomic():
        existing = Alert.objects.select_for_update().filter(email=email, search_key=key).first()
        if existing is not None and existing.confirmed_at is None:
            Alert.objects.filter(pk=existing.pk).update(frequency=frequency)
            delivery = _confirmation_queue(existing, now=now)
        elif existing is None and Alert.objects.filter(email=email).count() < ALERTS_PER_ADDRESS:
            try:
                with transaction.atomic():
                    alert = Alert.objects.create(
                        email=email, search=search, search_key=key, frequency=frequency, created_at=now
                    )
            except IntegrityError:  # the same request twice at once: the other one mails
                alert = None
            if alert is not None:
                delivery = _confirmation_queue(alert, now=now)
    _send_soon(delivery, now=now)
    return Created(detail=CHECK_INBOX, alert=None)


def _create_signed_in(*, user: User, search: dict[str, object], key: str, frequency: str, now: datetime) -> Created:
    email = (user.email or "").lower()
    if not email:
        raise ServiceError("Your account has no e-mail address to send alerts to.")
    verified = email_is_verified(user)
    delivery = None
    with transaction.atomic():
        existing = Alert.objects.select_for_update().filter(email=email, search_key=key).first()
        if existing is not None and (existing.user_id == user.pk or verified):
            existing.user, existing.frequency, existing.paused = user, frequency, False
            existing.save(update_fields=["user", "frequency", "paused"])
            return Created(detail=SAVED if existing.confirmed_at else SAVED_CONFIRM, alert=existing)
        if existing is not None:  # someone made it signed out for this address; the account has not proven it
            raise Conflict("An alert for this search is waiting for its confirmation link. Check your inbox.")
        if Alert.objects.filter(email=email).count() >= ALERTS_PER_ADDRESS:
            raise Conflict(TOO_MANY)
        alert = Alert.objects.create(
            email=email,
            user=user,
            search=search,
            search_key=key,
            frequency=frequency,
            created_at=now,
            confirmed_at=now if verified else None,
            new_since=now if verified else None,
            next_due_at=now if verified else None,
        )
        if not verified:
            delivery = _confirmation_queue(alert, now=now)
    _send_soon(delivery, now=now)
    return Created(detail=SAVED if verified else SAVED_CONFIRM, alert=alert)


def alert_confirm(*, token: object, now: datetime) -> Alert:
    """Open the alert a confirmation link names: from now on its new jobs are mailed."""
    try:
        alert_id, tag = confirm_claims(token, now=now)
    except BadToken:
        raise ServiceError(LINK_INVALID) from None
    with transaction.atomic():
        alert = Alert.objects.select_for_update().filter(pk=alert_id).first()
        if alert is None or address_tag(alert.email) != tag:
            raise ServiceError(LINK_INVALID)
        if alert.confirmed_at is None:
            alert.confirmed_at = alert.new_since = alert.next_due_at = now
            alert.save(update_fields=["confirmed_at", "new_since", "next_due_at"])
    return alert


def alert_unsubscribe(*, token: object, now: datetime) -> None:
    """Delete the alert an unsubscribe link names (again: nothing more to do). No login needed."""
    try:
        alert_id, tag = unsubscribe_claims(token, now=now)
    except BadToken:
        raise ServiceError(LINK_INVALID) from None
    alert = Alert.objects.filter(pk=alert_id).first()
    if alert is not None and address_tag(alert.email) == tag:
        alert.delete()


def _own(user: User, alert_id: int) -> Alert:
    alert = alerts_of_user(user).filter(pk=alert_id).first()
    if alert is None:
        raise NotFound(NOT_FOUND)
    return alert


def alert_update(*, user: User, alert_id: int, frequency: str | None, paused: bool | None) -> Alert:
    alert = _own(user, alert_id)
    if frequency is not None:
        alert.frequency = Frequency(frequency)
    if paused is not None:
        alert.paused = paused
    alert.save(update_fields=["frequency", "paused"])
    return alert


def alert_delete(*, user: User, alert_id: int) -> None:
    _own(user, alert_id).delete()


def alerts_forget_unconfirmed(*, now: datetime) -> int:
    """Addresses that never confirmed within UNCONFIRMED_DAYS: their alerts (and mails) go."""
    cutoff = now - timedelta(days=UNCONFIRMED_DAYS)
    _, deleted = Alert.objects.filter(confirmed_at__isnull=True, created_at__lt=cutoff).delete()
    return deleted.get(Alert._meta.label, 0)


def alerts_delete_for_account(*, user: User) -> int:
    """With the account: every alert it sees (pre_delete of the user; those it made go by CASCADE too)."""
    _, deleted = Alert.objects.filter(pk__in=list(alerts_of_user(user).values_list("pk", flat=True))).delete()
    return deleted.get(Alert._meta.label, 0)
