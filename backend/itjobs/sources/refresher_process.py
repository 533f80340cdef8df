"""The node's refresher process: the source fetches and the index writes, away from the web workers.

Web processes hand it stale queries as datagrams (handoff.py); it drops the ones it already refreshed
or is refreshing, claims each across every process and node (singleflight.py), refreshes it in its
own small thread pool (search_refresh.run_refresh) and, every LOOP_TICK_SECONDS, runs the popular round
under the shared lease (search_refresh.background_tick). It also runs the periodic jobs other apps register
with core.periodic (the alert rounds, decision 0017). gunicorn.conf.py starts it beside the web server
at a lower CPU priority; `manage.py refresher` runs it in the foreground (decision 0016).
"""

import logging
import os
import socket
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

from django.db import close_old_connections, connection
from django.utils import timezone

from itjobs.core.periodic import PeriodicRunner

from . import search_refresh
from .handoff import HandoffListener, refresher_socket_path
from .query_refresh import sources_all_quiet
from .refresh_context import RefreshContext, process_context
from .singleflight import QueryKey

log = logging.getLogger(__name__)

RECEIVE_WAIT_SECONDS = 1.0  # how long serve() waits for a datagram before it looks at the clock again


# Called in the pool thread with a query this process has just refreshed (the command reports it).
OnRefreshed = Callable[[QueryKey], None]


def refresh_submit(
    *, query: QueryKey, now: datetime, context: RefreshContext, on_refreshed: OnRefreshed | None = None
) -> bool:
    """Queue a handed-on query in this process's pool, unless it is fresh, queued or running here."""
    state, workers = context.state, context.config.workers
    key = query.key
    with state.lock:
        if state.fresh_until.get(key, now) > now or state.busy_until.get(key, now) > now:
            return False
        if key in state.inflight or len(state.inflight) >= 8 * max(1, workers):
            return False  # already queued, or saturated: a later search hands it on again
        state.inflight.add(key)
    try:
        state.pool(workers=workers).submit(
            refresh_handed, query=query, now=now, context=context, on_refreshed=on_refreshed
        )
    except RuntimeError:  # the pool is shutting down
        with state.lock:
            state.settle(key)
        return False
    return True


def refresh_handed(
    *, query: QueryKey, now: datetime, context: RefreshContext, on_refreshed: OnRefreshed | None = None
) -> None:
    """In a pool thread: claim the query across processes, then refresh it (or note why not)."""
    ran = False
    try:
        close_old_connections()
        if sources_all_quiet(country=query.country, now=now, context=context):
            return  # every source is paused or out of budget: a later search hands it on again
        claim = search_refresh.claim_or_none(query=query, now=now)
        if claim is None or claim.outcome != "claimed":
            search_refresh.remember_claim(key=query.key, claim=claim, now=now, context=context)
            return
        ran = True
        search_refresh.run_refresh(query=query, now=now, context=context, own_connection=True)  # settles, closes
        if on_refreshed is not None:
            on_refreshed(query)
    finally:
        if not ran:
            with context.state.lock:
                context.state.settle(query.key)
            connection.close()


class Refresher:
    """Reads handed-on queries and keeps the popular round going; `step` is one turn of `serve`."""

    def __init__(
        self,
        *,
        listener: HandoffListener,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = timezone.now,
        tick_seconds: float = search_refresh.LOOP_TICK_SECONDS,
        on_refreshed: OnRefreshed | None = None,
        context: Callable[[], RefreshContext] = process_context,
    ) -> None:
        self.listener = listener
        self.context = context  # the process's own unless handed another (read at each turn)
        self.on_refreshed = on_refreshed
        self.clock = clock
        self.now = now
        self.tick_seconds = tick_seconds
        self.next_round = clock() + tick_seconds
        self.rounds = ThreadPoolExecutor(max_workers=1, thread_name_prefix="popular-round")
        self.round: Future[search_refresh.RoundStats | None] | None = None
        self.holder = f"{socket.gethostname()}:{os.getpid()}:refresher"
        # The registered work of the apps above sources (the alert rounds), each on its own thread.
        self.periodic = PeriodicRunner(clock=clock, now=now)

    def step(self, *, wait: float) -> int:
        """Queue what was handed on (waiting up to `wait` seconds for it); start the popular round when
        it is due and the last one has ended. Returns how many queries were queued."""
        context = self.context()
        queued = sum(
            refresh_submit(query=query, now=self.now(), context=context, on_refreshed=self.on_refreshed)
            for query in self.listener.receive(timeout=wait)
        )
        if self.clock() >= self.next_round and (self.round is None or self.round.done()):
            self.next_round = self.clock() + self.tick_seconds
            self.round = self.rounds.submit(self.popular_round)
        self.periodic.step()
        return queued

    def popular_round(self) -> search_refresh.RoundStats | None:
        try:
            close_old_connections()
            return search_refresh.background_tick(now=self.now(), holder=self.holder, context=self.context())
        except Exception:  # the next round tries again
            log.exception("Popular refresh round failed")
            return None
        finally:
            connection.close()

    def serve(self, *, stop: threading.Event, parent: int | None = None) -> None:
        """Run until `stop` is set (or, given `parent`, until that process is gone)."""
        while not stop.is_set():
            try:
                self.step(wait=RECEIVE_WAIT_SECONDS)
            except Exception:  # one bad turn must not end the node's refreshes
                log.exception("Refresher step failed")
                stop.wait(RECEIVE_WAIT_SECONDS)
            if parent is not None and os.getppid() != parent:
                log.warning("The web server (pid %s) is gone; the refresher stops", parent)
                stop.set()

    def close(self) -> None:
        """Stop listening, then let the running refreshes and round finish (they release their claims)."""
        self.listener.close()
        self.rounds.shutdown(wait=True)
        self.periodic.close()
        self.context().state.shutdown()


def refresher_open(*, path: Path | None = None, on_refreshed: OnRefreshed | None = None) -> Refresher:
    """A refresher listening on the node's socket (replacing the file a dead refresher left)."""
    return Refresher(listener=HandoffListener(path or refresher_socket_path()), on_refreshed=on_refreshed)
