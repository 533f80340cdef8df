"""The job API's shapes (In/Out schemas). The frontend's typed client is generated from these."""

from datetime import datetime
from typing import Annotated, Literal

from django.core.serializers.json import DjangoJSONEncoder
from pydantic import BaseModel, PlainSerializer, WithJsonSchema

from .source_labels import SourceLabel

SourceHealth = Literal["ok", "degraded", "disabled"]


class Out(BaseModel):
    """A job answer's shape, validated by pydantic alone. ninja's Schema wraps every value it
    validates in a DjangoGetter (for ORM objects and resolve_ methods), which costs about 100 µs a
    card; these shapes are built from plain values, so they need neither."""


# A time in JSON exactly as ninja's renderer writes every other answer ('2026-11-01T09:30:00.123Z'):
# the search answer is serialized by its schema (search_answer.py), not by that renderer.
ApiDatetime = Annotated[
    datetime,
    PlainSerializer(DjangoJSONEncoder().default, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "format": "date-time"}, mode="serialization"),
]


class SeenOn(Out):
    source: SourceLabel
    publisher: str | None = None  # e.g. 'LinkedIn' for a JSearch job


class JobCardOut(Out):
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
    posted_at: ApiDatetime | None
    source: SourceLabel
    seen_on: list[SeenOn]
    is_it_role: bool
    skills: list[str]
    categories: list[str]  # category slugs, e.g. 'devops'


class JobDetailOut(JobCardOut):
    description_html: str  # sanitized
    apply_url: str  # http(s)
    explanation: str  # the job's own, else the spec's canned text by title words
    valid_through: ApiDatetime | None
    first_seen: ApiDatetime
    last_seen: ApiDatetime


class SourceStatusOut(Out):
    name: SourceLabel
    status: SourceHealth
    message: str | None = None  # why it is degraded, in words a visitor can read


class SearchEcho(Out):
    keyword: str
    location: str
    country: str


class SearchPageOut(Out):  # a search's page of results: the part of JobSearchOut the answer cache keeps
    jobs: list[JobCardOut]
    total: int  # counted up to JOBS_SEARCH_COUNT_LIMIT (10,000)
    total_exact: bool = True  # False: more than `total` match ('10,000+ jobs')
    page: int
    pages: int
    page_size: int


class SearchStateOut(Out):  # the part of JobSearchOut each request answers afresh
    query: SearchEcho
    sources: list[SourceStatusOut]
    refreshing: bool  # a background refresh from the sources is under way


class JobSearchOut(SearchStateOut, SearchPageOut):  # the fields of the last base come first: page, then state
    pass
