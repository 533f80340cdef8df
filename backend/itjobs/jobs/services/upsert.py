"""A batch of jobs in few statements: INSERT ... ON CONFLICT (id) DO UPDATE, on SQLite and PostgreSQL.

Django's bulk_create(update_conflicts=True) says the same, but compiles every value through the
query machinery; at thousands of jobs a second that was half the ingest time. Values go through
each field's own get_db_prep_save where it would change them (_row_values), so they are stored
exactly as the ORM stores them.

On PostgreSQL the batch is first COPYed into a temporary table and upserted from there in one
statement: one INSERT per row, each sent as text with its values quoted in Python (Django binds
on the client) and parsed and planned by the server, cost more than the rows' own writes. Rows
the caller knows to be new are COPYed straight into the table (upsert_jobs).

A job a source sends again exactly as before is not rewritten: touch_jobs moves its dates only.
"""

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from datetime import datetime
from operator import attrgetter
from typing import Any, cast

from django.db import DEFAULT_DB_ALIAS, IntegrityError, connection, connections, transaction
from django.db.backends.base.base import BaseDatabaseWrapper

from ..models import Job

_FIELDS = list(Job._meta.concrete_fields)
_KEEP_ON_UPDATE = {"id", "first_seen", "explanation", "seen_on"}
_GROWN = 1_000  # rows the table may gain past twice its statistics' count before an ANALYZE
_BATCH_TABLE = "jobs_job_batch"  # per connection and transaction (ON COMMIT DROP)


def _columns() -> str:
    return ", ".join(connection.ops.quote_name(str(field.column)) for field in _FIELDS)


def _on_conflict() -> str:
    quote = connection.ops.quote_name
    updates = ", ".join(
        f"{quote(str(field.column))} = excluded.{quote(str(field.column))}"
        for field in _FIELDS
        if field.name not in _KEEP_ON_UPDATE
    )
    return f"ON CONFLICT ({quote('id')}) DO UPDATE SET {updates}"


def _values_sql() -> str:
    table = connection.ops.quote_name(Job._meta.db_table)
    placeholders = ", ".join(["%s"] * len(_FIELDS))
    return f"INSERT INTO {table} ({_columns()}) VALUES ({placeholders}) {_on_conflict()}"  # noqa: S608


def _copy(cursor: Any, table: str, columns: str, params: list[list[Any]]) -> None:
    """COPY the rows into `table`. The raw cursor's COPY raises psycopg's errors: they are wrapped
    as Django's, as its queries' are."""
    with connection.wrap_database_errors, cursor.cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
        for row in params:
            copy.write_row(row)


def _copy_upsert(params: list[list[Any]]) -> None:
    table = connection.ops.quote_name(Job._meta.db_table)
    columns = _columns()
    with transaction.atomic(), connection.cursor() as cursor:
        # The batch table has the job table's stored columns (not its generated vectors), so a
        # migration that changes them changes it too; it lives until the transaction ends.
        cursor.execute(
            f"CREATE TEMP TABLE IF NOT EXISTS {_BATCH_TABLE} ON COMMIT DROP AS "  # noqa: S608 -- constant names
            f"SELECT {columns} FROM {table} WITH NO DATA"
        )
        cursor.execute(f"TRUNCATE {_BATCH_TABLE}")  # a transaction that ingests twice (tests do)
        _copy(cursor, _BATCH_TABLE, columns, params)
        # Ordered by id: two batches that share jobs lock their rows in the same order.
        cursor.execute(
            f"INSERT INTO {table} ({columns}) SELECT {columns} FROM {_BATCH_TABLE} "  # noqa: S608
            f"ORDER BY {connection.ops.quote_name('id')} {_on_conflict()}"
        )


# Fields whose get_db_prep_save hands back a value of this type as it is, on both databases: their
# values skip it (four calls a value, for 30 of the 50 columns), other values go through it.
_AS_IS: dict[str, type] = {
    "CharField": str,
    "TextField": str,
    "URLField": str,
    "BooleanField": bool,
    "IntegerField": int,
    "BigIntegerField": int,
    "PositiveIntegerField": int,
    "FloatField": float,
}
_VALUES = attrgetter(*(field.attname for field in _FIELDS))
_KINDS = {
    # PostgreSQL takes an aware datetime as it is (psycopg adapts it); SQLite's is written as text.
    vendor: [{**_AS_IS, **extra}.get(field.get_internal_type()) for field in _FIELDS]
    for vendor, extra in (("postgresql", {"DateTimeField": datetime}), ("sqlite", {}))
}
_PREPARE = [field.get_db_prep_save for field in _FIELDS]


def _row_values(row: Job, database: BaseDatabaseWrapper) -> list[Any]:
    values: list[Any] = list(_VALUES(row))
    kinds = _KINDS[database.vendor]
    for index, value in enumerate(values):
        if value is None:
            continue
        kind = kinds[index]
        # A naive datetime goes through its field, which warns and makes it aware, as the ORM does.
        if type(value) is not kind or (kind is datetime and cast(datetime, value).tzinfo is None):
            values[index] = _PREPARE[index](value, database)
    return values


def _copy_new(params: list[list[Any]]) -> bool:
    """COPY rows straight into the job table; False, with nothing written, when one's id is taken."""
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            _copy(cursor, connection.ops.quote_name(Job._meta.db_table), _columns(), params)
    except IntegrityError:
        return False
    return True


def upsert_jobs(rows: Sequence[Job], *, new_ids: AbstractSet[str] = frozenset()) -> None:
    """Insert new jobs, rewrite known ones (keeping first_seen, explanation and seen_on).

    `new_ids`: rows no job had the id of when the caller read the table. On PostgreSQL they are
    COPYed straight in, without the upsert's conflict handling (a first fill is all new rows; the
    upsert's INSERT was two thirds of the server's time per new job); if another writer added one
    since, they go through the upsert with the others.
    """
    if not rows:
        return
    # The connection itself, not the proxy `connection` (a lookup per value: a fifth of the work).
    database = connections[DEFAULT_DB_ALIAS]
    if connection.vendor != "postgresql":
        with connection.cursor() as cursor:
            cursor.executemany(_values_sql(), [_row_values(row, database) for row in rows])
        return
    # In id order, as the upsert: two batches that share new jobs wait on each other in one order.
    ordered = sorted(rows, key=attrgetter("id"))
    new = [_row_values(row, database) for row in ordered if row.id in new_ids]
    known = [_row_values(row, database) for row in ordered if row.id not in new_ids]
    if new and not _copy_new(new):
        known += new
    if known:
        _copy_upsert(known)


# The dates touch_jobs moves, in its tuples' order.
_DATE_NAMES = ("last_seen", "expires_at", "expires_unconfirmed")
_DATES = [next(field for field in _FIELDS if field.name == name) for name in _DATE_NAMES]


def touch_jobs(seen: Sequence[tuple[str, datetime, datetime, bool]]) -> None:
    """Move the dates of jobs seen again unchanged: (id, last_seen, expires_at, expires_unconfirmed)
    each; every other column stays as it is."""
    if not seen:
        return
    database = connections[DEFAULT_DB_ALIAS]
    prepare = [field.get_db_prep_save for field in _DATES]
    # Ordered by id, as the upsert: two batches that share jobs lock their rows in the same order.
    ids = sorted(job_id for job_id, *_ in seen)
    values = {
        job_id: [convert(value, database) for convert, value in zip(prepare, dates, strict=True)]
        for job_id, *dates in seen
    }
    table = connection.ops.quote_name(Job._meta.db_table)
    if connection.vendor == "postgresql":  # one statement, not one parsed and planned per job
        columns = [list(column) for column in zip(*(values[job_id] for job_id in ids), strict=True)]
        with transaction.atomic(), connection.cursor() as cursor:
            # Locked first, in id order: an UPDATE ... FROM locks its rows in its join's order.
            cursor.execute(f"SELECT 1 FROM {table} WHERE id = ANY(%s) ORDER BY id FOR UPDATE", [ids])  # noqa: S608
            cursor.execute(
                f"UPDATE {table} AS job SET last_seen = v.last_seen, expires_at = v.expires_at, "  # noqa: S608
                "expires_unconfirmed = v.unconfirmed "
                "FROM unnest(%s::text[], %s::timestamptz[], %s::timestamptz[], %s::boolean[]) "
                "AS v(id, last_seen, expires_at, unconfirmed) WHERE job.id = v.id",
                [ids, *columns],
            )
        return
    with connection.cursor() as cursor:
        cursor.executemany(
            f"UPDATE {table} SET last_seen = %s, expires_at = %s, expires_unconfirmed = %s WHERE id = %s",  # noqa: S608
            [[*values[job_id], job_id] for job_id in ids],
        )


def analyze_if_grown() -> None:
    """ANALYZE the job table's lookup keys on PostgreSQL once it holds more than twice the rows its
    statistics say (or it never had any). Autovacuum does it in time for a table that grows slowly;
    during a first fill or a big sweep the planner, which thought the table small, read all of it
    for each batch's lookups (0.2 s a batch at 100,000 jobs, growing with the table). Doubling keeps
    it to a few ANALYZEs over a whole fill."""
    if connection.vendor != "postgresql":
        return
    with connection.cursor() as cursor:
        if connection.pg_version >= 150000:  # type: ignore[attr-defined]
            # This process's row counts reach the statistics when this statement ends (autocommit),
            # not up to a second later.
            cursor.execute("SELECT pg_stat_force_next_flush()")
        cursor.execute(
            "SELECT stat.n_live_tup, class.reltuples FROM pg_stat_user_tables AS stat "
            "JOIN pg_class AS class ON class.oid = stat.relid WHERE stat.relid = %s::regclass",
            [Job._meta.db_table],
        )
        found = cursor.fetchone()
        if found is None:
            return
        live, estimated = found
        if live > 2 * max(estimated, 0) + _GROWN:
            # The columns the batch lookups select by: a third of a second less than every column
            # (the vectors' statistics are the costly ones) at 10,000 jobs. It still counts the
            # rows, and leaves the table due for autovacuum's ANALYZE of every column.
            table = connection.ops.quote_name(Job._meta.db_table)
            cursor.execute(f"ANALYZE {table} (id, dedupe_key, duplicate_of_id, search_rowid)")
