"""Fixed-window counters shared by every process: password-reset e-mails, inquiries and the calls
made to each job source; and exponential back-off gates: password guesses and sign-ups.

A window either opens with its key's first event and lasts `seconds` (logins, inquiries: nobody can
time its end), or follows the clock (a source's calendar minute and day, as the provider counts
them). A back-off gate lets a few attempts through, then makes each further one wait twice as long
as the one before (Backoff). The state lives in Redis when REDIS_URL is set, else in tables
(RateCounter, BackoffGate), so it holds across gunicorn workers and servers. Every call takes `now`:
the caller owns the clock.
"""

import hashlib
import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Protocol

import redis
from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F, Q

from .models import BackoffGate, RateCounter

PRUNE_AFTER = timedelta(days=1)  # a window that ended this long ago is deleted from the table
_REDIS_MARGIN_MS = 60_000  # Redis drops a key this long after its window ends


@dataclass(frozen=True)
class Window:
    """The events of `key` counted over `seconds`."""

    key: str
    seconds: int
    follows_clock: bool = False  # a calendar minute or day rather than a window opened by the first event

    def slot(self, now: datetime) -> tuple[str, datetime]:
        """The stored key and the end of a window that opens now."""
        if not self.follows_clock:
            return self.key, now + timedelta(seconds=self.seconds)
        epoch = int(now.timestamp())
        start = epoch - epoch % self.seconds
        return f"{self.key}:{start}", datetime.fromtimestamp(start + self.seconds, tz=UTC)


def hashed_key(kind: str, value: str) -> str:
    """A short key that never holds the value itself (an e-mail or IP address)."""
    digest = hashlib.sha256(value.strip().lower().encode()).hexdigest()[:32]
    return f"{kind}:{digest}"


def hit(window: Window, *, now: datetime) -> int:
    """Count one event in the window that holds `now`; returns the window's new count."""
    counts = _store().take([_Slot.of(window, cap=0, now=now)], now=now)
    assert counts is not None  # no cap: never refused
    return counts[0]


def acquire(limits: Sequence[tuple[Window, int]], *, now: datetime) -> bool:
    """Count one event in every window when each holds fewer than its cap (0: no cap), else count
    nothing and say False. All or nothing, atomically across processes."""
    return _store().take([_Slot.of(window, cap=cap, now=now) for window, cap in limits], now=now) is not None


def counts(windows: Sequence[Window], *, now: datetime) -> list[int]:
    """Events counted so far in the windows that hold `now`."""
    return _store().counts([_Slot.of(window, cap=0, now=now) for window in windows], now=now)


def release(window: Window, *, now: datetime) -> None:
    """Take back one event (an attempt that turned out fine); never below zero."""
    _store().release(_Slot.of(window, cap=0, now=now), now=now)


def clear(window: Window, *, now: datetime) -> None:
    """Forget the window that holds `now`."""
    _store().clear(_Slot.of(window, cap=0, now=now))


# --- Exponential back-off: the attempts of a key, each further one waiting twice as long ---------


@dataclass(frozen=True)
class Backoff:
    """Attempts of `key`: the first `free` go through at once; after that each attempt waits twice as
    long after the one before (1 s, 2 s, 4 s ... at most `max_wait`). The key is forgotten
    `forget_after` seconds after its last attempt. Nothing ever locks for good: the wait is bounded."""

    key: str
    free: int
    max_wait: int
    forget_after: int

    def wait_after(self, attempts: int) -> int:
        """Seconds the next attempt waits after the `attempts`-th one."""
        if attempts < self.free:
            return 0
        return min(1 << min(attempts - self.free, 40), self.max_wait)


def backoff_take(gates: Sequence[Backoff], *, now: datetime) -> int:
    """Count one attempt on every gate when each lets one through now, and say 0; else count nothing
    and say how many seconds (rounded up) until all of them would. All or nothing, atomically."""
    if not gates:
        return 0
    opens = _store().backoff_take(list(gates), now=now)
    if opens is None:
        return 0
    return max(1, math.ceil((opens - now).total_seconds()))


def backoff_release(gate: Backoff, *, now: datetime) -> None:
    """Take back one attempt (it turned out fine); the current wait stays as it is."""
    _store().backoff_release(gate, now=now)


def backoff_clear(gate: Backoff) -> None:
    """Forget the gate's attempts and wait."""
    _store().backoff_clear(gate)


@dataclass(frozen=True)
class _Slot:
    key: str
    ends: datetime  # of a window opened now
    cap: int

    @classmethod
    def of(cls, window: Window, *, cap: int, now: datetime) -> "_Slot":
        key, ends = window.slot(now)
        return cls(key=key, ends=ends, cap=cap)


class _Store(Protocol):
    def take(self, slots: list[_Slot], *, now: datetime) -> list[int] | None: ...
    def counts(self, slots: list[_Slot], *, now: datetime) -> list[int]: ...
    def release(self, slot: _Slot, *, now: datetime) -> None: ...
    def clear(self, slot: _Slot) -> None: ...
    def backoff_take(self, gates: list[Backoff], *, now: datetime) -> datetime | None: ...
    def backoff_release(self, gate: Backoff, *, now: datetime) -> None: ...
    def backoff_clear(self, gate: Backoff) -> None: ...


def _store() -> _Store:
    return _RedisStore(settings.REDIS_URL) if settings.REDIS_URL else _DatabaseStore()


class _WindowFull(Exception):
    pass


class _GateClosed(Exception):
    def __init__(self, opens: datetime) -> None:
        super().__init__()
        self.opens = opens


class _DatabaseStore:
    """One row per key: its count and the end of its current window. Every change is a conditional
    UPDATE, so concurrent processes serialize on the row and re-check the window and the cap."""

    def take(self, slots: list[_Slot], *, now: datetime) -> list[int] | None:
        result: dict[str, int] = {}
        try:
            with transaction.atomic():
                for slot in sorted(slots, key=lambda s: s.key):  # one lock order for every caller
                    result[slot.key] = self._take_one(slot, now=now)
        except _WindowFull:
            return None
        _prune_now_and_then(now=now)
        return [result[slot.key] for slot in slots]

    @staticmethod
    def _take_one(slot: _Slot, *, now: datetime) -> int:
        rows = RateCounter.objects.filter(key=slot.key)
        for _ in range(3):  # a row pruned between our statements is simply made again
            if not rows.exists():
                try:
                    with transaction.atomic():
                        RateCounter.objects.create(key=slot.key, count=0, window_ends=slot.ends)
                except IntegrityError:
                    pass  # another process made it first
            rows.filter(window_ends__lte=now).update(count=0, window_ends=slot.ends)  # the old window ended
            live = rows.filter(window_ends__gt=now)
            if (live.filter(count__lt=slot.cap) if slot.cap else live).update(count=F("count") + 1):
                return rows.values_list("count", flat=True).get()  # our UPDATE holds the row lock
            if rows.exists():
                raise _WindowFull
        raise _WindowFull

    def counts(self, slots: list[_Slot], *, now: datetime) -> list[int]:
        live = dict(
            RateCounter.objects.filter(key__in=[slot.key for slot in slots], window_ends__gt=now).values_list(
                "key", "count"
            )
        )
        return [live.get(slot.key, 0) for slot in slots]

    def release(self, slot: _Slot, *, now: datetime) -> None:
        RateCounter.objects.filter(key=slot.key, count__gt=0, window_ends__gt=now).update(count=F("count") - 1)

    def clear(self, slot: _Slot) -> None:
        RateCounter.objects.filter(key=slot.key).delete()

    def backoff_take(self, gates: list[Backoff], *, now: datetime) -> datetime | None:
        try:
            with transaction.atomic():
                for gate in sorted(gates, key=lambda g: g.key):  # one lock order for every caller
                    self._backoff_take_one(gate, now=now)
        except _GateClosed as closed:
            return max([closed.opens, *self._closed_until(gates, now=now)])
        _prune_now_and_then(now=now)
        return None

    @staticmethod
    def _closed_until(gates: list[Backoff], *, now: datetime) -> list[datetime]:
        """When each closed gate opens (the answer names the latest, not merely the first found)."""
        free = {gate.key: gate.free for gate in gates}
        rows = BackoffGate.objects.filter(key__in=free, opens_at__gt=now, forget_at__gt=now)
        return [
            opens for key, attempts, opens in rows.values_list("key", "attempts", "opens_at") if attempts >= free[key]
        ]

    @staticmethod
    def _backoff_take_one(gate: Backoff, *, now: datetime) -> None:
        rows = BackoffGate.objects.filter(key=gate.key)
        if not rows.exists():
            try:
                with transaction.atomic():
                    BackoffGate.objects.create(key=gate.key, attempts=0, opens_at=now, forget_at=now)
            except IntegrityError:
                pass  # another process made it first
        rows.filter(forget_at__lte=now).update(attempts=0, opens_at=now)  # quiet long enough: forgotten
        # The row is locked by this UPDATE until the transaction ends; a closed gate updates nothing.
        passing = rows.filter(Q(attempts__lt=gate.free) | Q(opens_at__lte=now))
        forget_at = now + timedelta(seconds=gate.forget_after)
        if not passing.update(attempts=F("attempts") + 1, forget_at=forget_at):
            opens = rows.values_list("opens_at", flat=True).first()
            raise _GateClosed(opens or now)
        attempts = rows.values_list("attempts", flat=True).get()
        rows.update(opens_at=now + timedelta(seconds=gate.wait_after(attempts)))

    def backoff_release(self, gate: Backoff, *, now: datetime) -> None:
        BackoffGate.objects.filter(key=gate.key, attempts__gt=0, forget_at__gt=now).update(attempts=F("attempts") - 1)

    def backoff_clear(self, gate: Backoff) -> None:
        BackoffGate.objects.filter(key=gate.key).delete()


_prune_lock = threading.Lock()
_pruned_at: datetime | None = None


def _prune_now_and_then(*, now: datetime) -> None:
    """At most hourly per process: drop windows that ended PRUNE_AFTER ago, so sprayed keys (every
    address that ever tried a login) do not pile up. Rows another transaction holds are skipped."""
    global _pruned_at
    with _prune_lock:
        if _pruned_at is not None and abs(now - _pruned_at) < timedelta(hours=1):
            return
        _pruned_at = now
    prune(now=now)


def prune(*, now: datetime) -> int:
    """Delete the table's windows that ended PRUNE_AFTER before `now`; returns how many."""
    ended = RateCounter.objects.filter(window_ends__lt=now - PRUNE_AFTER)
    forgotten = BackoffGate.objects.filter(forget_at__lt=now - PRUNE_AFTER)
    with transaction.atomic():
        keys = list(ended.select_for_update(skip_locked=True).values_list("key", flat=True)[:1000])
        deleted, _ = RateCounter.objects.filter(key__in=keys).delete()
        gates = list(forgotten.select_for_update(skip_locked=True).values_list("key", flat=True)[:1000])
        deleted_gates, _ = BackoffGate.objects.filter(key__in=gates).delete()
    return deleted + deleted_gates


# KEYS: counters, each a hash of n (events) and e (its window's end, ms since the epoch).
# ARGV[1]: now (ms); then for each key: its cap (0: none), the end of a window opened now (ms) and
# how long Redis keeps the key (ms). Counts one event in every window, or none when one is full.
_TAKE_LUA = """
local now = tonumber(ARGV[1])
local counts, live = {}, {}
for i, key in ipairs(KEYS) do
  local cap = tonumber(ARGV[3 * i - 1])
  local state = redis.call('HMGET', key, 'n', 'e')
  live[i] = state[1] and tonumber(state[2]) > now
  counts[i] = live[i] and tonumber(state[1]) or 0
  if cap > 0 and counts[i] >= cap then return false end
end
for i, key in ipairs(KEYS) do
  if live[i] then
    counts[i] = redis.call('HINCRBY', key, 'n', 1)
  else
    redis.call('HSET', key, 'n', 1, 'e', ARGV[3 * i])
    redis.call('PEXPIRE', key, ARGV[3 * i + 1])
    counts[i] = 1
  end
end
return counts
"""
_RELEASE_LUA = """
local state = redis.call('HMGET', KEYS[1], 'n', 'e')
if state[1] and tonumber(state[1]) > 0 and tonumber(state[2]) > tonumber(ARGV[1]) then
  redis.call('HINCRBY', KEYS[1], 'n', -1)
end
"""

# KEYS: gates, each a hash of n (attempts), o (when the next attempt may go, ms) and f (when the gate
# is forgotten, ms). ARGV[1]: now (ms); then for each key: free attempts, max wait (s), forget after (s).
# Counts one attempt on every gate and sets its next opening, or, when one is closed, nothing and
# answers {0, the latest opening}.
_BACKOFF_TAKE_LUA = """
local now = tonumber(ARGV[1])
local counts, closed_until = {}, 0
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[3 * i - 1])
  local state = redis.call('HMGET', key, 'n', 'o', 'f')
  local n, opens = 0, 0
  if state[1] and tonumber(state[3]) > now then
    n, opens = tonumber(state[1]), tonumber(state[2])
  end
  if n >= free and opens > now and opens > closed_until then closed_until = opens end
  counts[i] = n
end
if closed_until > 0 then return {0, closed_until} end
for i, key in ipairs(KEYS) do
  local free, max_wait, forget = tonumber(ARGV[3 * i - 1]), tonumber(ARGV[3 * i]), tonumber(ARGV[3 * i + 1])
  local n = counts[i] + 1
  local wait = 0
  if n >= free then wait = math.min(math.floor(2 ^ math.min(n - free, 40)), max_wait) end
  redis.call('HSET', key, 'n', n, 'o', now + wait * 1000, 'f', now + forget * 1000)
  redis.call('PEXPIRE', key, forget * 1000 + ARGV[#ARGV])
end
return {1, 0}
"""
_BACKOFF_RELEASE_LUA = """
local state = redis.call('HMGET', KEYS[1], 'n', 'f')
if state[1] and tonumber(state[1]) > 0 and tonumber(state[2]) > tonumber(ARGV[1]) then
  redis.call('HINCRBY', KEYS[1], 'n', -1)
end
"""


def _ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


class _RedisStore:
    """One hash per key; a Lua script checks and counts every window in one atomic step."""

    def __init__(self, url: str) -> None:
        self.client = _redis(url)

    @staticmethod
    def _key(slot: _Slot) -> str:
        return f"{settings.REDIS_KEY_PREFIX}:ratelimit:{slot.key}"

    def take(self, slots: list[_Slot], *, now: datetime) -> list[int] | None:
        args: list[int] = [_ms(now)]
        for slot in slots:
            args += [slot.cap, _ms(slot.ends), _ms(slot.ends) - _ms(now) + _REDIS_MARGIN_MS]
        script = self.client.register_script(_TAKE_LUA)
        result = script(keys=[self._key(slot) for slot in slots], args=args)
        return None if result is None else [int(count) for count in result]

    def counts(self, slots: list[_Slot], *, now: datetime) -> list[int]:
        pipe = self.client.pipeline(transaction=False)
        for slot in slots:
            pipe.hmget(self._key(slot), "n", "e")
        out = []
        for count, ends in pipe.execute():
            out.append(int(count) if count is not None and int(ends) > _ms(now) else 0)
        return out

    def release(self, slot: _Slot, *, now: datetime) -> None:
        self.client.register_script(_RELEASE_LUA)(keys=[self._key(slot)], args=[_ms(now)])

    def clear(self, slot: _Slot) -> None:
        self.client.delete(self._key(slot))

    def _gate_key(self, gate: Backoff) -> str:
        return f"{settings.REDIS_KEY_PREFIX}:ratelimit:backoff:{gate.key}"

    def backoff_take(self, gates: list[Backoff], *, now: datetime) -> datetime | None:
        args: list[int] = [_ms(now)]
        for gate in gates:
            args += [gate.free, gate.max_wait, gate.forget_after]
        args.append(_REDIS_MARGIN_MS)
        script = self.client.register_script(_BACKOFF_TAKE_LUA)
        taken, opens = script(keys=[self._gate_key(gate) for gate in gates], args=args)
        return None if int(taken) else datetime.fromtimestamp(int(opens) / 1000, tz=UTC)

    def backoff_release(self, gate: Backoff, *, now: datetime) -> None:
        self.client.register_script(_BACKOFF_RELEASE_LUA)(keys=[self._gate_key(gate)], args=[_ms(now)])

    def backoff_clear(self, gate: Backoff) -> None:
        self.client.delete(self._gate_key(gate))


@cache
def _redis(url: str) -> "redis.Redis":
    return redis.Redis.from_url(url, socket_timeout=2, socket_connect_timeout=2)
