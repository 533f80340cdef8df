"""The full-text index behind `job_search`: one interface, an engine per database vendor."""

from django.db import connection
from django.db.backends.base.base import BaseDatabaseWrapper

from . import postgres_fts, sqlite_fts
from .engine import SearchEngine
from .query import TextQuery, parse_keyword, parse_place

__all__ = ["SearchEngine", "TextQuery", "engine", "parse_keyword", "parse_place"]


def engine(db: BaseDatabaseWrapper | None = None) -> SearchEngine:
    vendor = (db or connection).vendor
    if vendor == "postgresql":
        return postgres_fts
    if vendor == "sqlite":
        return sqlite_fts
    raise NotImplementedError(f"No full-text index for the {vendor} database")
