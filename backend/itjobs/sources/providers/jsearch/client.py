"""JSearch (RapidAPI) job search: GET {base}/search?query='{keyword} in {location}'."""

import logging

import httpx

from itjobs.sources.http import (
    RetryPolicy,
    default_error,
    error_body,
    get_json,
    retry_after_seconds,
    status_message,
)
from itjobs.sources.providers.jsearch.parse import LABEL, NAME, parse_search
from itjobs.sources.types import (
    FetchResult,
    SearchQuery,
    SourceAuthError,
    SourceError,
    SourceQuotaExhausted,
    SourceRateLimited,
)

logger = logging.getLogger(__name__)

DEFAULT_KEYWORD = "software developer"  # the query when no keyword is given
# Countries Google for Jobs (behind JSearch) serves; our search offers us, gb, ca, au and de.
COUNTRIES = frozenset({
    "ae", "ar", "at", "au", "be", "br", "ca", "ch", "cl", "cn", "co", "cz", "de", "dk", "eg", "es",
    "fi", "fr", "gb", "gr", "hk", "hu", "id", "ie", "il", "in", "it", "jp", "kr", "mx", "my", "ng",
    "nl", "no", "nz", "pe", "ph", "pk", "pl", "pt", "ro", "ru", "sa", "se", "sg", "th", "tr", "tw",
    "ua", "us", "vn", "za",
})  # fmt: skip


def date_posted(max_days_old: int) -> str:
    """JSearch filters by bucket, not by days: the smallest bucket covering the window."""
    for days, bucket in ((1, "today"), (3, "3days"), (7, "week"), (31, "month")):
        if max_days_old <= days:
            return bucket
    return "all"


def search_text(query: SearchQuery) -> str:
    keyword = " ".join(query.keyword.split()) or DEFAULT_KEYWORD
    location = " ".join(query.location.split())
    return f"{keyword} in {location}" if location else keyword


class JSearchClient:
    name = NAME
    label = LABEL
    countries = COUNTRIES
    page_size = 10  # num_pages=1: more pages in one request are billed as more requests
    sorts_by_date = False  # Google's order: a sweep learns nothing from where a job stopped appearing

    def __init__(
        self, *, base_url: str, api_key: str, host: str, http: httpx.Client, retry: RetryPolicy | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self._host = host
        self._http = http
        self._retry = retry or RetryPolicy()

    def search(self, query: SearchQuery) -> FetchResult:
        country = query.country.lower()
        if country not in self.countries:
            return FetchResult(total=0)
        body = get_json(
            self._http,
            label=LABEL,
            url=f"{self.base_url}/search",
            params={
                "query": search_text(query),
                "page": max(1, query.page),
                "num_pages": 1,
                "date_posted": date_posted(query.max_days_old),
                "country": country,
            },
            headers={"X-RapidAPI-Key": self._api_key, "X-RapidAPI-Host": self._host},
            map_error=jsearch_error,
            policy=self._retry,
            logger=logger,
        )
        return parse_search(body)


def jsearch_error(response: httpx.Response) -> SourceError:
    """RapidAPI gateway errors are {'message': ...}; the two 429s differ only in that text."""
    message = status_message(LABEL, response)
    status = response.status_code
    if status in (401, 403):
        return SourceAuthError(message, status=status)
    if status == 429:
        text = str(error_body(response).get("message", "")).lower()
        if "monthly quota" in text:
            return SourceQuotaExhausted(message, status=status)
        return SourceRateLimited(message, retry_after=retry_after_seconds(response))
    return default_error(LABEL, response)
