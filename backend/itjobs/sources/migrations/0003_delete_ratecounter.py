# The sources' call counters move to core.RateCounter, the one table of core.ratelimit.

from datetime import UTC, datetime

from django.db import migrations

WINDOW_SECONDS = {"m": 60, "d": 86400}


def copy_counters(apps, schema_editor):
    """Carry the running minute and day over, so a deploy does not hand out a fresh daily budget."""
    old = apps.get_model("sources", "RateCounter")
    new = apps.get_model("core", "RateCounter")
    new.objects.bulk_create(
        [
            new(
                key=f"source:{row.source}:{row.window}:{row.window_start}",
                count=row.count,
                window_ends=datetime.fromtimestamp(row.window_start + WINDOW_SECONDS[row.window], tz=UTC),
            )
            for row in old.objects.filter(window__in=WINDOW_SECONDS)
        ],
        ignore_conflicts=True,
    )


class Migration(migrations.Migration):

    dependencies = [
        ('sources', '0002_source_recent_errors'),
        ('core', '0001_initial'),
    ]

    operations = [
        migrations.RunPython(copy_counters, migrations.RunPython.noop),
        migrations.DeleteModel(
            name='RateCounter',
        ),
    ]
