"""What to fetch to load the whole demo world through the real clients (used by demo data loading).

The fake treats the keyword 'jobs' as 'every job' (as a broad query does on the real services), so
one query per country and source, paged to the end, fetches every generated record.
"""

from collections.abc import Iterator

from itjobs.sources.fake_upstream.app import FakeUpstream
from itjobs.sources.fake_upstream.faults import FaultSource
from itjobs.sources.fake_upstream.handlers import ADZUNA_MAX_PER_PAGE, JSEARCH_PAGE_SIZE
from itjobs.sources.fake_upstream.runtime import shared_fake_upstream
from itjobs.sources.types import SearchQuery

DEMO_COUNTRIES = ("us", "gb", "ca", "au", "de")
EVERYTHING = "jobs"
PAGE_SIZES: dict[FaultSource, int] = {"adzuna": ADZUNA_MAX_PER_PAGE, "jsearch": JSEARCH_PAGE_SIZE}


def iter_demo_queries(*, app: FakeUpstream | None = None) -> Iterator[tuple[FaultSource, SearchQuery]]:
    """Every (source, page query) that together return every job of the demo upstream, once each."""
    upstream = app or shared_fake_upstream()
    for country in DEMO_COUNTRIES:
        for source, per_page in PAGE_SIZES.items():
            count = len(upstream.find(source, country=country, keyword=EVERYTHING, location="", max_days=30))
            for page in range(1, -(-count // per_page) + 1):
                yield source, SearchQuery(EVERYTHING, "", country, page=page, per_page=per_page)
