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

from django.conf import settings
from django.db import DatabaseError, close_old_connections, connection
from django.utils import timezone

from itjobs.jobs.freshness import FreshnessReport

from .crawl import CrawlStats, crawl_round
from .handoff import handoff_send, refresher_listening
from .leases import lease_acquire
from .popular import PopularStats, refresh_popular
from .process_state import MEMO_LIMIT, ProcessState
from .query_refresh import refresh_query, sources_all_quiet
from .rare import index_answers
from .search_counts import popular_counts_add
from .singleflight import Claim, QueryKey, query_key, query_states_prune, refresh_claim, refresh_peek, refresh_release
from .status import source_statuses_cache_clear, source_statuses_cached

log = logging.getLogger(__name__)

RETRY_AFTER_NOTHING = timedelta(seconds=60)  # no source could answer: let a later search try again
LOOP_TICK_SECONDS = 30.0  # how often each process adds its search counts to the shared totals
POPULAR_LEASE = "refresh-popular"
# How long a query handed on (or seen busy) counts as refreshing before this process reads its state again.
HANDED_ON_FOR = timedelta(seconds=5)


def fresh_window() -> timedelta:
    return timedelta(minutes=settings.SOURCES_FRESH_MINUTES)


state = ProcessState(loop=lambda: _loop())  # this process's; tests put a fresh one in its place


def request_refresh(*, keyword: str, location: str, country: str, now: datetime | None = None) -> FreshnessReport:
    """Start (at most one, shared) refresh per source when this query is stale; never blocks."""
    now = now or timezone.now()
    query = count_search(keyword=keyword, location=location, country=country, now=now)
    mode = settings.SOURCES_REFRESH_MODE
    refreshing = False
    if mode in {"background", "inline"} and len(query.country) == 2:
        if mode == "background":
            state.ensure_loop()
            refreshing = _hand_off(query=query, now=now)
        else:
            refreshing = _start_refresh(query=query, now=now, inline=True)
    try:
        sources = source_statuses_cached()
    except DatabaseError:
        log.warning("Source statuses unavailable", exc_info=True)
        sources = []
    return FreshnessReport(refreshing=refreshing, sources=sources)


def count_search(*, keyword: str, location: str, country: str, now: datetime | None = None) -> QueryKey:
    """Count one search of this query (the crawl plan's demand), shared with the other processes
    within LOOP_TICK_SECONDS; also for a search answered again without asking for its freshness."""
    query = query_key(keyword=keyword, location=location, country=country)
    with state.lock:
        if query in state.counts or len(state.counts) < MEMO_LIMIT:
            state.counts[query] += 1
    if settings.SOURCES_REFRESH_MODE != "background" and state.clock() - state.last_flush > LOOP_TICK_SECONDS:
        _flush_counts(now or timezone.now())  # no loop in this mode: share the counts from here, twice a minute at most
    return query


def _hand_off(*, query: QueryKey, now: datetime) -> bool:
    """Background mode: what this process remembers, then a read of the query's shared state; a stale
    query goes to the refresher, or to this process's pool when no refresher listens. True while a
    refresh of the query was handed on or runs."""
    key = query.key
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
    return _start_refresh(query=query, now=now, inline=False)  # no refresher on this node


def _start_refresh(*, query: QueryKey, now: datetime, inline: bool) -> bool:
    """True while a refresh of this query runs (here or in another process)."""
    key = query.key
    with state.lock:
        if state.fresh_until.get(key, now) > now:
            return False
        if key in state.inflight or state.busy_until.get(key, now) > now:
            return True
        if len(state.inflight) >= 8 * max(1, settings.SOURCES_REFRESH_WORKERS):
            return False  # the pool is saturated; a later search will try again
        state.inflight.add(key)
    submitted = False
    try:
        if sources_all_quiet(country=query.country, now=now):
            return False  # every source is paused or out of budget: a later search will claim it
        claim = claim_or_none(query=query, now=now)
        if claim is None or claim.outcome != "claimed":
            remember_claim(key=key, claim=claim, now=now)
            return claim is not None and claim.outcome == "busy"
        if inline:
            run_refresh(query=query, now=now)
            return False
        state.pool().submit(run_refresh, query=query, now=now, own_connection=True)
        submitted = True
        return True
    finally:
        if not submitted:
            with state.lock:
                state.settle(key)


def remember_claim(*, key: str, claim: Claim | None, now: datetime) -> None:
    """Note in this process's memo what a claim that was not won said."""
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


def run_refresh(*, query: QueryKey, now: datetime, own_connection: bool = False) -> None:
    next_at = now + RETRY_AFTER_NOTHING
    answered = False
    try:
        if own_connection:
            close_old_connections()
        if settings.SOURCES_CRAWL_PLAN and index_answers(query=query, now=now):
            # The index holds enough and the crawl keeps it: no call; looked at again after a while.
            answered = True
            next_at = now + timedelta(minutes=settings.SOURCES_RARE_RECHECK_MINUTES)
        else:
            answered = refresh_query(query=query, now=now, visitors=settings.SOURCES_CRAWL_PLAN).answered
            if answered:
                next_at = now + fresh_window()
    except Exception:
        log.exception("Refresh of %s failed", query.key)
    finally:
        try:
            refresh_release(query=query, now=now, next_refresh_at=next_at, refreshed=answered)
        except DatabaseError:
            log.exception("Could not release the refresh of %s", query.key)
        with state.lock:
            state.remember(state.fresh_until, query.key, next_at, now)
            state.settle(query.key)
        source_statuses_cache_clear()
        if own_connection:
            connection.close()


RoundStats = CrawlStats | PopularStats


def background_tick(*, now: datetime | None = None, holder: str | None = None) -> RoundStats | None:
    """One round of the periodic loop: share the search counts, then, once per interval across all
    processes (the lease), the crawl plan's round (decision 0020), or with SOURCES_CRAWL_PLAN off the
    older popular round."""
    now = now or timezone.now()
    _flush_counts(now)
    interval = timedelta(seconds=settings.SOURCES_POPULAR_INTERVAL_SECONDS)
    holder = holder or f"{socket.gethostname()}:{os.getpid()}"
    if not lease_acquire(name=POPULAR_LEASE, holder=holder, now=now, ttl=interval):
        return None
    query_states_prune(now=now)
    if settings.SOURCES_CRAWL_PLAN:
        crawled = crawl_round(now=now)
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
        now=now, reserve=settings.SOURCES_BACKGROUND_RESERVE, fresh_for=fresh_window(), retry_in=RETRY_AFTER_NOTHING
    )
    source_statuses_cache_clear()
    log.info("Popular refresh: %s queries refreshed, %s calls, %s jobs", stats.refreshed, stats.calls, stats.jobs)
    return stats


def _flush_counts(now: datetime) -> None:
    counts = state.take_counts()
    if not counts:
        return
    try:
        popular_counts_add(counts=counts, now=now)
    except DatabaseError:
        log.warning("Could not share %s search counts", len(counts), exc_info=True)


def web_tick(*, now: datetime | None = None, holder: str | None = None) -> RoundStats | None:
    """A web process's round: share its search counts; the popular round only when no refresher
    listens on this node (with one, no web process fetches or ingests)."""
    now = now or timezone.now()
    if refresher_listening():
        _flush_counts(now)
        return None
    return background_tick(now=now, holder=holder)


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
    if state.loop is None and settings.SOURCES_REFRESH_MODE == "background":
        state.ensure_loop()
