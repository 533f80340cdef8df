from django.db import migrations

# PostgreSQL only: SQLite sorts by salary through the ORM over the FTS5 matches (decision 0011).
_CREATE = (
    "CREATE INDEX IF NOT EXISTS jobs_job_salary_order_idx ON jobs_job "
    "(is_listed, country_code, salary_yearly_min DESC NULLS LAST, search_rowid DESC)"
)


def create(apps, schema_editor):
    """The best paid first, walked in order: a search that matches many jobs reads its page from here
    (index/postgres_fts.py) instead of sorting every match (1.4 s for a common word at 1M jobs)."""
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(_CREATE)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute("DROP INDEX IF EXISTS jobs_job_salary_order_idx")


class Migration(migrations.Migration):
    dependencies = [
        ("jobs", "0011_title_phrases"),
    ]

    operations = [migrations.RunPython(create, drop)]
