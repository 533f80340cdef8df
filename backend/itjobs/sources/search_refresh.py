"""The search-time refresh decision: whether a visitor's search starts a refresh, and where it runs.

The search API calls `request_refresh` for every search (registered as the jobs app's refresher,
itjobs.jobs.freshness, in SourcesConfig.ready). It never waits on a source and, in background
mode, writes nothing: a query this process knows is fresh costs a dictionary lookup; otherwise a
read of the query's shared state says fresh, busy or stale, and a stale query is handed to the
node's refresher process (handoff.py, refresher_process.py: decision 0016), which claims it once across all
processes (singleflight.py) and refreshes it while the request answers from the index
(stale-while-revalidate). Where no refresher listens, this process claims and refreshes the query
in its own small thread pool, as before. A daemon loop per web process adds the visitors' search
counts to the shared totals; the refresher (or, without one, a web process) spends the spare budget
on popular queries under a lease held by one process at a time (popular.refresh_popular).
"""

import logging
import os
import socket
import time
from datetime import datetime, timedelta

from django.db import DatabaseError, close_old_connections, connection
from django.utils import timezone

from itjobs.jobs.freshness import FreshnessReport

from .crawl import CrawlStats, crawl_round
from .handoff import handoff_send, refresher_listening
from .leases import lease_acquire
from .popular import PopularStats, refresh_popular
from .process_state import MEMO_LIMIT
from .query_refresh import refresh_query, sources_all_quiet
from .rare import index_answers
from .refresh_context import RefreshContext, process_context
from .search_counts import popular_counts_add
from .singleflight import Claim, QueryKey, query_key, query_states_prune, refresh_claim, refresh_peek, refresh_release
from .status import source_statuses_cache_clear, source_statuses_cached

log = logging.getLogger(__name__)

RETRY_AFTER_NOTHING = timedelta(seconds=60)  # no source could answer: let a later search try again
LOOP_TICK_SECONDS = 30.0  # how often each process adds its search counts to the shared totals
POPULAR_LEASE = "refresh-popular"
# How long a query handed on (or seen busy) counts as refreshing before this process reads its state again.
HANDED_ON_FOR = timedelta(seconds=5)


def request_refresh(
    *, keyword: str, location: str, country: str, now: datetime | None = None, context: RefreshContext | None = None
) -> FreshnessReport:
    """Start (at most one, shared) refresh per source when this query is stale; never blocks."""
    now = now or timezone.now()
    context = context or process_context()
    query = count_search(keyword=keyword, location=location, country=country, now=now, context=context)
    mode = context.config.mode
    refreshing = False
    if mode in {"background", "inline"} and len(query.country) == 2:
        if mode == "background":
            context.state.ensure_loop(_loop)
            refreshing = _hand_off(query=query, now=now, context=context)
        else:
            refreshing = _start_refresh(query=query, now=now, inline=True, context=context)
    try:
        sources = source_statuses_cached()
    except DatabaseError:
        log.warning("Source statuses unavailable", exc_info=True)
        sources = []
    return FreshnessReport(refreshing=refreshing, sources=sources)


def count_search(
    *, keyword: str, location: str, country: str, now: datetime | None = None, context: RefreshContext | None = None
) -> QueryKey:
    """Count one search of this query (the crawl plan's demand), shared with the other processes
    within LOOP_TICK_SECONDS; also for a search answered again without asking for its freshness."""
    context = context or process_context()
    state = context.state
    query = query_key(keyword=keyword, location=location, country=country)
    with state.lock:
        if query in state.counts or len(state.counts) < MEMO_LIMIT:
            state.counts[query] += 1
    if context.config.mode != "background" and state.clock() - state.last_flush > LOOP_TICK_SECONDS:
        # No loop in this mode: share the counts from here, twice a minute at most.
        _flush_counts(now or timezone.now(), context=context)
    return query


def _hand_off(*, query: QueryKey, now: datetime, context: RefreshContext) -> bool:
    """Background mode: what this process remembers, then a read of the query's shared state; a stale
    query goes to the refresher, or to this process's pool when no refresher listens. True while a
    refresh of the query was handed on or runs."""
    key, state = query.key, context.state
    with state.lock:
        if state.fresh_until.get(key, now) > now:
            return False
        if key in state.inflight:
            return True
        pending = max(state.busy_until.get(key, now), state.handed_until.get(key, now)) > now
    # A query handed on is read again (one indexed SELECT), not taken as refreshing for HANDED_ON_FOR:
    # the page polls while `refreshing` and shows 'Looking for new listings' until the refresh is done.
    try:
        peek = refresh_peek(query=query, now=now)
    except DatabaseError:
        log.warning("Could not read the refresh state of %s", key, exc_info=True)
        return pending
    if peek.outcome == "fresh" and peek.until:
        with state.lock:
            state.remember(state.fresh_until, key, peek.until, now)
        return False
    if peek.outcome == "busy" and peek.until:
        with state.lock:
            state.remember(state.busy_until, key, min(peek.until, now + HANDED_ON_FOR), now)
        return True
    if pending:
        return True  # handed on, not claimed yet: the refresher has it queued
    sent = handoff_send(query)
    if sent == "sent":
        with state.lock:
            state.remember(state.handed_until, key, now + HANDED_ON_FOR, now)
        return True
    if sent == "full":
        return False  # the refresher is behind: answer stale, a later search hands it on again
    return _start_refresh(query=query, now=now, inline=False, context=context)  # no refresher on this node


def _start_refresh(*, query: QueryKey, now: datetime, inline: bool, context: RefreshContext) -> bool:
    """True while a refresh of this query runs (here or in another process)."""
    key, state, workers = query.key, context.state, context.config.workers
    with state.lock:
        if state.fresh_until.get(key, now) > now:
            return False
        if key in state.inflight or state.busy_until.get(key, now) > now:
            return True
        if len(state.inflight) >= 8 * max(1, workers):
            return False  # the pool is saturated; a later search will try again
        state.inflight.add(key)
    submitted = False
    try:
        if sources_all_quiet(country=query.country, now=now, context=context):
            return False  # every source is paused or out of budget: a later search will claim it
        claim = claim_or_none(query=query, now=now)
        if claim is None or claim.outcome != "claimed":
            remember_claim(key=key, claim=claim, now=now, context=context)
            return claim is not None and claim.outcome == "busy"
        if inline:
            run_refresh(query=query, now=now, context=context)
            return False
        state.pool(workers=workers).submit(run_refresh, query=query, now=now, context=context, own_connection=True)
        submitted = True
        return True
    finally:
        if not submitted:
            with state.lock:
                state.settle(key)


def remember_claim(*, key: str, claim: Claim | None, now: datetime, context: RefreshContext) -> None:
    """Note in this process's memo what a claim that was not won said."""
    state = context.state
    with state.lock:
        if claim is not None and claim.outcome == "fresh" and claim.until:
            state.remember(state.fresh_until, key, claim.until, now)
        elif claim is not None and claim.outcome == "busy":
            state.remember(state.busy_until, key, claim.until or now + HANDED_ON_FOR, now)


def claim_or_none(*, query: QueryKey, now: datetime) -> Claim | None:
    try:
        return refresh_claim(query=query, now=now)
    except DatabaseError:
        log.warning("Could not claim the refresh of %s", query.key, exc_info=True)
        return None


def run_refresh(*, query: QueryKey, now: datetime, context: RefreshContext, own_connection: bool = False) -> None:
    next_at = now + RETRY_AFTER_NOTHING
    answered = False
    try:
        if own_connection:
            close_old_connections()
        config = context.config
        if config.crawl_plan and index_answers(query=query, now=now):
            # The index holds enough and the crawl keeps it: no call; looked at again after a while.
            answered = True
            next_at = now + timedelta(minutes=config.rare_recheck_minutes)
        else:
            answered = refresh_query(query=query, now=now, context=context, visitors=config.crawl_plan).answered
            if answered:
                next_at = now + config.fresh_window
    except Exception:
        log.exception("Refresh of %s failed", query.key)
    finally:
        try:
            refresh_release(query=query, now=now, next_refresh_at=next_at, refreshed=answered)
        except DatabaseError:
            log.exception("Could not release the refresh of %s", query.key)
        with context.state.lock:
            context.state.remember(context.state.fresh_until, query.key, next_at, now)
            context.state.settle(query.key)
        source_statuses_cache_clear()
        if own_connection:
            connection.close()


RoundStats = CrawlStats | PopularStats


def background_tick(
    *, now: datetime | None = None, holder: str | None = None, context: RefreshContext | None = None
) -> RoundStats | None:
    """One round of the periodic loop: share the search counts, then, once per interval across all
    processes (the lease), the crawl plan's round (decision 0020), or with SOURCES_CRAWL_PLAN off the
    older popular round."""
    now = now or timezone.now()
    context = context or process_context()
    config = context.config
    _flush_counts(now, context=context)
    interval = timedelta(seconds=config.popular_interval_seconds)
    holder = holder or f"{socket.gethostname()}:{os.getpid()}"
    if not lease_acquire(name=POPULAR_LEASE, holder=holder, now=now, ttl=interval):
        return None
    query_states_prune(now=now)
    if config.crawl_plan:
        crawled = crawl_round(now=now, context=context)
        source_statuses_cache_clear()
        log.info(
            "Crawl round: %s sweeps, %s calls, %s jobs, %s delisted",
            crawled.runs,
            crawled.calls,
            crawled.jobs,
            crawled.delisted,
        )
        return crawled
    stats = refresh_popular(
        now=now,
        reserve=config.background_reserve,
        fresh_for=config.fresh_window,
        retry_in=RETRY_AFTER_NOTHING,
        context=context,
    )
    source_statuses_cache_clear()
    log.info("Popular refresh: %s queries refreshed, %s calls, %s jobs", stats.refreshed, stats.calls, stats.jobs)
    return stats


def _flush_counts(now: datetime, *, context: RefreshContext) -> None:
    counts = context.state.take_counts()
    if not counts:
        return
    try:
        popular_counts_add(counts=counts, now=now)
    except DatabaseError:
        log.warning("Could not share %s search counts", len(counts), exc_info=True)


def web_tick(
    *, now: datetime | None = None, holder: str | None = None, context: RefreshContext | None = None
) -> RoundStats | None:
    """A web process's round: share its search counts; the popular round only when no refresher
    listens on this node (with one, no web process fetches or ingests)."""
    now = now or timezone.now()
    context = context or process_context()
    if refresher_listening():
        _flush_counts(now, context=context)
        return None
    return background_tick(now=now, holder=holder, context=context)


def _loop() -> None:
    while True:
        time.sleep(LOOP_TICK_SECONDS)
        try:
            close_old_connections()
            web_tick()
        except Exception:
            log.exception("Background refresh round failed")
        finally:
            connection.close()


def start_background_refresher(**_: object) -> None:
    """request_started receiver: the periodic loop runs beside every web process in background mode."""
    context = process_context()
    if context.state.loop is None and context.config.mode == "background":
        context.state.ensure_loop(_loop)
