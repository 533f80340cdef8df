"""Which fake jobs answer a query: word match on title and description, place, country, age."""

import re
from collections.abc import Iterable
from datetime import datetime

from itjobs.fakeworld.generator import FakeJob, words

# 'developer jobs in chicago': words that describe the search, not the job.
_NOISE = frozenset({"job", "vacancy", "vacancie", "role", "position"})


def keyword_matcher(keyword: str) -> list[frozenset[str]]:
    """'python OR golang developer' -> [{python}, {golang, developer}]: any group, every word of it."""
    groups = [frozenset(words(part)) - _NOISE for part in re.split(r"\s+OR\s+", keyword.strip())]
    return [group for group in groups if group]


def location_parts(location: str) -> list[re.Pattern[str]]:
    """'San Francisco, CA' -> both parts must match the job's place (city, region, code, country)."""
    parts = [part.strip().lower() for part in location.split(",") if part.strip()]
    return [re.compile(rf"(?<![\w]){re.escape(part)}(?![\w])") for part in parts]


def matching(
    jobs: Iterable[FakeJob], *, keyword: str, location: str, posted_after: datetime | None = None
) -> list[FakeJob]:
    """Matching jobs, newest first (ties by id, so paging is stable)."""
    groups = keyword_matcher(keyword)
    places = location_parts(location)
    found = [
        job
        for job in jobs
        if (not groups or any(group <= job.tokens for group in groups))
        and all(place.search(job.place) for place in places)
        and (posted_after is None or job.posted_at >= posted_after)
    ]
    found.sort(key=lambda job: (job.posted_at, job.source_id), reverse=True)
    return found


def split_jsearch_query(query: str) -> tuple[str, str]:
    """'python developer in New York' -> ('python developer', 'New York'); the last ' in ' splits."""
    keyword, sep, location = query.rpartition(" in ")
    if not sep:
        return query.strip(), ""
    return keyword.strip(), location.strip()
