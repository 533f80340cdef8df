from datetime import timedelta
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser
from django.utils import timezone

from itjobs.jobs.models import Job
from itjobs.sources.demo import DEMO_COUNTRIES, demo_load
from itjobs.sources.leases import lease_acquire
from itjobs.sources.management.progress import command_progress
from itjobs.sources.models import Lease

DEMO_LEASE = "demo-data"
DEMO_FRESH = timedelta(hours=6)  # a restart within this reuses the loaded jobs (the refresher keeps them fresh)


class Command(BaseCommand):
    help = "Fill the job index from the built-in fake upstream through the real clients (demo mode only)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--force", action="store_true", help="reload even when loaded recently")

    def handle(self, *args: Any, **options: Any) -> None:
        if not settings.DEMO_MODE:
            self.stdout.write(
                "Source keys are configured: no demo data loaded (run `ingest` or let the refresher work)."
            )
            return
        now = timezone.now()
        indexed = Job.objects.count()
        if indexed and not options["force"]:
            if not lease_acquire(name=DEMO_LEASE, holder="load_demo_data", now=now, ttl=DEMO_FRESH):
                self.stdout.write(
                    f"Demo data: {indexed} jobs already loaded recently; nothing to do (--force reloads)."
                )
                return
        else:
            Lease.objects.update_or_create(
                name=DEMO_LEASE, defaults={"holder": "load_demo_data", "expires_at": now + DEMO_FRESH}
            )
        bar = command_progress(self, total=len(DEMO_COUNTRIES))
        try:
            run = demo_load(
                progress=lambda label, jobs: bar.step(label, jobs),
                on_country=lambda country, jobs: bar.step(f"{country} done", jobs, advance=1),
            )
        except BaseException:
            Lease.objects.filter(name=DEMO_LEASE).delete()  # a failed load must not look loaded
            raise
        seconds = bar.finish()
        self.stdout.write(
            f"Demo data: {run.jobs} jobs from {run.calls} calls to the fake upstream in {seconds:.1f}s "
            f"({run.dropped} malformed records dropped); {Job.objects.count()} jobs in the index."
        )
        for error in run.errors:
            self.stderr.write(f"  {error}")
