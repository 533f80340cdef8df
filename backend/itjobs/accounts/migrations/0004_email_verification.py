"""E-mail verification (accounts/verification.py): the address an account proved it reads.

Accounts that exist already: staff accounts count as verified (an operator made them); every other
account is unverified and is asked to open a new link (the notice with 'Send the link again' on the
account page and the employer dashboard). Their published posts go back to review until then
(employers 0003).
"""

from django.db import migrations, models
from django.utils import timezone


def verify_staff(apps, schema_editor):
    User = apps.get_model("auth", "User")
    Profile = apps.get_model("accounts", "Profile")
    now = timezone.now()
    for user in User.objects.filter(is_staff=True).exclude(email=""):
        Profile.objects.update_or_create(
            user=user, defaults={"verified_email": user.email, "email_verified_at": now}, create_defaults={
                "user_type": "", "verified_email": user.email, "email_verified_at": now
            }
        )


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0003_delete_throttlecounter"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [
        migrations.AddField(
            model_name="profile",
            name="email_verified_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="profile",
            name="verified_email",
            field=models.EmailField(blank=True, default="", max_length=254),
        ),
        migrations.RunPython(verify_staff, migrations.RunPython.noop),
    ]
