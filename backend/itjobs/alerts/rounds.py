"""A round: mail every due alert its new jobs, once, and send again what failed before.

Runs from the node's refresher process every ALERTS_ROUND_INTERVAL_SECONDS (registered with
core.periodic in AlertsConfig.ready) or now with `manage.py send_alerts`; one round at a time across
every process and node (the `alerts-round` lease). For each batch of due alerts, one transaction
records each digest to send (a pending Delivery), the jobs it lists (AlertSentJob: never listed to
the alert again) and moves the alert on (new_since, next_due_at); only after that commit are the
mails sent (sending.py). A crash anywhere leaves either nothing recorded (the next round does it all)
or pending rows (the next round sends them). A failing mail server stops this round's sending; the
rows wait for their retry time.
"""

import logging
import os
import socket
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.core.mail import get_connection
from django.db import transaction
from django.db.models import Min

from itjobs.sources.leases import lease_acquire, lease_release

from .mails import DIGEST_JOBS
from .matching import NewJob, matching_rowids, new_jobs_since
from .models import Alert, AlertSentJob, Delivery, Frequency
from .searches import search_key
from .sending import deliveries_send
from .services import alerts_forget_unconfirmed

log = logging.getLogger(__name__)

ROUND_LEASE = "alerts-round"
LEASE_TTL = timedelta(minutes=30)  # a round that died holding the lease blocks the next for at most this
BATCH = 500  # alerts claimed per transaction
RETRIES_PER_ROUND = 5000


def period(frequency: str) -> timedelta:
    """The least time between two digests of an alert (ALERTS_DAILY_SECONDS: a day; weekly: 7 of them).
    A little less than the period itself, so a daily digest does not drift a round later each day."""
    day = timedelta(seconds=settings.ALERTS_DAILY_SECONDS)
    length = day * (7 if frequency == Frequency.WEEKLY else 1)
    return length - min(timedelta(seconds=settings.ALERTS_ROUND_INTERVAL_SECONDS), length / 24)


@dataclass
class RoundStats:
    forgotten: int = 0  # unconfirmed alerts forgotten
    due: int = 0  # alerts that were due
    new_jobs: int = 0  # jobs first seen since the oldest due alert's last mail
    searches: int = 0  # distinct searches run
    digests: int = 0  # digests recorded this round
    sent: int = 0  # mails sent (digests and earlier mails retried)
    failed: int = 0  # sends that failed (retried later)


class _Sender:
    """Sends deliveries over one connection; after the first failure the round sends no more."""

    def __init__(self, *, now: datetime, stats: RoundStats) -> None:
        self.now, self.stats = now, stats
        self.connection = get_connection()
        self.failing = False

    def send(self, delivery_ids: list[int]) -> None:
        for start in range(0, len(delivery_ids), BATCH):
            if self.failing:
                return
            batch = delivery_ids[start : start + BATCH]
            sent = deliveries_send(delivery_ids=batch, now=self.now, connection=self.connection)
            self.stats.sent += sent.sent
            self.stats.failed += sent.failed
            self.failing = sent.failed > 0

    def close(self) -> None:
        try:
            self.connection.close()
        except Exception:  # a broken connection: nothing to close
            log.debug("Closing the mail connection failed", exc_info=True)


def alerts_round(*, now: datetime, holder: str | None = None) -> RoundStats | None:
    """One round, or None when another process holds the round's lease."""
    holder = holder or f"{socket.gethostname()}:{os.getpid()}:alerts"
    if not lease_acquire(name=ROUND_LEASE, holder=holder, now=now, ttl=LEASE_TTL):
        return None
    stats = RoundStats()
    sender = _Sender(now=now, stats=stats)
    try:
        stats.forgotten = alerts_forget_unconfirmed(now=now)
        due_again = Delivery.objects.filter(status=Delivery.Status.PENDING, next_attempt_at__lte=now)
        sender.send(list(due_again.order_by("next_attempt_at", "pk").values_list("pk", flat=True)[:RETRIES_PER_ROUND]))
        for delivery_ids in digests_record(now=now, stats=stats):
            sender.send(delivery_ids)
    finally:
        sender.close()
        lease_release(name=ROUND_LEASE, holder=holder, now=now)
    log.info("Alert round: %s", stats)
    return stats


def digests_record(*, now: datetime, stats: RoundStats) -> Iterator[list[int]]:
    """Record the digests of the due alerts, a batch per transaction; yields each batch's deliveries."""
    due = Alert.objects.filter(confirmed_at__isnull=False, paused=False, next_due_at__lte=now)
    alert_ids = list(due.order_by("pk").values_list("pk", flat=True))
    stats.due = len(alert_ids)
    if not alert_ids:
        return
    since = due.aggregate(since=Min("new_since"))["since"] or now
    new = new_jobs_since(since=since, now=now)
    stats.new_jobs = len(new)
    if not new:
        return
    by_rowid = {job.rowid: job for job in new}
    rowids = sorted(by_rowid)
    keys = list({job.dedupe_key for job in new})
    matched: dict[str, list[NewJob]] = {}  # per search key, newest first
    for start in range(0, len(alert_ids), BATCH):
        alerts = list(Alert.objects.filter(pk__in=alert_ids[start : start + BATCH], next_due_at__lte=now))
        sent = set(
            AlertSentJob.objects.filter(alert__in=alerts, dedupe_key__in=keys).values_list("alert_id", "dedupe_key")
        )
        wanted: list[tuple[Alert, list[NewJob]]] = []
        for alert in alerts:  # the searches, before the transaction (SQLite's write lock stays short)
            key = alert.search_key or search_key(alert.search)
            if key not in matched:
                stats.searches += 1
                found = matching_rowids(search=alert.search, rowids=rowids, now=now)
                matched[key] = [by_rowid[rowid] for rowid in found]
            picks: list[NewJob] = []
            for job in matched[key]:
                if alert.new_since is not None and job.first_seen <= alert.new_since:
                    continue
                if (alert.pk, job.dedupe_key) not in sent:
                    sent.add((alert.pk, job.dedupe_key))  # duplicates across sources: the first only
                    picks.append(job)
            if picks:  # nothing new: no mail; the alert stays due and is looked at next round
                wanted.append((alert, picks))
        deliveries: list[Delivery] = []
        listed: list[AlertSentJob] = []
        with transaction.atomic():
            by_frequency: dict[str, list[int]] = defaultdict(list)
            for alert, _ in wanted:
                by_frequency[alert.frequency].append(alert.pk)
            for frequency, ids in by_frequency.items():  # only alerts still due and on (not paused since)
                Alert.objects.filter(pk__in=ids, next_due_at__lte=now, paused=False).update(
                    new_since=now, next_due_at=now + period(frequency), last_sent_at=now
                )
            moved = set(
                Alert.objects.filter(pk__in=[a.pk for a, _ in wanted], last_sent_at=now).values_list("pk", flat=True)
            )
            for alert, picks in wanted:
                if alert.pk not in moved:
                    continue  # changed (paused, deleted, mailed by an overlapping round) since it was read
                listed_jobs = picks[:DIGEST_JOBS]
                deliveries.append(
                    Delivery(
                        alert=alert,
                        kind=Delivery.Kind.DIGEST,
                        job_ids=[job.id for job in listed_jobs],
                        more=len(picks) - len(listed_jobs),
                        next_attempt_at=now,
                        created_at=now,
                    )
                )
                listed += [
                    AlertSentJob(alert=alert, job_id=job.id, dedupe_key=job.dedupe_key, sent_at=now)
                    for job in listed_jobs
                ]
            Delivery.objects.bulk_create(deliveries)
            AlertSentJob.objects.bulk_create(listed, ignore_conflicts=True)
        stats.digests += len(deliveries)
        yield [delivery.pk for delivery in deliveries]
