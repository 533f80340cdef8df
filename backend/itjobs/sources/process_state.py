"""What one process remembers between searches: which queries are fresh, busy or handed on, the
search counts not yet shared, its refresh threads, and which sources will refuse a call until when."""

import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

from .singleflight import QueryKey

MEMO_LIMIT = 20_000  # queries remembered per process; older entries are dropped past this


class ProcessState:
    """What one process remembers, so that a fresh query never touches the database, and the threads
    it refreshes in: a pool for the queries and, when `periodic`, the loop of its rounds."""

    def __init__(self, *, periodic: bool = True, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock  # when the counts were last shared (tests stop it, as they stop every clock)
        self.lock = threading.Lock()
        self.idle = threading.Condition(self.lock)  # notified when the last running refresh ends
        self.fresh_until: dict[str, datetime] = {}
        self.busy_until: dict[str, datetime] = {}  # another process holds the claim until then
        self.handed_until: dict[str, datetime] = {}  # handed to the refresher: refreshing until then
        self.inflight: set[str] = set()
        self.counts: Counter[QueryKey] = Counter()
        self.executor: ThreadPoolExecutor | None = None
        self.periodic = periodic
        self.loop: threading.Thread | None = None
        self.last_flush = clock()

    def pool(self, *, workers: int) -> ThreadPoolExecutor:
        with self.lock:
            if self.executor is None:
                workers = max(1, workers)
                self.executor = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="source-refresh")
            return self.executor

    def take_counts(self) -> Counter[QueryKey]:
        with self.lock:
            counts, self.counts = self.counts, Counter()
            self.last_flush = self.clock()
            return counts

    def remember(self, memo: dict[str, datetime], key: str, until: datetime, now: datetime) -> None:
        """Store under the lock; past MEMO_LIMIT entries, forget the ones that no longer matter."""
        memo[key] = until
        if len(memo) > MEMO_LIMIT:
            for old in [k for k, v in memo.items() if v <= now] or list(memo)[: MEMO_LIMIT // 2]:
                del memo[old]

    def settle(self, key: str) -> None:
        """Under the lock: the refresh of `key` is no longer queued or running here."""
        self.inflight.discard(key)
        if not self.inflight:
            self.idle.notify_all()

    def wait(self, timeout: float = 30.0) -> None:
        """Block until no refresh is queued or running in this process."""
        with self.idle:
            if not self.idle.wait_for(lambda: not self.inflight, timeout=timeout):
                raise TimeoutError("source refreshes still running")

    def shutdown(self) -> None:
        """Let the queued refreshes finish and stop the pool (the next refresh starts a new one)."""
        with self.lock:
            executor, self.executor = self.executor, None
        if executor is not None:
            executor.shutdown(wait=True)

    def ensure_loop(self, target: Callable[[], None]) -> None:
        if not self.periodic or self.loop is not None:
            return
        with self.lock:
            if self.loop is None:
                self.loop = threading.Thread(target=target, name="source-refresh-loop", daemon=True)
                self.loop.start()


class QuietSources:
    """This process's memo of sources that will refuse a call until some moment (paused or out of budget).

    Lets a stale search skip the claim and the queued task when no source could be called anyway; the
    shared limits and pauses stay the authority once the moment has passed.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._until: dict[str, datetime] = {}

    def note(self, *, source: str, until: datetime) -> None:
        with self._lock:
            self._until[source] = until

    def empty(self) -> bool:
        with self._lock:
            return not self._until

    def all_quiet(self, *, sources: list[str], now: datetime) -> bool:
        with self._lock:
            return all(self._until.get(source, now) > now for source in sources)
