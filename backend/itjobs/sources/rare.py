"""Rare queries under the crawl plan (decision 0020): the index answers them; a visitor's search
refreshes one live only when the index holds too little for it, within the visitors' share of the
day (budget.visitors_cap). Most searches are of queries the sweeps already cover."""

from datetime import datetime

from django.conf import settings

from itjobs.jobs.selectors import JobQuery, job_search

from .singleflight import QueryKey


def index_answers(*, query: QueryKey, now: datetime) -> bool:
    """True when the index holds at least SOURCES_RARE_MIN_JOBS jobs that match the query as asked
    (a relaxed answer, with words or the place dropped, does not count)."""
    wanted = settings.SOURCES_RARE_MIN_JOBS
    if wanted <= 0:
        return True
    found = job_search(
        query=JobQuery(keyword=query.keyword, location=query.location, country=query.country, page_size=1), now=now
    )
    return found.relaxed is None and found.total >= wanted
