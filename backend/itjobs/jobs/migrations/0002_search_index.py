"""The full-text index: SQLite FTS5 table + triggers, or PostgreSQL tsvector column + GIN index."""

from django.db import migrations


def drop_index(apps, schema_editor):
    from itjobs.jobs.index import engine

    engine(schema_editor.connection).drop_schema(schema_editor.connection)


class Migration(migrations.Migration):
    dependencies = [("jobs", "0001_initial")]
    # Created by 0004 (after the columns it indexes exist) and kept by the post_migrate check.
    operations = [migrations.RunPython(migrations.RunPython.noop, drop_index)]
