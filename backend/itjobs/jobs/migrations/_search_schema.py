"""The full-text index's schema as migration 0019 creates it: frozen SQL, never today's index code.

A later change to the index adds a migration with SQL of its own; it does not edit these lists,
which are what 0019 did. The statements name the index words' columns (index/text.py writes them:
[a-z0-9]+ words, one space apart) and the countries that had an index of their own then.
"""

from collections.abc import Sequence
from typing import Any

from django.db import migrations


class RunSQLOn(migrations.RunSQL):
    """RunSQL applied only on one database vendor (its statements speak that vendor's SQL)."""

    def __init__(self, vendor: str, sql: Sequence[str], reverse_sql: Sequence[str]) -> None:
        super().__init__(tuple(sql), tuple(reverse_sql))
        self.vendor = vendor

    def database_forwards(self, app_label: str, schema_editor: Any, from_state: Any, to_state: Any) -> None:
        if schema_editor.connection.vendor == self.vendor:
            super().database_forwards(app_label, schema_editor, from_state, to_state)

    def database_backwards(self, app_label: str, schema_editor: Any, from_state: Any, to_state: Any) -> None:
        if schema_editor.connection.vendor == self.vendor:
            super().database_backwards(app_label, schema_editor, from_state, to_state)


# The countries whose listed jobs had GIN indexes of their own in 0019 (countries.py then).
COUNTRIES = ("us", "gb", "ca", "au", "de", "at", "be", "br", "ch", "es", "fr", "in", "it", "mx", "nl", "nz", "pl", "sg", "za")  # fmt: skip

# Each vector's columns: the index words as they are (array_to_tsvector, not to_tsvector's parser,
# which cost a fifth of the server's time per ingested job to find the same words), no positions.
_VECTORS = {
    "kw_vector": ("search_title", "search_extra", "search_body"),
    "title_vector": ("search_title",),
    "place_vector": ("search_place",),
    "tags_vector": ("search_tags",),
    "phrase_vector": ("search_phrases",),
}
_INDEXED = ", ".join(_VECTORS)
_SAMPLED = "mod(search_rowid, 16) = 0"  # the sample: a sixteenth of the jobs, by a hash of the id


def _generated(columns: tuple[str, ...]) -> str:
    words = " || ".join(f"string_to_array({column}, ' ')" for column in columns)
    return f"tsvector GENERATED ALWAYS AS (array_to_tsvector(array_remove({words}, ''))) STORED"


POSTGRES = [
    # A database the index code of earlier versions built: its single vector, its vectors generated
    # by to_tsvector (their indexes go with them), the indexes of every job (each search names its
    # country's listed jobs, so they only cost each write twice) and the samples of the keyword vector
    # alone are dropped; the statements below then make the current schema, as on a new database.
    "ALTER TABLE jobs_job DROP COLUMN IF EXISTS search_vector",
    """DO $$ DECLARE name text; BEGIN
        FOR name IN SELECT column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = 'jobs_job'
            AND generation_expression ~ '(^|[^_])to_tsvector'
        LOOP EXECUTE format('ALTER TABLE jobs_job DROP COLUMN %I', name); END LOOP;
    END $$""",
    "DROP INDEX IF EXISTS jobs_job_vectors_gin",
    "DROP INDEX IF EXISTS jobs_job_phrase_gin",
    r"""DO $$ DECLARE name text; BEGIN
        FOR name IN SELECT indexname FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename = 'jobs_job'
            AND indexname LIKE 'jobs\_job\_gin\_%\_sample' AND indexdef NOT LIKE '%phrase_vector%'
        LOOP EXECUTE format('DROP INDEX %I', name); END LOOP;
    END $$""",
    # One ALTER TABLE for every vector: one rewrite of the table.
    "ALTER TABLE jobs_job "
    + ", ".join(f"ADD COLUMN IF NOT EXISTS {name} {_generated(columns)}" for name, columns in _VECTORS.items()),
    # Long texts out of line, the small vectors a search reads always inline and uncompressed.
    "ALTER TABLE jobs_job SET (toast_tuple_target = 256)",
    "ALTER TABLE jobs_job "
    + ", ".join(f"ALTER COLUMN {name} SET STORAGE PLAIN" for name in _VECTORS if name != "kw_vector"),
    # Each country's listed jobs, and their sample, have GIN indexes of their own.
    *(
        f"CREATE INDEX IF NOT EXISTS jobs_job_gin_{country} ON jobs_job USING GIN ({_INDEXED}) "
        f"WHERE is_listed AND country_code = '{country}'"
        for country in COUNTRIES
    ),
    *(
        f"CREATE INDEX IF NOT EXISTS jobs_job_gin_{country}_sample ON jobs_job USING GIN ({_INDEXED}) "
        f"WHERE is_listed AND country_code = '{country}' AND {_SAMPLED}"
        for country in COUNTRIES
    ),
]
POSTGRES_REVERSE = [
    *(f"DROP INDEX IF EXISTS jobs_job_gin_{country}_sample" for country in COUNTRIES),
    *(f"DROP INDEX IF EXISTS jobs_job_gin_{country}" for country in COUNTRIES),
    "ALTER TABLE jobs_job " + ", ".join(f"DROP COLUMN IF EXISTS {name}" for name in _VECTORS),
    "ALTER TABLE jobs_job RESET (toast_tuple_target)",
]

# SQLite: an FTS5 table over the index words' columns, with jobs_job as its external content.
_FTS_COLUMNS = ("search_title", "search_extra", "search_body", "search_place", "search_tags", "search_phrases")
_NAMES = ", ".join(_FTS_COLUMNS)
_DELETE_OLD = (
    f"INSERT INTO jobs_job_fts(jobs_job_fts, rowid, {_NAMES}) "
    f"VALUES ('delete', old.search_rowid, {', '.join(f'old.{column}' for column in _FTS_COLUMNS)});"
)
_INSERT_NEW = (
    f"INSERT INTO jobs_job_fts(rowid, {_NAMES}) "
    f"VALUES (new.search_rowid, {', '.join(f'new.{column}' for column in _FTS_COLUMNS)});"
)
# Every column a facet count reads, in sort-key order (PostgreSQL reads its small rows instead).
_FACET_COLUMNS = "search_rowid, remote, employment_type, source, salary_yearly_min, category_bits, city, region"

# Triggers keep the index in step with jobs_job. Django rebuilds a SQLite table on most ALTERs and
# drops its triggers and the indexes it does not know: a later migration that alters jobs_job on
# SQLite runs SQLITE_TRIGGERS again (test_search_schema.py fails until it does).
SQLITE_TRIGGERS = [
    f"CREATE TRIGGER IF NOT EXISTS jobs_job_fts_ai AFTER INSERT ON jobs_job BEGIN {_INSERT_NEW} END",
    f"CREATE TRIGGER IF NOT EXISTS jobs_job_fts_ad AFTER DELETE ON jobs_job BEGIN {_DELETE_OLD} END",
    f"CREATE TRIGGER IF NOT EXISTS jobs_job_fts_au AFTER UPDATE OF search_rowid, {_NAMES} ON jobs_job "
    f"BEGIN {_DELETE_OLD} {_INSERT_NEW} END",
    f"CREATE INDEX IF NOT EXISTS jobs_job_facet_columns_idx ON jobs_job ({_FACET_COLUMNS})",
    "INSERT INTO jobs_job_fts(jobs_job_fts) VALUES ('rebuild')",  # what changed while they were gone
]
SQLITE_REVERSE = [
    "DROP INDEX IF EXISTS jobs_job_facet_columns_idx",
    "DROP TRIGGER IF EXISTS jobs_job_fts_ai",
    "DROP TRIGGER IF EXISTS jobs_job_fts_ad",
    "DROP TRIGGER IF EXISTS jobs_job_fts_au",
    "DROP TABLE IF EXISTS jobs_job_fts",
]
SQLITE = [
    # A database the index code of earlier versions built holds an index of fewer columns, or the
    # facets index of fewer columns (jobs_job_facets_idx): all is made again, as on a new database.
    *SQLITE_REVERSE,
    "DROP INDEX IF EXISTS jobs_job_facets_idx",
    f"CREATE VIRTUAL TABLE jobs_job_fts USING fts5({_NAMES}, content='jobs_job', content_rowid='search_rowid', "
    "tokenize='unicode61', detail='column')",
    *SQLITE_TRIGGERS,
]
