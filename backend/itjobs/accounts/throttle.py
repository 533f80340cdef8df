"""Who may try again how soon: password guesses and sign-up probes, slowed without locking anyone
out (OWASP authentication guidance). Every password check (API login, the admin's login, account
deletion) passes through `password_attempt`; every sign-up through `signup_attempt`.

- Per account and client address: LOGIN_THROTTLE_FAILURES attempts go through at once, then each
  further one waits twice as long as the one before (1 s, 2 s, 4 s ... LOGIN_THROTTLE_MAX_WAIT_SECONDS).
- Per account from all addresses (a distributed guess): the same, after LOGIN_THROTTLE_ACCOUNT_FAILURES.
- Per address over all accounts (offices and carrier NAT share one): after LOGIN_THROTTLE_IP_FAILURES.
- A browser that logged in to the account before carries a signed device cookie: its attempts count
  on their own (per device, after LOGIN_THROTTLE_FAILURES) and strangers' failures never slow it.

A success forgets the account+client (or device) attempts and takes back its own attempt on the
shared counters; attempts are forgotten LOGIN_THROTTLE_FORGET_SECONDS after the last one. Answers
say how long to wait; nothing locks for good. Counting is up front (core.ratelimit.backoff_take), so
a burst of parallel guesses gets no more than the free attempts.

Sign-up tells whether an address has an account ('An account with this email already exists.'), so
each client address gets SIGNUP_THROTTLE_FREE sign-ups that reach that check, then the same
doubling waits (forgotten an hour after the last).
"""

import secrets
from collections.abc import Callable
from datetime import datetime
from typing import TypeVar

from django.conf import settings
from django.core import signing
from django.http import HttpRequest, HttpResponse
from django.utils import timezone

from itjobs.core import ratelimit
from itjobs.core.client_ip import client_ip
from itjobs.core.errors import Throttled
from itjobs.core.ratelimit import Backoff

DEVICE_COOKIE = "itjobs_device"
_DEVICE_SALT = "itjobs.accounts.login-device"
T = TypeVar("T")


def clock() -> datetime:
    """Now, for every throttle decision (tests replace it; nothing here sleeps)."""
    return timezone.now()


def throttled_message(seconds: int) -> str:
    return f"Too many failed login attempts. Please try again in {wait_text(seconds)}."


def signup_throttled_message(seconds: int) -> str:
    return f"Too many sign-up attempts from your network. Please try again in {wait_text(seconds)}."


def wait_text(seconds: int) -> str:
    """'1 second', '45 seconds', '2 minutes' (rounded up), '1 hour'."""
    if seconds < 60:
        return "1 second" if seconds <= 1 else f"{seconds} seconds"
    minutes = -(-seconds // 60)
    if minutes < 60:
        return "1 minute" if minutes == 1 else f"{minutes} minutes"
    hours = -(-minutes // 60)
    return "1 hour" if hours == 1 else f"{hours} hours"


def _gate(kind: str, value: str, free: int) -> Backoff:
    return Backoff(
        key=ratelimit.hashed_key(kind, value),
        free=free,
        max_wait=settings.LOGIN_THROTTLE_MAX_WAIT_SECONDS,
        forget_after=settings.LOGIN_THROTTLE_FORGET_SECONDS,
    )


def _account(username: str) -> str:
    return username.strip().lower()


def device_of(request: HttpRequest, username: str) -> str | None:
    """The id of this browser when its device cookie was issued for `username` and is still valid."""
    value = request.COOKIES.get(DEVICE_COOKIE)
    if not value:
        return None
    try:
        data = signing.loads(value, salt=_DEVICE_SALT, max_age=settings.LOGIN_DEVICE_COOKIE_DAYS * 86400)
    except signing.BadSignature:
        return None
    if not isinstance(data, dict) or data.get("a") != ratelimit.hashed_key("account", _account(username)):
        return None
    device = data.get("d")
    return device if isinstance(device, str) and device else None


def remember_device(request: HttpRequest, response: HttpResponse, username: str) -> None:
    """After a successful login: the signed cookie that lets this browser past strangers' failures."""
    device = device_of(request, username) or secrets.token_urlsafe(16)
    value = signing.dumps({"a": ratelimit.hashed_key("account", _account(username)), "d": device}, salt=_DEVICE_SALT)
    response.set_cookie(
        DEVICE_COOKIE,
        value,
        max_age=settings.LOGIN_DEVICE_COOKIE_DAYS * 86400,
        httponly=True,
        secure=settings.SESSION_COOKIE_SECURE,
        samesite="Lax",
    )


def password_attempt(request: HttpRequest, *, username: str, check: Callable[[], T | None], now: datetime) -> T | None:
    """Run `check` (the password test; None or falsy means wrong) unless the throttle says wait first,
    which raises Throttled with the seconds to wait. Counts the attempt before it is tried."""
    account = _account(username)
    free = settings.LOGIN_THROTTLE_FAILURES
    device = device_of(request, account)
    if device is not None:
        own, shared = _gate("login-device", device, free), []
    else:
        ip = client_ip(request)
        own = _gate("login-pair", f"{account}\n{ip}", free)
        shared = [
            _gate("login-account", account, settings.LOGIN_THROTTLE_ACCOUNT_FAILURES),
            _gate("login-ip", ip, settings.LOGIN_THROTTLE_IP_FAILURES),
        ]
    if wait := ratelimit.backoff_take([own, *shared], now=now):
        raise Throttled(throttled_message(wait), retry_after=wait)
    result = check()
    if result:
        ratelimit.backoff_clear(own)
        for gate in shared:
            ratelimit.backoff_release(gate, now=now)  # only failures count against what others share
    return result


def forget_account(username: str, *, request: HttpRequest | None = None) -> None:
    """A password reset: the owner proved they hold the mailbox; the account (and the account at the
    resetting client's address) starts afresh."""
    account = _account(username)
    ratelimit.backoff_clear(_gate("login-account", account, settings.LOGIN_THROTTLE_ACCOUNT_FAILURES))
    if request is not None:
        ratelimit.backoff_clear(
            _gate("login-pair", f"{account}\n{client_ip(request)}", settings.LOGIN_THROTTLE_FAILURES)
        )


def signup_attempt(request: HttpRequest, *, now: datetime) -> None:
    """Count a sign-up from this client address, or raise Throttled with the wait."""
    gate = Backoff(
        key=ratelimit.hashed_key("signup-ip", client_ip(request)),
        free=settings.SIGNUP_THROTTLE_FREE,
        max_wait=3600,
        forget_after=3600,
    )
    if wait := ratelimit.backoff_take([gate], now=now):
        raise Throttled(signup_throttled_message(wait), retry_after=wait)
