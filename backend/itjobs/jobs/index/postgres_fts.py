"""PostgreSQL: a generated tsvector column (weights A title, B extra, C place, D body) with a GIN index."""

from django.db.backends.base.base import BaseDatabaseWrapper
from django.db.models import BooleanField
from django.db.models.expressions import RawSQL

from . import orm_search
from .query import Filters, SearchResult, TextQuery

_VECTOR = (
    "setweight(to_tsvector('simple'::regconfig, search_title), 'A') || "
    "setweight(to_tsvector('simple'::regconfig, search_extra), 'B') || "
    "setweight(to_tsvector('simple'::regconfig, search_place), 'C') || "
    "setweight(to_tsvector('simple'::regconfig, search_body), 'D')"
)


def ensure_schema(connection: BaseDatabaseWrapper) -> None:
    with connection.cursor() as cursor:
        cursor.execute(
            "ALTER TABLE jobs_job ADD COLUMN IF NOT EXISTS search_vector tsvector "
            f"GENERATED ALWAYS AS ({_VECTOR}) STORED"
        )
        cursor.execute("CREATE INDEX IF NOT EXISTS jobs_job_search_gin ON jobs_job USING GIN (search_vector)")


def drop_schema(connection: BaseDatabaseWrapper) -> None:
    with connection.cursor() as cursor:
        cursor.execute("DROP INDEX IF EXISTS jobs_job_search_gin")
        cursor.execute("ALTER TABLE jobs_job DROP COLUMN IF EXISTS search_vector")


def _words(group: tuple[str, ...], weights: str, *, prefix_last: bool = False) -> str:
    # Words are [a-z0-9]+ (index/text.py), so they need no quoting inside to_tsquery.
    parts = [f"{word}:{weights}" for word in group]
    if prefix_last and parts:
        parts[-1] = parts[-1].replace(":", ":*", 1)
    return "(" + " & ".join(parts) + ")"


def _keyword(query: TextQuery, weights: str) -> str:
    return "(" + " | ".join(_words(group, weights) for group in query.groups) + ")"


def _match(tsquery: str) -> RawSQL:
    return RawSQL(
        '"jobs_job"."search_vector" @@ to_tsquery(\'simple\'::regconfig, %s)', [tsquery], output_field=BooleanField()
    )


def matches(query: TextQuery) -> RawSQL:
    parts = []
    if query.groups:
        parts.append(_keyword(query, "ABD"))
    if query.place:
        parts.append(_words(query.place, "C", prefix_last=True))
    return _match(" & ".join(parts))


def matches_title(query: TextQuery) -> RawSQL:
    return _match(_keyword(query, "A"))


def search(*, text: TextQuery, filters: Filters, offset: int, limit: int) -> SearchResult:
    return orm_search.search(
        matches=matches, matches_title=matches_title, text=text, filters=filters, offset=offset, limit=limit
    )
