"""SQLite FTS5: an external-content table over jobs_job's search_* columns, kept in sync by triggers."""

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import BooleanField, F
from django.db.models.expressions import RawSQL

from .query import TextQuery

TABLE = "jobs_job_fts"
_COLUMNS = "search_title, search_extra, search_body, search_place"
_NEW = ", ".join(f"new.{c}" for c in _COLUMNS.split(", "))
_OLD = ", ".join(f"old.{c}" for c in _COLUMNS.split(", "))
# Table and column names here are constants; every value a search supplies is a query parameter.
_DELETE_OLD = f"INSERT INTO {TABLE}({TABLE}, rowid, {_COLUMNS}) VALUES ('delete', old.search_rowid, {_OLD});"  # noqa: S608
_INSERT_NEW = f"INSERT INTO {TABLE}(rowid, {_COLUMNS}) VALUES (new.search_rowid, {_NEW});"  # noqa: S608

# Django rebuilds a SQLite table on some ALTERs and drops its triggers: ensure_schema (run after
# every migrate) recreates them and rebuilds the index when any was missing.
TRIGGERS = {
    "jobs_job_fts_ai": f"CREATE TRIGGER jobs_job_fts_ai AFTER INSERT ON jobs_job BEGIN {_INSERT_NEW} END",
    "jobs_job_fts_ad": f"CREATE TRIGGER jobs_job_fts_ad AFTER DELETE ON jobs_job BEGIN {_DELETE_OLD} END",
    "jobs_job_fts_au": (
        f"CREATE TRIGGER jobs_job_fts_au AFTER UPDATE OF search_rowid, {_COLUMNS} ON jobs_job "
        f"BEGIN {_DELETE_OLD} {_INSERT_NEW} END"
    ),
}


def ensure_schema(connection: BaseDatabaseWrapper) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS {TABLE} USING fts5({_COLUMNS}, "
            "content='jobs_job', content_rowid='search_rowid', tokenize='unicode61', prefix='2 3')"
        )
        cursor.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'jobs_job'")
        existing = {row[0] for row in cursor.fetchall()}
        missing = [sql for name, sql in TRIGGERS.items() if name not in existing]
        for sql in missing:
            cursor.execute(sql)
        if missing:
            cursor.execute(f"INSERT INTO {TABLE}({TABLE}) VALUES ('rebuild')")  # noqa: S608


def drop_schema(connection: BaseDatabaseWrapper) -> None:
    with connection.cursor() as cursor:
        for name in TRIGGERS:
            cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
        cursor.execute(f"DROP TABLE IF EXISTS {TABLE}")


def _words(group: tuple[str, ...], *, prefix_last: bool = False) -> str:
    parts = [f'"{word}"' for word in group]  # words are [a-z0-9]+ (index/text.py): quoting is enough
    if prefix_last and parts:
        parts[-1] += "*"
    return "(" + " AND ".join(parts) + ")"


def _keyword(query: TextQuery, columns: str) -> str:
    return "{" + columns + "} : (" + " OR ".join(_words(group) for group in query.groups) + ")"


def _match(expression: str) -> RawSQL:
    return RawSQL(  # noqa: S611 -- the match expression is a parameter
        f'"jobs_job"."search_rowid" IN (SELECT rowid FROM {TABLE} WHERE {TABLE} MATCH %s)',  # noqa: S608
        [expression],
        output_field=BooleanField(),
    )


def matches(query: TextQuery) -> RawSQL:
    parts = []
    if query.groups:
        parts.append("(" + _keyword(query, "search_title search_extra search_body") + ")")
    if query.place:
        parts.append("(search_place : " + _words(query.place, prefix_last=True) + ")")
    return _match(" AND ".join(parts))


def matches_title(query: TextQuery) -> RawSQL:
    return _match(_keyword(query, "search_title"))


def matches_title_or_extra(query: TextQuery) -> RawSQL:
    return _match(_keyword(query, "search_title search_extra"))


def id_order() -> F:
    return F("id")  # SQLite compares text bytewise (BINARY), as PostgreSQL's "C" collation does
