"""Reads: whose alerts an account sees and manages, and what the data export lists."""

from typing import Any

from django.contrib.auth.models import User
from django.db.models import Q, QuerySet

from itjobs.accounts.verification import email_is_verified
from itjobs.core.time import iso_datetime

from .models import Alert
from .schemas import search_out
from .searches import results_path, search_summary

ALERTS_PER_ADDRESS = 20


def alerts_of_user(user: User) -> QuerySet[Alert]:
    """The account's alerts: those made signed in, and, once the account has verified its address,
    those made signed out for that address (the one rule: list, change, export and delete use it)."""
    mine = Q(user=user)
    if user.email and email_is_verified(user):
        mine |= Q(email=user.email.lower())
    return Alert.objects.filter(mine).order_by("-created_at", "-pk")


def alert_out(alert: Alert) -> dict[str, Any]:
    return {
        "id": alert.pk,
        "search": search_out(alert.search),
        "summary": search_summary(alert.search),
        "frequency": alert.frequency,
        "paused": alert.paused,
        "confirmed": alert.confirmed_at is not None,
        "created_at": alert.created_at,
        "last_sent_at": alert.last_sent_at,
        "results_path": results_path(alert.search),
    }


def alerts_export(user: User) -> list[dict[str, Any]]:
    """The account's alerts with their confirmation and every mail sent (the data export)."""
    out = []
    for alert in alerts_of_user(user).prefetch_related("deliveries"):
        out.append(
            {
                "email": alert.email,
                "search": search_out(alert.search),
                "summary": search_summary(alert.search),
                "frequency": alert.frequency,
                "paused": alert.paused,
                "created_at": iso_datetime(alert.created_at),
                "confirmation_sent_at": iso_datetime(alert.confirmation_sent_at),
                "confirmed_at": iso_datetime(alert.confirmed_at),
                "last_sent_at": iso_datetime(alert.last_sent_at),
                "mails": [
                    {
                        "kind": delivery.kind,
                        "status": delivery.status,
                        "created_at": iso_datetime(delivery.created_at),
                        "sent_at": iso_datetime(delivery.sent_at),
                        "job_ids": list(delivery.job_ids),
                    }
                    for delivery in sorted(alert.deliveries.all(), key=lambda d: d.created_at)
                ],
            }
        )
    return out
