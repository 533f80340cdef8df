"""What a provider hands the refresh layer: a page of normalized jobs (itjobs.jobs.types) and typed failures.

Nothing outside `sources/` knows a provider's wire format; the job index sees only NormalizedJob.
"""

from dataclasses import dataclass, field

from itjobs.jobs.types import NormalizedJob


@dataclass(frozen=True)
class SearchQuery:
    keyword: str
    location: str
    country: str  # two-letter lowercase code, e.g. 'us'
    page: int = 1
    per_page: int = 50
    max_days_old: int = 30
    newest_first: bool = False  # date order, where the source offers it (a crawl sweep's paging)


@dataclass
class FetchResult:
    jobs: list[NormalizedJob] = field(default_factory=list)
    dropped: int = 0  # records missing id, title, apply URL (or location for Adzuna)
    total: int | None = None  # the source's own count, when it says


class SourceError(Exception):
    """A source failed; the message names the source and the status ('Adzuna API error: 500 Internal Server Error')."""

    def __init__(self, message: str, *, status: int | None = None, transient: bool = False) -> None:
        super().__init__(message)
        self.status = status
        self.transient = transient


class SourceAuthError(SourceError):
    """401/403: bad key or not subscribed. Retrying will not help."""


class SourceRateLimited(SourceError):
    """429 burst limit: retry later."""

    def __init__(self, message: str, *, retry_after: float | None = None, status: int | None = 429) -> None:
        super().__init__(message, status=status, transient=True)
        self.retry_after = retry_after


class SourceQuotaExhausted(SourceError):
    """429 monthly quota: stop calling until the quota resets."""


class SourceBadResponse(SourceError):
    """Malformed JSON, a non-JSON content type or an unexpected shape."""
