"""Demo data: fill the index from the built-in fake upstream through the real clients."""

from django.conf import settings

from .ingest import Budget, IngestRun, Progress, ingest_query
from .types import SearchQuery

DEMO_COUNTRIES = ("us", "gb", "ca", "au", "de")
# One query per country that every IT role answers (both APIs and the fake take 'A OR B').
DEMO_KEYWORD = " OR ".join(
    (
        "developer",
        "engineer",
        "programmer",
        "architect",
        "analyst",
        "scientist",
        "administrator",
        "designer",
        "researcher",
        "manager",
        "master",
        "tester",
        "technician",
        "specialist",
        "SRE",
    )
)
DEMO_MAX_PAGES = 400  # JSearch answers 10 a page: enough for the largest country


def demo_load(*, progress: Progress | None = None, on_country: Progress | None = None) -> IngestRun:
    """Every demo country, every page; no rate limits (the fake upstream is ours). Idempotent: upserts."""
    if not settings.DEMO_MODE:
        raise RuntimeError("demo data loads only in demo mode (no source keys configured)")
    total = IngestRun()
    for country in DEMO_COUNTRIES:
        query = SearchQuery(keyword=DEMO_KEYWORD, location="", country=country, per_page=50, max_days_old=31)
        run = ingest_query(query=query, pages=DEMO_MAX_PAGES, budget=Budget(enforce=False), progress=progress)
        total.calls += run.calls
        total.jobs += run.jobs
        total.dropped += run.dropped
        total.errors += run.errors
        if on_country is not None:
            on_country(country, total.jobs)
    return total
