"""The full-text index: created by 0019, once every column it indexes exists."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("jobs", "0001_initial")]
    operations: list[migrations.operations.base.Operation] = []
