from typing import Any

from django.core.management.base import BaseCommand
from django.utils import timezone

from itjobs.sources.crawl import crawl_round
from itjobs.sources.refresh_context import process_context


class Command(BaseCommand):
    help = (
        "One round of the crawl plan (decision 0020): broad, place and demand sweeps within the sources' paced "
        "budget, and the jobs they stopped returning taken out of search. The refresher runs this every "
        "SOURCES_POPULAR_INTERVAL_SECONDS; use it from cron when SOURCES_REFRESH_MODE is 'off'."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        stats = crawl_round(now=timezone.now(), context=process_context())
        self.stdout.write(
            f"Ran {stats.runs} sweeps ({stats.calls} source calls, {stats.jobs} jobs); {stats.delisted} jobs delisted."
        )
