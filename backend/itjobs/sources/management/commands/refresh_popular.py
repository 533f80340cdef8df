from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.utils import timezone

from itjobs.sources.popular import refresh_popular
from itjobs.sources.refresh_context import process_context
from itjobs.sources.search_refresh import RETRY_AFTER_NOTHING


class Command(BaseCommand):
    help = (
        "Refresh the stale popular queries (home featured jobs, most searched, categories, cities) with the "
        "sources' spare budget. The web processes run this every SOURCES_POPULAR_INTERVAL_SECONDS; use it from cron "
        "when SOURCES_REFRESH_MODE is not 'background'."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--reserve",
            type=float,
            default=None,
            help="share of each rate limit left for visitors (default SOURCES_BACKGROUND_RESERVE)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        context = process_context()
        reserve = context.config.background_reserve if options["reserve"] is None else options["reserve"]
        stats = refresh_popular(
            now=timezone.now(),
            reserve=reserve,
            fresh_for=context.config.fresh_window,
            retry_in=RETRY_AFTER_NOTHING,
            context=context,
        )
        self.stdout.write(
            f"Refreshed {stats.refreshed} popular queries ({stats.calls} source calls, {stats.jobs} jobs); "
            f"{stats.already_fresh} were still fresh."
        )
        if stats.out_of_budget:
            self.stdout.write("Stopped: the spare budget of every source is spent for now.")
