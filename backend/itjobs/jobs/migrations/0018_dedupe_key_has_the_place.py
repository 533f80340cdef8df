from django.db import migrations


def regroup(apps, schema_editor):
    """Every stored job gets the dedupe key with its place (decision 0027) and today's IT-role test;
    jobs the new key splits from the job shown for them are shown again. Reads and writes named
    columns only."""
    from django.utils import timezone

    from ._rederive import regroup as regroup_jobs

    regroup_jobs(apps.get_model("jobs", "Job"), now=timezone.now())


class Migration(migrations.Migration):

    dependencies = [
        ('jobs', '0017_job_expires_unconfirmed'),
    ]

    operations = [
        migrations.RunPython(regroup, migrations.RunPython.noop),
    ]
