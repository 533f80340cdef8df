from django.db import migrations


def regroup(apps, schema_editor):
    """Every stored job gets the dedupe key with its place (decision 0027) and today's IT-role test;
    jobs the new key splits from the job shown for them are shown again. Reads and writes named
    columns only (services.jobs_regroup)."""
    from itjobs.jobs.services import jobs_regroup

    jobs_regroup()


class Migration(migrations.Migration):

    dependencies = [
        ('jobs', '0017_job_expires_unconfirmed'),
    ]

    operations = [
        migrations.RunPython(regroup, migrations.RunPython.noop),
    ]
