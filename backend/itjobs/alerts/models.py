"""Saved searches mailed as digests: the alert, what each alert was sent, and its mails.

An alert belongs to an e-mail address (and, when made signed in, to that account). Nothing is sent
to it before the address confirms (confirmed_at); an address that never confirms is forgotten after
UNCONFIRMED_DAYS. Each mail is a Delivery row written before it is sent (rounds.py), so a crash or a
failing mail server leaves a row to send again, never a mail lost or a job mailed twice.
"""

from django.contrib.auth.models import User
from django.db import models


class Frequency(models.TextChoices):
    DAILY = "daily", "Daily"
    WEEKLY = "weekly", "Weekly"


class Alert(models.Model):
    email = models.EmailField(max_length=254)  # lower-case
    user = models.ForeignKey(User, null=True, blank=True, on_delete=models.CASCADE, related_name="job_alerts")
    # The search as /api/jobs/search takes it (schemas.AlertSearchIn's fields): keyword, location, country, filters.
    search = models.JSONField()
    search_key = models.CharField(max_length=64)  # a digest of `search`: one alert per search and address
    frequency = models.CharField(max_length=10, choices=Frequency.choices, default=Frequency.DAILY)
    paused = models.BooleanField(default=False)
    created_at = models.DateTimeField()
    confirmation_sent_at = models.DateTimeField(null=True, blank=True)
    confirmed_at = models.DateTimeField(null=True, blank=True)
    # Jobs our index first saw after this moment are new to the alert (set at confirmation, moved on by
    # each digest to the time of its round).
    new_since = models.DateTimeField(null=True, blank=True)
    next_due_at = models.DateTimeField(null=True, blank=True)  # the earliest round that may mail it
    last_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["email", "search_key"], name="alert_one_per_search")]
        indexes = [
            models.Index(fields=["next_due_at"], name="alert_due_idx"),
            models.Index(fields=["confirmed_at", "created_at"], name="alert_unconfirmed_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.email}: {self.search.get('keyword') or '*'} in {self.search.get('location') or '*'}"


class AlertSentJob(models.Model):
    """A job an alert's digest listed: never listed to the alert again (nor its duplicates: dedupe_key)."""

    alert = models.ForeignKey(Alert, on_delete=models.CASCADE, related_name="sent_jobs")
    job_id = models.CharField(max_length=300)
    dedupe_key = models.CharField(max_length=400)
    sent_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["alert", "job_id"], name="alert_sent_job_once")]
        indexes = [models.Index(fields=["alert", "dedupe_key"], name="alert_sent_key_idx")]

    def __str__(self) -> str:
        return f"{self.alert_id}: {self.job_id}"


class Delivery(models.Model):
    """One mail to an alert's address: written (pending) before it is sent, marked sent after."""

    class Kind(models.TextChoices):
        CONFIRM = "confirm", "Confirmation"
        DIGEST = "digest", "Digest"

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        SENT = "sent", "Sent"
        FAILED = "failed", "Failed"  # gave up after MAX_ATTEMPTS

    alert = models.ForeignKey(Alert, on_delete=models.CASCADE, related_name="deliveries")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    job_ids = models.JSONField(default=list)  # a digest's jobs, in the order listed
    more = models.PositiveIntegerField(default=0)  # new matches beyond those listed
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt_at = models.DateTimeField()  # a pending mail is (re)sent by the first round after this
    created_at = models.DateTimeField()
    sent_at = models.DateTimeField(null=True, blank=True)
    last_error = models.CharField(max_length=300, blank=True, default="")

    class Meta:
        verbose_name_plural = "deliveries"
        indexes = [models.Index(fields=["status", "next_attempt_at"], name="delivery_pending_idx")]

    def __str__(self) -> str:
        return f"{self.kind} to alert {self.alert_id}: {self.status}"
