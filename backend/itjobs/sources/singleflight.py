"""One refresh per query at a time across every thread and process, with locks that expire.

The claim is a conditional UPDATE on the query's row: the database lets exactly one caller move
`locked_until` into the future while the query is stale, on SQLite and PostgreSQL alike.
"""

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Literal

from django.db import IntegrityError, connection, transaction
from django.db.models import Q
from django.utils.dateparse import parse_datetime

from .models import QueryState

LOCK_TTL = timedelta(seconds=120)  # longer than two source calls with their timeouts and retries
_SPACES = re.compile(r"\s+")


@dataclass(frozen=True)
class QueryKey:
    keyword: str
    location: str
    country: str

    @property
    def key(self) -> str:
        return f"{self.country}|{self.keyword}|{self.location}"


def query_key(*, keyword: str, location: str, country: str) -> QueryKey:
    """Case and spacing do not make a different query: 'Python  Dev' and 'python dev' share one."""

    def clean(text: str) -> str:
        return _SPACES.sub(" ", text or "").strip().lower()[:140]

    return QueryKey(keyword=clean(keyword), location=clean(location), country=clean(country)[:2])


@dataclass(frozen=True)
class Claim:
    outcome: Literal["claimed", "fresh", "busy"]
    until: datetime | None = None  # 'fresh': fresh until; 'busy': the other refresher's lock expiry


@dataclass(frozen=True)
class Peek:
    outcome: Literal["fresh", "busy", "stale"]
    until: datetime | None = None  # 'fresh': fresh until; 'busy': the refresher's lock expiry


_PEEK = f'SELECT next_refresh_at, locked_until FROM {QueryState._meta.db_table} WHERE "key" = %s'  # noqa: S608 (no input)


def read_moment(value: object) -> datetime | None:
    """A datetime column as plain SQL returns it: aware (PostgreSQL) or naive UTC (SQLite)."""
    moment = parse_datetime(value) if isinstance(value, str) else value
    if not isinstance(moment, datetime):
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def refresh_peek(*, query: QueryKey, now: datetime) -> Peek:
    """The query's shared state, read only (the search's request path writes nothing). Plain SQL:
    it runs for most searches, and the ORM's compilation cost more than the indexed read."""
    with connection.cursor() as cursor:
        cursor.execute(_PEEK, [query.key])
        row = cursor.fetchone()
    if row is None:
        return Peek("stale")
    next_refresh_at, locked_until = read_moment(row[0]), read_moment(row[1])
    if next_refresh_at is not None and next_refresh_at > now:
        return Peek("fresh", next_refresh_at)
    if locked_until is not None and locked_until > now:
        return Peek("busy", locked_until)
    return Peek("stale")


def _row(query: QueryKey) -> QueryState:
    row = QueryState.objects.filter(key=query.key).first()
    if row is not None:
        return row
    try:
        with transaction.atomic():
            return QueryState.objects.create(
                key=query.key, keyword=query.keyword, location=query.location, country=query.country
            )
    except IntegrityError:
        return QueryState.objects.get(key=query.key)


def refresh_claim(*, query: QueryKey, now: datetime) -> Claim:
    row = _row(query)
    if row.next_refresh_at is not None and row.next_refresh_at > now:
        return Claim("fresh", row.next_refresh_at)
    stale = Q(next_refresh_at__isnull=True) | Q(next_refresh_at__lte=now)
    unlocked = Q(locked_until__isnull=True) | Q(locked_until__lte=now)
    if QueryState.objects.filter(stale, unlocked, pk=row.pk).update(locked_until=now + LOCK_TTL):
        return Claim("claimed", now + LOCK_TTL)
    row.refresh_from_db(fields=["next_refresh_at", "locked_until"])
    if row.next_refresh_at is not None and row.next_refresh_at > now:
        return Claim("fresh", row.next_refresh_at)
    return Claim("busy", row.locked_until)


def refresh_release(*, query: QueryKey, now: datetime, next_refresh_at: datetime, refreshed: bool) -> None:
    """End a claimed refresh: fresh until `next_refresh_at` (soon again when a source was skipped)."""
    changes: dict[str, object] = {"next_refresh_at": next_refresh_at, "locked_until": None}
    if refreshed:
        changes["refreshed_at"] = now
    QueryState.objects.filter(key=query.key).update(**changes)


def query_states_prune(*, now: datetime, older_than: timedelta = timedelta(days=30)) -> int:
    """Forget queries nobody searched or refreshed for a month (keeps the table to what matters)."""
    cutoff = now - older_than
    stale = (Q(last_searched_at__isnull=True) | Q(last_searched_at__lt=cutoff)) & (
        Q(refreshed_at__isnull=True) | Q(refreshed_at__lt=cutoff)
    )
    unlocked = Q(locked_until__isnull=True) | Q(locked_until__lte=now)
    deleted, _ = QueryState.objects.filter(stale, unlocked, next_refresh_at__lt=now).delete()
    return deleted
