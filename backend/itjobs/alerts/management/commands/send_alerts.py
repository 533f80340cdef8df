from typing import Any

from django.core.management.base import BaseCommand
from django.utils import timezone

from itjobs.alerts.rounds import alerts_round


class Command(BaseCommand):
    help = (
        "Run one alert round now: mail the due alerts their new jobs and retry mails that failed before. "
        "The refresher runs rounds by itself every ALERTS_ROUND_INTERVAL_SECONDS (decision 0017)."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        stats = alerts_round(now=timezone.now(), holder="send_alerts")
        if stats is None:
            self.stdout.write("Another alert round is running; nothing done.")
            return
        self.stdout.write(
            f"Alert round: {stats.due} alerts due, {stats.new_jobs} new jobs, {stats.searches} searches, "
            f"{stats.digests} digests, {stats.sent} mails sent, {stats.failed} failed (retried later), "
            f"{stats.forgotten} unconfirmed alerts forgotten."
        )
