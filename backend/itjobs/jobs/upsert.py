"""One statement per batch: INSERT ... ON CONFLICT (id) DO UPDATE, on SQLite and PostgreSQL alike.

Django's bulk_create(update_conflicts=True) says the same, but compiles every value through the
query machinery; at thousands of jobs a second that was half the ingest time. Values still go
through each field's own get_db_prep_save, so they are stored exactly as the ORM stores them.
"""

from collections.abc import Sequence

from django.db import connection

from .models import Job

_FIELDS = list(Job._meta.concrete_fields)
_KEEP_ON_UPDATE = {"id", "first_seen", "explanation", "seen_on"}


def _sql() -> str:
    quote = connection.ops.quote_name
    names = [field.column for field in _FIELDS if field.column]
    columns = ", ".join(quote(name) for name in names)
    placeholders = ", ".join(["%s"] * len(_FIELDS))
    updates = ", ".join(
        f"{quote(str(field.column))} = excluded.{quote(str(field.column))}"
        for field in _FIELDS
        if field.name not in _KEEP_ON_UPDATE
    )
    table = quote(Job._meta.db_table)
    return (
        f"INSERT INTO {table} ({columns}) VALUES ({placeholders}) ON CONFLICT ({quote('id')}) DO UPDATE SET {updates}"  # noqa: S608
    )


def upsert_jobs(rows: Sequence[Job]) -> None:
    """Insert new jobs, rewrite known ones (keeping first_seen, explanation and seen_on)."""
    if not rows:
        return
    prepare = [(field.attname, field.get_db_prep_save) for field in _FIELDS]
    params = [[convert(getattr(row, attname), connection) for attname, convert in prepare] for row in rows]
    with connection.cursor() as cursor:
        cursor.executemany(_sql(), params)
