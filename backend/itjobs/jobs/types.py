"""The record every source hands the job index (jobs_ingest): providers, direct posts and test factories."""

from dataclasses import dataclass
from datetime import datetime

from .source_labels import SourceName


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
    description_is_partial: bool = False  # the source sent only the start of the description
    posted_at: datetime | None = None  # aware, UTC
    valid_through: datetime | None = None  # the application deadline the source states; None: it states none
    publisher: str | None = None  # JSearch's job_publisher; 'Adzuna' for Adzuna
    source_category: str | None = None  # e.g. Adzuna's category.tag
    skills_hint: tuple[str, ...] = ()  # skills the source itself lists, if any

    @property
    def id(self) -> str:
        return f"{self.source}-{self.source_id}"
