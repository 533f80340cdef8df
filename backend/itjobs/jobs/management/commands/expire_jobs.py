from typing import Any

from django.core.management.base import BaseCommand

from itjobs.jobs.services import expire_days, jobs_expire


class Command(BaseCommand):
    help = "Close jobs no source has listed for JOB_EXPIRE_DAYS days; delete those closed JOB_CLOSED_KEEP_DAYS ago."

    def handle(self, *args: Any, **options: Any) -> None:
        expired = jobs_expire()
        self.stdout.write(f"Expired {expired} jobs not seen for {expire_days()} days.")
