from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils import timezone

from itjobs.sources.ingest import Budget, IngestRun, ingest_query
from itjobs.sources.management.progress import command_progress
from itjobs.sources.popular import popular_targets
from itjobs.sources.singleflight import QueryKey
from itjobs.sources.types import SearchQuery

PRESETS = ("popular",)


class Command(BaseCommand):
    help = (
        "Fetch jobs from the configured sources into the index: one query (--keyword/--location/--country) "
        "or the preset 'popular' (home, category, city and most searched queries). Obeys the shared rate limits."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--keyword", default="")
        parser.add_argument("--location", default="")
        parser.add_argument("--country", default="us")
        parser.add_argument("--preset", choices=PRESETS)
        parser.add_argument("--pages", type=int, default=1, help="pages per source and query (default 1)")
        parser.add_argument("--no-wait", action="store_true", help="stop a source at its per-minute limit")
        parser.add_argument("--ignore-limits", action="store_true", help="demo mode only: skip the rate limits")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["ignore_limits"] and not settings.DEMO_MODE:
            raise CommandError("--ignore-limits is only allowed in demo mode (against the fake upstream)")
        if options["pages"] < 1:
            raise CommandError("--pages must be at least 1")
        queries = self._queries(options)
        budget = Budget(enforce=not options["ignore_limits"], wait=not options["no_wait"])
        bar = command_progress(self, total=len(queries))
        total = IngestRun()
        for query in queries:
            search = SearchQuery(keyword=query.keyword, location=query.location, country=query.country)
            run = ingest_query(
                query=search, pages=options["pages"], budget=budget, progress=lambda label, n: bar.step(label, n)
            )
            total.calls += run.calls
            total.jobs += run.jobs
            total.dropped += run.dropped
            total.errors += run.errors
            total.stopped += run.stopped
            bar.step(f"{query.keyword or '*'} in {query.location or '*'} ({query.country})", total.jobs, advance=1)
        seconds = bar.finish()
        self.stdout.write(
            f"Ingested {total.jobs} jobs from {total.calls} calls over {len(queries)} queries in {seconds:.1f}s; "
            f"{total.dropped} malformed records dropped."
        )
        for line in dict.fromkeys(total.stopped + total.errors):
            self.stdout.write(f"  {line}")

    def _queries(self, options: dict[str, Any]) -> list[QueryKey]:
        if options["preset"] == "popular":
            return popular_targets(now=timezone.now())
        country = options["country"].strip().lower()
        if len(country) != 2 or not country.isalpha():
            raise CommandError("--country must be a two-letter code such as us or gb")
        if not options["keyword"].strip() and not options["location"].strip():
            raise CommandError("give --keyword and/or --location, or --preset popular")
        return [QueryKey(keyword=options["keyword"].strip(), location=options["location"].strip(), country=country)]
