"""Atom feeds of searches (decision 0018): '/feeds/jobs.atom?keyword=python&location=Austin'.

A feed is the search its results page runs (jobs.search_params.job_query over the search API's own
parameter schema), newest first, without the relaxed search a page shows when nothing matches: a
feed lists only jobs that match. Entries are plain text the server escapes (title, company,
location, salary when known, the card's snippet) with a link to the job's page on this site; their
dates are when the job was posted, else when we first saw it. Bad parameters answer 400 with one
message per field. Feeds are public answers (core/cache_control.py) kept in the search cache under
the index generation, so an ingest that changes what searches show renews them.
"""

from datetime import datetime
from typing import Any
from urllib.parse import urlencode

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.feedgenerator import Atom1Feed
from django.utils.html import escape
from django.views.decorators.http import require_safe
from pydantic import ValidationError

from itjobs.core.cache_control import public_view
from itjobs.core.validation import field_messages
from itjobs.jobs import search_cache
from itjobs.jobs.models import Job
from itjobs.jobs.salary_text import salary_text
from itjobs.jobs.schemas import JobFiltersIn
from itjobs.jobs.search_params import job_query
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.seo import job_path

from .search_heads import FEED_FILTERS, search_text

FEED_ENTRIES = 50
_CONTENT_TYPE = "application/atom+xml; charset=utf-8"


class SearchFeed(Feed):  # type: ignore[type-arg]
    """The feed of one search; `get_object` hands each method the search and the jobs it found."""

    feed_type = Atom1Feed

    def __init__(self, *, query: JobQuery, page_params: dict[str, str], jobs: list[Job]) -> None:
        super().__init__()
        self.query, self.page_params, self.jobs = query, page_params, jobs

    def get_object(self, request: HttpRequest, *args: Any, **kwargs: Any) -> None:
        return None

    def title(self) -> str:
        return f"{search_text(self.query.keyword, self.query.location)[0]} | {settings.SITE_NAME}"

    def subtitle(self) -> str:
        return search_text(self.query.keyword, self.query.location)[1]

    def link(self) -> str:
        """The results page that shows this search."""
        return f"{settings.SITE_URL}/jobs?{urlencode(self.page_params)}"

    def feed_url(self) -> str:
        return f"{settings.SITE_URL}/feeds/jobs.atom?{urlencode(self.page_params)}"

    def items(self) -> list[Job]:
        return self.jobs

    def item_title(self, job: Job) -> str:
        return f"{job.title} at {job.company_name}" if job.company_name else job.title

    def item_description(self, job: Job) -> str:
        """Escaped text only: nothing a source wrote reaches a reader as markup."""
        facts = [job.company_name, job.location_text or ("Remote" if job.remote else None), salary_text(job)]
        lines = [" · ".join(escape(fact) for fact in facts if fact)]
        if job.snippet:
            lines.append(escape(job.snippet))
        return "".join(f"<p>{line}</p>" for line in lines if line)

    def item_link(self, job: Job) -> str:
        return settings.SITE_URL + job_path(job_id=job.id, title=job.title, company_name=job.company_name)

    def item_guid(self, job: Job) -> str:
        """Stable while the job lives, whatever its title becomes: the bare id's address."""
        return f"{settings.SITE_URL}/jobs/{job.id}"

    def item_author_name(self, job: Job) -> str | None:
        return job.company_name

    def item_pubdate(self, job: Job) -> datetime:
        return job.posted_at or job.first_seen

    def item_updateddate(self, job: Job) -> datetime:
        return max(job.posted_at or job.first_seen, job.first_seen)


def _page_params(params: JobFiltersIn, query: JobQuery) -> dict[str, str]:
    """The search in the results page's address: its words, country and the filters it sets."""
    values: dict[str, Any] = {"keyword": query.keyword, "location": query.location, "country": params.country}
    values |= {name: getattr(params, name) for name in FEED_FILTERS}
    written = {name: str(value).lower() if isinstance(value, bool) else str(value) for name, value in values.items()}
    return {name: text for name, text in written.items() if values[name] not in (None, "", False)}


@require_safe
@public_view
def search_feed(request: HttpRequest) -> HttpResponse:
    """GET /feeds/jobs.atom: the search API's parameters (page, size and order are the feed's own)."""
    try:
        params = JobFiltersIn.model_validate(request.GET.dict())
    except ValidationError as exc:
        errors = field_messages([dict(error) for error in exc.errors()])
        return JsonResponse({"detail": "The feed's search parameters are not valid.", "errors": errors}, status=400)
    query, normalized = job_query(params, page=1, page_size=FEED_ENTRIES, sort="newest", rescue=False)

    def render() -> bytes:
        feed = SearchFeed(query=query, page_params=_page_params(params, query), jobs=job_search(query=query).jobs)
        return feed(request).content

    return HttpResponse(search_cache.cached({"feed": normalized}, render), content_type=_CONTENT_TYPE)
