"""The full-text index's schema: PostgreSQL's generated tsvector columns and their GIN indexes per
country (and per country's sample), or SQLite's FTS5 table, its triggers and the facets' covering
index. A database the index code of earlier versions built at every migrate reaches the same schema
as a new one (_search_schema.py)."""

from django.db import migrations

from ._search_schema import POSTGRES, POSTGRES_REVERSE, SQLITE, SQLITE_REVERSE, RunSQLOn


class Migration(migrations.Migration):
    dependencies = [
        ("jobs", "0018_dedupe_key_has_the_place"),
    ]

    operations = [
        RunSQLOn("postgresql", POSTGRES, POSTGRES_REVERSE),
        RunSQLOn("sqlite", SQLITE, SQLITE_REVERSE),
    ]
