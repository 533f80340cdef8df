"""Adzuna job search: GET {base}/jobs/{country}/search/{page}."""

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
from itjobs.sources.providers.adzuna.parse import LABEL, NAME, parse_search
from itjobs.sources.types import (
    FetchResult,
    SearchQuery,
    SourceAuthError,
    SourceError,
    SourceQuotaExhausted,
    SourceRateLimited,
)

logger = logging.getLogger(__name__)

COUNTRIES = frozenset(
    ["au", "be", "br", "ca", "ch", "de", "es", "fr", "gb", "in", "it", "mx", "nl", "nz", "pl", "sg", "us", "za"]
)
MAX_RESULTS_PER_PAGE = 50


class AdzunaClient:
    name = NAME
    label = LABEL
    countries = COUNTRIES
    page_size = MAX_RESULTS_PER_PAGE
    sorts_by_date = True  # sort_by=date: paging through a search newest first

    def __init__(
        self, *, base_url: str, app_id: str, app_key: str, http: httpx.Client, retry: RetryPolicy | None = None
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self._app_id = app_id
        self._app_key = app_key
        self._http = http
        self._retry = retry or RetryPolicy()

    def search(self, query: SearchQuery) -> FetchResult:
        country = query.country.lower()
        if country not in self.countries:
            return FetchResult(total=0)  # nothing to ask; never spend quota on a country Adzuna lacks
        params: dict[str, str | int] = {
            "app_id": self._app_id,
            "app_key": self._app_key,
            "results_per_page": max(1, min(query.per_page, MAX_RESULTS_PER_PAGE)),
            "max_days_old": query.max_days_old,
            "content-type": "application/json",  # as Adzuna's examples ask for JSON explicitly
        }
        if query.newest_first:
            params["sort_by"] = "date"
        if keyword := " ".join(query.keyword.split()):
            words = keyword.split(" OR ")
            if len(words) > 1 and all(" " not in word for word in words):
                params["what_or"] = " ".join(words)  # a sweep's 'developer OR engineer': any of the words
            else:
                params["what"] = keyword
        if location := " ".join(query.location.split()):
            params["where"] = location
        body = get_json(
            self._http,
            label=LABEL,
            url=f"{self.base_url}/jobs/{country}/search/{max(1, query.page)}",
            params=params,
            map_error=adzuna_error,
            policy=self._retry,
            logger=logger,
        )
        return parse_search(body, country=country)


def adzuna_error(response: httpx.Response) -> SourceError:
    """{'display': 'Authorisation failed', 'exception': 'AUTH_FAIL'} with 401 (400 when keys are missing)."""
    message = status_message(LABEL, response)
    body = error_body(response)
    exception = str(body.get("exception", "")).upper()
    status = response.status_code
    if status in (401, 403) or exception == "AUTH_FAIL":
        return SourceAuthError(message, status=status)
    if status == 429:
        text = f"{body.get('display', '')} {exception}".lower()
        if "quota" in text or "monthly" in text:
            return SourceQuotaExhausted(message, status=status)
        return SourceRateLimited(message, retry_after=retry_after_seconds(response))
    return default_error(LABEL, response)
