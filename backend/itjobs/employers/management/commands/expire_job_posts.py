"""Run daily (cron or the task worker): published job posts past their 30 days leave search."""

from typing import Any

from django.core.management.base import BaseCommand

from itjobs.employers.services import job_posts_expire_due


class Command(BaseCommand):
    help = "Mark published job posts past their expiry date as expired and remove them from search."

    def handle(self, *args: Any, **options: Any) -> None:
        count = job_posts_expire_due()
        self.stdout.write(f"Expired {count} job post{'s' if count != 1 else ''}.")
