# Login, reset and inquiry counters move to core.RateCounter, the one table of core.ratelimit.

from django.db import migrations


def copy_counters(apps, schema_editor):
    """Carry the running windows over, so a deploy does not hand out fresh attempts."""
    old = apps.get_model("accounts", "ThrottleCounter")
    new = apps.get_model("core", "RateCounter")
    new.objects.bulk_create(
        [
            new(key=row.key.removeprefix("ratelimit:"), count=row.count, window_ends=row.window_ends)
            for row in old.objects.all()
        ],
        ignore_conflicts=True,
    )


class Migration(migrations.Migration):

    dependencies = [
        ('accounts', '0002_throttle_counter'),
        ('core', '0001_initial'),
    ]

    operations = [
        migrations.RunPython(copy_counters, migrations.RunPython.noop),
        migrations.DeleteModel(
            name='ThrottleCounter',
        ),
    ]
