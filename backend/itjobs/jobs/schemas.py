"""The job API's shapes (In/Out schemas). The frontend's typed client is generated from these."""

from datetime import datetime
from typing import Annotated, Any, Literal

from django.core.serializers.json import DjangoJSONEncoder
from ninja import Field, Schema
from pydantic import AfterValidator, BaseModel, BeforeValidator, PlainSerializer, WithJsonSchema

from .countries import DEFAULT_COUNTRY, SUPPORTED_COUNTRIES
from .index.tags import CATEGORY_SLUGS
from .selectors import JobQuery
from .source_labels import source_name

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
    source: str  # a source's label: 'Adzuna', 'JSearch', 'Direct' or another registered source's
    publisher: str | None = None  # e.g. 'LinkedIn' for a JSearch job


class JobCardOut(Out):
    id: str  # 'adzuna-123', 'jsearch-t_-mBq...==', 'direct-7'
    path: str  # canonical page: '/jobs/{title-slug}-at-{company-slug}-{id}'
    title: str
    company_name: str | None
    company_slug: str | None  # its company page: '/companies/{company_slug}'; None without a company
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
    source: str  # its source's label: 'Adzuna', 'JSearch', 'Direct' or another registered source's
    seen_on: list[SeenOn]
    is_it_role: bool
    skills: list[str]
    categories: list[str]  # category slugs, e.g. 'devops'
    # What we observed (decision 0021): the trust signals a card and a job page show. None in a card
    # a saved job kept from before these were sent (saved/: the card as it was when saved).
    first_seen: ApiDatetime | None = None  # when a source first listed it here ('New' within 24 hours)
    last_seen: ApiDatetime | None = None  # when a source last listed it ('Last checked')
    reposted_at: ApiDatetime | None = None  # listed again after it had closed ('Reposted'); None: never
    closed_at: ApiDatetime | None = None  # when it left search; None: open
    # Left search only because no source listed it since last_seen, not seen to close (decision 0022).
    not_seen_lately: bool = False


class JobDetailOut(JobCardOut):
    description_html: str  # sanitized
    description_is_partial: bool  # only its start: the source has the rest (at apply_url)
    apply_url: str  # http(s)
    explanation: str  # the job's own, else the canned text its title words pick
    valid_through: ApiDatetime | None  # the deadline the source or employer states ('Apply by'); None: none stated
    listed_until: ApiDatetime | None  # a direct post's end date, which the site enforces; None for aggregated jobs


class SourceStatusOut(Out):
    name: str  # the source's label: 'Adzuna', 'JSearch' or another registered source's
    status: SourceHealth
    message: str | None = None  # why it is degraded, in words a visitor can read


class SearchEcho(Out):
    keyword: str
    location: str
    country: str


class RelaxedOut(Out):
    """What a search that found nothing left out to show these jobs instead."""

    location: str | None  # the location left out (None: the location was kept)
    remote_instead: bool  # remote jobs are shown instead of jobs in `location`
    dropped_words: list[str]  # keyword words left out


class SearchPageOut(Out):  # a search's page of results: the part of JobSearchOut the answer cache keeps
    jobs: list[JobCardOut]
    total: int  # counted up to JOBS_SEARCH_COUNT_LIMIT (10,000)
    total_exact: bool = True  # False: more than `total` match ('10,000+ jobs')
    page: int
    pages: int
    page_size: int
    # The keyword found nothing as typed; these are the results for it spelled as the index knows it
    # ('Showing results for python developer'; exact=true searches the words as typed).
    corrected_keyword: str | None = None
    relaxed: RelaxedOut | None = None  # nothing matched everything: what was left out


class SearchStateOut(Out):  # the part of JobSearchOut each request answers afresh
    query: SearchEcho
    sources: list[SourceStatusOut]
    refreshing: bool  # a background refresh from the sources is under way


class JobSearchOut(SearchStateOut, SearchPageOut):  # the fields of the last base come first: page, then state
    pass


# The fallback search when neither keyword nor location is given ('Software Developer' in the US) (the preload and the
# background refresher read it from here).
DEFAULT_KEYWORD, DEFAULT_LOCATION = "Software Developer", "US"


def _lower(value: Any) -> Any:
    return value.strip().lower() if isinstance(value, str) else value


def _upper(value: Any) -> Any:
    return value.strip().upper().replace("-", "_") if isinstance(value, str) else value


def _blank_to_none(value: Any) -> Any:
    return None if isinstance(value, str) and not value.strip() else value


Country = Annotated[Literal[SUPPORTED_COUNTRIES], BeforeValidator(_lower)]  # type: ignore[valid-type]
EmploymentType = Annotated[
    Literal["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"], BeforeValidator(_upper)
]
# Any registered source's name (the source facet lists them): a new source needs no schema change.
SourceParam = Annotated[str, BeforeValidator(_lower), AfterValidator(source_name)]
CategorySlug = Annotated[Literal[CATEGORY_SLUGS], BeforeValidator(_lower)]  # type: ignore[valid-type]
SearchSort = Literal["relevance", "newest", "salary"]


class JobFiltersIn(Schema):  # what a search narrows by: GET /api/jobs/search and /api/jobs/facets
    keyword: str | None = Field(None, max_length=200, description="Words ANDed; 'A OR B' for either")
    location: str | None = Field(None, max_length=100, description="City, region or 'Remote'; the country's name = all")
    country: Country = DEFAULT_COUNTRY
    remote: bool | None = None
    posted_within_days: Annotated[int | None, BeforeValidator(_blank_to_none)] = Field(None, ge=1, le=365)
    min_salary: Annotated[int | None, BeforeValidator(_blank_to_none)] = Field(
        None,
        ge=0,
        le=10_000_000,
        description="Yearly, in the job's currency; a job qualifies when its minimum (or only) salary reaches it",
    )
    employment_type: Annotated[EmploymentType | None, BeforeValidator(_blank_to_none)] = None
    source: Annotated[SourceParam | None, BeforeValidator(_blank_to_none)] = Field(
        None, description="A registered source's name, as the source facet lists them: 'adzuna', 'jsearch', 'direct'..."
    )
    category: Annotated[CategorySlug | None, BeforeValidator(_blank_to_none)] = Field(
        None, description="A category slug (/careers/{slug}), e.g. 'devops'"
    )
    exact: bool = Field(False, description="Search the words exactly as typed: no spelling correction")

    def job_query(self, **more: Any) -> JobQuery:
        """The query these parameters ask for (neither keyword nor location: the fallback
        'Software Developer' in 'US'); `more`: JobQuery's other fields (page, sort...)."""
        keyword = (self.keyword or "").strip()
        location = (self.location or "").strip()
        if not keyword and not location:
            keyword, location = DEFAULT_KEYWORD, DEFAULT_LOCATION
        return JobQuery(
            keyword=keyword,
            location=location,
            country=self.country,
            remote=self.remote,
            posted_within_days=self.posted_within_days,
            min_salary=self.min_salary,
            employment_type=self.employment_type,
            source=self.source,
            category=self.category,
            correct=not self.exact,
            **more,
        )


class JobSearchIn(JobFiltersIn):  # GET /api/jobs/search; the preload reads the defaults from here
    page: int = Field(1, ge=1, le=1000)
    page_size: int = Field(50, ge=1, le=50)
    sort: Annotated[SearchSort, BeforeValidator(_lower)] = Field(
        "relevance", description="relevance (title matches first, then newest), newest, or salary (highest first)"
    )


class FacetValue(Out):
    value: str  # exactly what the group's search parameter takes: 'true', 'FULL_TIME', '7', '100000', 'Austin, TX'
    label: str  # what a visitor reads: 'Remote', 'Full-time', 'Past week', '$100k+', 'Austin'
    count: int  # jobs the search would show with this value chosen instead (a lower bound when `exact` is false)


class JobFacetsOut(Out):
    """Counts for the search GET /api/jobs/search answers with the same parameters (the same spelling
    correction, and the relaxed search when it was relaxed). Each group is named after the search
    parameter its values set. A group's counts apply every other chosen filter but not the group's
    own, so they say what switching within the group gives: with remote=true chosen, 'On-site'
    counts the on-site jobs under the other filters. Fixed groups list every value, zeros included,
    in a stable order; `location` lists the 8 cities with the most jobs, most first."""

    exact: bool  # False: more jobs matched than facets count (5,000); each count is then a lower bound ('1,234+')
    remote: list[FacetValue]  # 'true' Remote, 'false' On-site
    employment_type: list[FacetValue]  # FULL_TIME, PART_TIME, CONTRACTOR, INTERN, TEMPORARY
    posted_within_days: list[FacetValue]  # 1, 3, 7, 14, 30: cumulative
    min_salary: list[FacetValue]  # yearly bands in the country's currency, cumulative: a job's minimum reaches it
    source: list[FacetValue]  # every registered source: adzuna, jsearch, ..., direct last
    location: list[FacetValue]  # 'Austin, TX' (label 'Austin'); 'London' where states are not written as codes
    category: list[FacetValue]  # category slugs, e.g. 'devops' (label 'DevOps'); a job may be in several


class SuggestionsIn(Schema):  # GET /api/jobs/suggestions
    field: Annotated[Literal["title", "location"], BeforeValidator(_lower)] = Field(
        "title", description="title: job titles, skills and popular searches; location: cities"
    )
    q: str = Field(..., min_length=1, max_length=100, description="What the seeker has typed so far")
    country: Country = DEFAULT_COUNTRY
    limit: int = Field(8, ge=1, le=10)


class SuggestionOut(Out):
    text: str  # what goes in the box: 'DevOps Engineer', 'Python', 'Austin, TX'
    kind: Literal["title", "skill", "search", "place"]
    count: int  # jobs that have it (for 'search': how often it was searched lately)


class SuggestionsOut(Out):
    """Suggestions for what was typed, most jobs first: every typed word starts a word of the
    suggestion, in order ('dev' finds 'DevOps Engineer' and 'Senior Developer'). Built from the
    index at ingest, so counts may lag it by a few minutes."""

    suggestions: list[SuggestionOut]
