"""A search through the ORM: PostgreSQL always, SQLite for the minimum-salary filter.

Same order as the FTS5 path: the whole phrase in the title, its words in the title, then the rest,
newest (the highest sort key) first within each; or the best paid first (the yearly minimum, no
salary last), as PostgreSQL orders them.
"""

from collections.abc import Callable

from django.db.models import Case, F, IntegerField, QuerySet, Value, When
from django.db.models.expressions import RawSQL

from ..models import Job
from .query import Filters, Order, SearchResult, TextQuery, count_limit
from .tags import CATEGORY_BITS

Matcher = Callable[[TextQuery], RawSQL]


def _filtered(*, matches: Matcher, text: TextQuery, filters: Filters) -> QuerySet[Job]:
    # `IN (true)`, not Django's bare boolean column: SQLite only seeks an index on a comparison.
    jobs = Job.objects.filter(is_listed__in=[True])
    if filters.country:
        jobs = jobs.filter(country_code=filters.country)
    if filters.remote is not None:
        jobs = jobs.filter(remote=filters.remote)
    if filters.employment_type:
        jobs = jobs.filter(employment_type=filters.employment_type)
    if filters.source:
        jobs = jobs.filter(source=filters.source)
    if filters.min_salary:
        jobs = jobs.filter(salary_yearly_min__gte=filters.min_salary)
    if filters.listed_since_rowid is not None:
        jobs = jobs.filter(search_rowid__gte=filters.listed_since_rowid)
    if filters.category:
        jobs = jobs.alias(in_category=F("category_bits").bitand(CATEGORY_BITS.get(filters.category, 0)))
        jobs = jobs.filter(in_category__gt=0)
    if filters.exclude_rowids:
        jobs = jobs.exclude(search_rowid__in=filters.exclude_rowids)
    if filters.within_rowids is not None:
        jobs = jobs.filter(search_rowid__in=filters.within_rowids)
    if not text.is_empty:
        jobs = jobs.filter(matches(text))
    return jobs


def search(
    *,
    matches: Matcher,
    matches_title: Matcher,
    matches_phrase: Matcher,
    text: TextQuery,
    filters: Filters,
    offset: int,
    limit: int,
    order: Order = "relevance",
    count_to: int | None = None,
) -> SearchResult:
    jobs = _filtered(matches=matches, text=text, filters=filters)
    total = jobs[: count_to or count_limit() + 1].count()
    if offset >= total:
        return SearchResult(total=total, rowids=[])
    if order == "salary":  # as PostgreSQL: the yearly minimum, jobs without a salary last
        jobs = jobs.order_by(F("salary_yearly_min").desc(nulls_last=True), "-search_rowid")
    elif text.groups and order == "relevance":
        tiers = [When(matches_title(text), then=Value(1))]
        if text.phrase:  # the whole phrase in the title first
            tiers.insert(0, When(matches_title(text) & matches_phrase(text), then=Value(2)))
        relevance = Case(*tiers, default=Value(0), output_field=IntegerField())
        jobs = jobs.annotate(relevance=relevance).order_by("-relevance", "-search_rowid")
    else:
        jobs = jobs.order_by("-search_rowid")
    return SearchResult(total=total, rowids=list(jobs.values_list("search_rowid", flat=True)[offset : offset + limit]))
