from typing import Any

from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Load the demo jobs from the fake upstream (the job data platform fills this in)."

    def handle(self, *args: Any, **options: Any) -> None:
        self.stdout.write("Demo data: no job sources are installed yet; nothing to load.")
