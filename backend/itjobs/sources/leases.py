"""Named leases: work that one process at a time may do (a round, the demo load), taken in the
database so it holds across processes and nodes, and expiring so a dead holder never blocks it."""

from datetime import datetime, timedelta

from django.db import IntegrityError, transaction

from .models import Lease


def lease_acquire(*, name: str, holder: str, now: datetime, ttl: timedelta) -> bool:
    """Take the named lease when it is free or expired; True for exactly one caller at a time."""
    if not Lease.objects.filter(name=name).exists():
        try:
            with transaction.atomic():
                Lease.objects.create(name=name, holder=holder, expires_at=now + ttl)
            return True
        except IntegrityError:
            pass
    return bool(Lease.objects.filter(name=name, expires_at__lte=now).update(holder=holder, expires_at=now + ttl))


def lease_release(*, name: str, holder: str, now: datetime) -> None:
    """Give the lease back early (work done), if this holder still has it."""
    Lease.objects.filter(name=name, holder=holder).update(expires_at=now)
