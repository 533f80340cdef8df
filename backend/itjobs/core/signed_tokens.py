"""Tokens the server signs and later checks itself: a value with the time it was issued.

Built on django.core.signing.TimestampSigner (SECRET_KEY, a salt per purpose) but on the caller's
clock (`now`), so a test can age a token without sleeping. A changed, forged or foreign-salt token is
BadToken; one older than max_age is TokenExpired; one younger than min_age is TokenTooFresh.
"""

import zlib
from datetime import datetime
from typing import Any

from django.core import signing


class BadToken(Exception):
    """Not a token we signed for this purpose (tampered, forged, another salt, not text)."""


class TokenExpired(BadToken):
    pass


class TokenTooFresh(BadToken):
    pass


class _ClockSigner(signing.TimestampSigner):
    """TimestampSigner on the caller's clock, with a minimum age as well as a maximum."""

    def __init__(self, *, salt: str, now: datetime, max_age: float = 0, min_age: float = 0) -> None:
        super().__init__(salt=salt)
        self._now, self._max_age, self._min_age = now, max_age, min_age

    def timestamp(self) -> str:
        return signing.b62_encode(int(self._now.timestamp()))

    def unsign(self, value: str, max_age: object = None) -> str:
        stamped = signing.Signer.unsign(self, value)  # the signature only; the age is ours to check
        payload, stamp = stamped.rsplit(self.sep, 1)
        age = self._now.timestamp() - signing.b62_decode(stamp)
        if age > self._max_age:
            raise TokenExpired(f"issued {age:.0f} s ago, more than {self._max_age} s")
        if age < self._min_age:
            raise TokenTooFresh(f"issued {age:.1f} s ago, less than {self._min_age} s")
        return payload


def sign(value: Any, *, salt: str, now: datetime) -> str:
    """A URL-safe token holding `value` (anything JSON can hold) and `now`."""
    return _ClockSigner(salt=salt, now=now).sign_object(value, compress=True)


def unsign(token: object, *, salt: str, now: datetime, max_age: float, min_age: float = 0) -> Any:
    """The value of a token signed with this salt between max_age and min_age seconds before `now`."""
    if not isinstance(token, str) or not token or len(token) > 4096:
        raise BadToken("no token")
    signer = _ClockSigner(salt=salt, now=now, max_age=max_age, min_age=min_age)
    try:
        return signer.unsign_object(token)
    except (TokenExpired, TokenTooFresh):
        raise
    except (signing.BadSignature, ValueError, UnicodeError, zlib.error):  # a bad stamp, payload or JSON
        raise BadToken("bad token") from None
