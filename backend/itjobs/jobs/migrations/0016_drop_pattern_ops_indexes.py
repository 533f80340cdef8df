from django.db import migrations

# Django gives every indexed varchar column on PostgreSQL a second B-tree for LIKE 'prefix%'
# (varchar_pattern_ops): here the job id and duplicate_of. Nothing searches jobs by a prefix of
# either, and each is one more index every ingested row updates (without the two: about 10% less
# server CPU per ingested job, decision 0015).
_FIND = (
    "SELECT indexname FROM pg_indexes WHERE tablename = 'jobs_job' AND indexdef LIKE '%%varchar_pattern_ops%%'"
)


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    with schema_editor.connection.cursor() as cursor:
        cursor.execute(_FIND)
        names = [row[0] for row in cursor.fetchall()]
        for name in names:  # names read from the catalog, quoted
            cursor.execute(f"DROP INDEX IF EXISTS {schema_editor.quote_name(name)}")


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE INDEX IF NOT EXISTS jobs_job_id_like ON jobs_job (id varchar_pattern_ops)")
    schema_editor.execute(
        "CREATE INDEX IF NOT EXISTS jobs_job_duplicate_of_id_like ON jobs_job (duplicate_of_id varchar_pattern_ops)"
    )


class Migration(migrations.Migration):
    dependencies = [
        ("jobs", "0015_closed_jobs_are_kept"),
    ]

    operations = [migrations.RunPython(drop, create)]
