"""What every provider hands the rest of the system: normalized jobs and typed failures.

Nothing outside `sources/` knows a provider's wire format; it sees only these types.
"""

from dataclasses import dataclass, field
from datetime import datetime

from itjobs.jobs.source_labels import SourceName

__all__ = [
    "FetchResult",
    "NormalizedJob",
    "SearchQuery",
    "SourceAuthError",
    "SourceBadResponse",
    "SourceError",
    "SourceName",
    "SourceQuotaExhausted",
    "SourceRateLimited",
]


@dataclass(frozen=True)
class SearchQuery:
    keyword: str
    location: str
    country: str  # two-letter lowercase code, e.g. 'us'
    page: int = 1
    per_page: int = 50
    max_days_old: int = 30


@dataclass(frozen=True)
class NormalizedJob:
    source: SourceName
    source_id: str  # exactly as the source sent it (JSearch ids contain '-', '_' and '=')
    title: str  # plain text: highlight tags stripped
    apply_url: str  # http(s) only
    company_name: str | None = None
    location_text: str = ""
    city: str | None = None
    region: str | None = None
    country_code: str | None = None  # lowercase two-letter
    remote: bool = False
    employment_type: str | None = None  # FULL_TIME, PART_TIME, CONTRACTOR, INTERN, TEMPORARY, ...
    salary_min: float | None = None
    salary_max: float | None = None
    salary_currency: str | None = None  # ISO 4217, upper-case
    salary_period: str | None = None  # upper-cased: YEAR, MONTH, WEEK, DAY, HOUR
    salary_is_predicted: bool | None = None  # True: estimated by the source; False: stated
    description_html: str = ""  # sanitized with nh3
    description_text: str = ""  # plain text, for search and snippets
    posted_at: datetime | None = None  # aware, UTC
    publisher: str | None = None  # JSearch's job_publisher; 'Adzuna' for Adzuna
    source_category: str | None = None  # e.g. Adzuna's category.tag
    skills_hint: tuple[str, ...] = ()  # skills the source itself lists, if any

    @property
    def id(self) -> str:
        return f"{self.source}-{self.source_id}"


@dataclass
class FetchResult:
    jobs: list[NormalizedJob] = field(default_factory=list)
    dropped: int = 0  # records missing id, title, apply URL (or location for Adzuna)
    total: int | None = None  # the source's own count, when it says


class SourceError(Exception):
    """A source failed; the message is the spec §8 text ('Adzuna API error: 500 Internal Server Error')."""

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
