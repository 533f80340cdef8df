"""Posts published before e-mail verification existed whose company has not verified its address
(accounts 0004) leave search and wait in review again: a published post shows its address to
applicants, and only a verified address may be shown. The jobs app's daily `expire_jobs` (or
`manage.py expire_jobs` right after migrating) deletes their index rows; they are hidden from
search from now on because their expiry is now.
"""

from django.db import migrations
from django.utils import timezone

NOTE = "Back in review: verify your e-mail address (see your dashboard) and we will publish it again."


def back_to_review(apps, schema_editor):
    JobPost = apps.get_model("employers", "JobPost")
    Job = apps.get_model("jobs", "Job")
    now = timezone.now()
    for post in JobPost.objects.filter(status="published").select_related("company__user"):
        user = post.company.user
        profile = getattr(user, "profile", None)
        if profile is not None and user.email and profile.verified_email == user.email:
            continue
        Job.objects.filter(id=f"direct-{post.pk}").update(expires_at=now)
        post.status, post.moderation_note = "pending", NOTE
        post.save(update_fields=["status", "moderation_note"])


class Migration(migrations.Migration):
    dependencies = [
        ("employers", "0002_jobpost_revision"),
        ("accounts", "0004_email_verification"),
        ("jobs", "0005_search_generation"),
    ]

    operations = [migrations.RunPython(back_to_review, migrations.RunPython.noop)]
