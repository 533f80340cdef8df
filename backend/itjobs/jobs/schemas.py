"""The job API's shapes (In/Out schemas). The frontend's typed client is generated from these."""

from datetime import datetime
from typing import Literal

from ninja import Schema

from .source_labels import SourceLabel

SourceHealth = Literal["ok", "degraded", "disabled"]


class SeenOn(Schema):
    source: SourceLabel
    publisher: str | None = None  # e.g. 'LinkedIn' for a JSearch job


class JobCardOut(Schema):
    id: str  # 'adzuna-123', 'jsearch-t_-mBq...==', 'direct-7'
    path: str  # canonical page: '/jobs/{title-slug}-at-{company-slug}-{id}'
    title: str
    company_name: str | None
    location: str  # display text; '' when unknown
    city: str | None
    region: str | None
    country: str | None  # lowercase two-letter
    remote: bool
    employment_type: str | None  # FULL_TIME, PART_TIME, CONTRACTOR, INTERN, ...
    salary_min: float | None
    salary_max: float | None
    salary_currency: str | None
    salary_period: str | None  # YEAR, MONTH, HOUR, ...
    salary_is_estimated: bool  # predicted by the source rather than stated by the employer
    snippet: str  # 150 characters plus '...' when longer
    posted_at: datetime | None
    source: SourceLabel
    seen_on: list[SeenOn]
    is_it_role: bool
    skills: list[str]
    categories: list[str]  # category slugs, e.g. 'devops'


class JobDetailOut(JobCardOut):
    description_html: str  # sanitized
    apply_url: str  # http(s)
    explanation: str  # the job's own, else the spec's canned text by title words
    valid_through: datetime | None
    first_seen: datetime
    last_seen: datetime


class SourceStatusOut(Schema):
    name: SourceLabel
    status: SourceHealth
    message: str | None = None  # why it is degraded, in words a visitor can read


class SearchEcho(Schema):
    keyword: str
    location: str
    country: str


class JobSearchOut(Schema):
    jobs: list[JobCardOut]
    total: int  # counted up to JOBS_SEARCH_COUNT_LIMIT (10,000)
    total_exact: bool = True  # False: more than `total` match ('10,000+ jobs')
    page: int
    pages: int
    page_size: int
    query: SearchEcho
    sources: list[SourceStatusOut]
    refreshing: bool  # a background refresh from the sources is under way
