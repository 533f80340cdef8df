"""The full-text index: SQLite FTS5 table + triggers, or PostgreSQL tsvector column + GIN index."""

from django.db import migrations


def create_index(apps, schema_editor):
    from itjobs.jobs.index import ensure_schema

    ensure_schema(schema_editor.connection)


def drop_index(apps, schema_editor):
    from itjobs.jobs.index import engine

    engine(schema_editor.connection).drop_schema(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [("jobs", "0001_initial")]
    operations = [migrations.RunPython(create_index, drop_index)]
