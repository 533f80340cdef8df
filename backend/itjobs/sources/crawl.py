"""One round of the crawl plan (decision 0020): read the demand, the budget left and the sweeps'
state, let crawl_plan decide, run the sweeps (sweeps.py), index what they returned in one write
and take out of search the jobs their sources stopped listing. The refresher's periodic round
(refresh.background_tick) calls `crawl_round` under its lease: one round at a time across nodes."""

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

import redis
from django.conf import settings
from django.db import DatabaseError, connection
from django.db.models import Q, Sum

from itjobs.jobs.countries import SELECT_COUNTRIES, SUPPORTED_COUNTRIES
from itjobs.jobs.services import jobs_close
from itjobs.jobs.types import NormalizedJob

from . import query_refresh
from .budget import rate_acquire, rate_usage, visitors_cap
from .crawl_plan import PlanSettings, Run, Searched, SweepState, demand_from, plan_round, round_allowance
from .health import source_paused_until
from .models import QueryState, Sweep, SweepMember
from .refresh_context import RefreshContext
from .singleflight import read_moment
from .sweeps import MAX_DAYS_OLD, sweep_row, sweep_run

log = logging.getLogger(__name__)

DEMAND_WITHIN = timedelta(days=7)
DEMAND_ROWS = 5_000  # the most searched queries the demand is measured from


def plan_settings() -> PlanSettings:
    return PlanSettings(
        head_minutes=settings.SOURCES_CRAWL_HEAD_MINUTES,
        walk_pages=settings.SOURCES_CRAWL_WALK_PAGES,
        walk_depth_pages=settings.SOURCES_CRAWL_WALK_DEPTH_PAGES,
        demand_share=settings.SOURCES_CRAWL_DEMAND_SHARE,
        demand_queries=settings.SOURCES_CRAWL_DEMAND_QUERIES,
        demand_minutes=settings.SOURCES_CRAWL_DEMAND_MINUTES,
    )


@dataclass
class CrawlStats:
    runs: int = 0
    calls: int = 0
    jobs: int = 0
    delisted: int = 0


_SEARCHED = (
    "SELECT keyword, location, country, search_count, last_searched_at"  # noqa: S608 (no input)
    f" FROM {QueryState._meta.db_table} WHERE search_count > 0 AND last_searched_at >= %s"
    " ORDER BY search_count DESC LIMIT %s"
)


def searched_queries(*, now: datetime) -> list[Searched]:
    """The most searched queries of the last week. Plain SQL: a round reads up to DEMAND_ROWS of
    them, and the ORM's per-row converters were most of that read (the quota week's profile)."""
    since = connection.ops.adapt_datetimefield_value(now - DEMAND_WITHIN)
    with connection.cursor() as cursor:
        cursor.execute(_SEARCHED, [since, DEMAND_ROWS])
        rows: list[tuple[str, str, str, int, object]] = cursor.fetchall()
    return [
        Searched(keyword, location, country, count, read_moment(at)) for keyword, location, country, count, at in rows
    ]


def _acquirer(*, now: datetime, context: RefreshContext) -> Callable[[str], bool]:
    """Each sweep call counted against the source's own caps. The round's allowance already leaves
    visitors their share (counted apart): capping the day again by the reserve would stop the plan
    at 80% less whatever visitors spent, and leave the rest unspent until the release hour."""

    def acquire(source: str) -> bool:
        try:
            return rate_acquire(source=source, now=now, limits=context.limits(source))
        except (redis.RedisError, DatabaseError):
            log.warning("Rate limiter unreachable; not calling %s", source, exc_info=True)
            return False

    return acquire


def plan_reserve(*, now: datetime, reserve: float) -> float:
    """The share of each source's day the plan leaves to visitors' rare-query refreshes, until the
    evening: what visitors left of it by then goes to the plan. `reserve`: SOURCES_BACKGROUND_RESERVE."""
    return 0.0 if now.hour >= settings.SOURCES_CRAWL_RELEASE_HOUR else reserve


def crawl_round(*, now: datetime, context: RefreshContext) -> CrawlStats:
    stats = CrawlStats()
    plan = plan_settings()
    searched: list[Searched] | None = None  # read once, for the first source with calls to spend
    reserve = plan_reserve(now=now, reserve=context.config.background_reserve)
    states = {
        row.key: SweepState(head_at=row.head_at, walk_page=row.walk_page, walk_at=row.walk_at)
        for row in Sweep.objects.all()
    }
    jobs: list[NormalizedJob] = []
    gone: set[str] = set()
    returned: set[str] = set()
    for name, provider in context.providers().items():
        if source_paused_until(source=name, now=now):
            continue
        usage = rate_usage(source=name, now=now, limits=context.limits(name))
        cap = visitors_cap(source=name, limits=usage.limits, reserve=context.config.background_reserve)
        visitors_left = max(0, cap - usage.visitors_used) if reserve else 0
        allowance = round_allowance(
            limits=usage.limits,
            minute_used=usage.minute_used,
            day_used=usage.day_used - usage.visitors_used if reserve else usage.day_used,
            now=now,
            reserve=reserve,
            ahead=timedelta(minutes=plan.pace_ahead_minutes),
        )
        if usage.limits.per_day:  # never into what visitors may still take today
            allowance = min(allowance, usage.limits.per_day - usage.day_used - visitors_left)
        if allowance <= 0:  # paced through the day, or a source without a daily cap: nothing to plan
            continue
        if searched is None:
            searched = searched_queries(now=now)
        countries = [c for c in SUPPORTED_COUNTRIES if c in provider.countries]
        wanted = set(SELECT_COUNTRIES) | {row.country for row in searched}
        countries = [c for c in countries if c in wanted]
        demand = demand_from(searched, now=now, countries=countries, half_life_hours=plan.half_life_hours)
        runs = plan_round(
            source=name,
            countries=countries,
            allowance=allowance,
            demand=demand,
            states=states,
            now=now,
            settings=plan,
            spent_today=(usage.day_used - usage.visitors_used, _targeted_today(source=name, now=now)),
        )
        acquire = _acquirer(now=now, context=context)
        spent = 0
        for run in runs:
            if spent >= allowance:
                break
            run = run if run.pages <= allowance - spent else Run(run.spec, run.first_page, allowance - spent)
            outcome = sweep_run(run=run, provider=provider, now=now, acquire=acquire, sweep=sweep_row(run))
            spent += outcome.calls
            stats.runs += 1
            stats.calls += outcome.calls
            jobs += outcome.jobs
            gone.update(outcome.gone)
            returned.update(job.id for job in outcome.jobs)
    if jobs:
        query_refresh.index_jobs(jobs=jobs, now=now)  # one write of the index per round
    stats.jobs = len(jobs)
    closing = sorted(gone - returned)
    if closing:
        jobs_close(closing, now=now)
        stats.delisted = len(closing)
    month = now - timedelta(days=MAX_DAYS_OLD + 1)  # past every sweep's age limit, or not returned since
    SweepMember.objects.filter(Q(posted_at__lt=month) | Q(seen_at__lt=month)).delete()
    return stats


def _targeted_today(*, source: str, now: datetime) -> int:
    """Calls the place and demand sweeps of `source` made today."""
    today = Sweep.objects.filter(source=source, calls_on=now.date()).exclude(kind="broad")
    return int(today.aggregate(calls=Sum("calls_today"))["calls"] or 0)
