"""The signed tokens in an alert's links: confirm (good for UNCONFIRMED_DAYS) and unsubscribe.

Each holds the alert's id and a short digest of its address (not the address: a link in a log says
nothing about whom it was mailed to), signed with SECRET_KEY under its own salt (core.signed_tokens):
a link cannot be made for another alert, a token for one purpose does nothing for the other, and
a token outlives no change of address.
"""

import hashlib
from datetime import datetime
from typing import Any
from urllib.parse import quote

from django.conf import settings

from itjobs.core.signed_tokens import BadToken, sign, unsign

UNCONFIRMED_DAYS = 7  # an address that does not confirm within this is forgotten
UNSUBSCRIBE_MAX_AGE = 5 * 365 * 86400  # an old digest's link still works
_CONFIRM_SALT = "itjobs.alerts.confirm"
_UNSUBSCRIBE_SALT = "itjobs.alerts.unsubscribe"


def address_tag(email: str) -> str:
    return hashlib.sha256(email.lower().encode()).hexdigest()[:16]


def _token(alert_id: int, email: str, *, salt: str, now: datetime) -> str:
    return sign({"a": alert_id, "e": address_tag(email)}, salt=salt, now=now)


def _claims(token: object, *, salt: str, now: datetime, max_age: float) -> tuple[int, str]:
    """(alert id, address tag); BadToken (TokenExpired for an old one) otherwise."""
    data: Any = unsign(token, salt=salt, now=now, max_age=max_age)
    if not isinstance(data, dict) or not isinstance(data.get("a"), int) or not isinstance(data.get("e"), str):
        raise BadToken("not an alert token")
    return data["a"], data["e"]


def confirm_token(*, alert_id: int, email: str, now: datetime) -> str:
    return _token(alert_id, email, salt=_CONFIRM_SALT, now=now)


def confirm_claims(token: object, *, now: datetime) -> tuple[int, str]:
    return _claims(token, salt=_CONFIRM_SALT, now=now, max_age=UNCONFIRMED_DAYS * 86400)


def unsubscribe_token(*, alert_id: int, email: str, now: datetime) -> str:
    return _token(alert_id, email, salt=_UNSUBSCRIBE_SALT, now=now)


def unsubscribe_claims(token: object, *, now: datetime) -> tuple[int, str]:
    return _claims(token, salt=_UNSUBSCRIBE_SALT, now=now, max_age=UNSUBSCRIBE_MAX_AGE)


def confirm_link(token: str) -> str:
    return f"{settings.SITE_URL}/alerts/confirm?token={quote(token)}"


def unsubscribe_page_link(token: str) -> str:
    """The body's link: a page with one button (a link scanner's GET unsubscribes nobody)."""
    return f"{settings.SITE_URL}/alerts/unsubscribe?token={quote(token)}"


def unsubscribe_post_link(token: str) -> str:
    """RFC 8058's List-Unsubscribe URL: a mail client POSTs 'List-Unsubscribe=One-Click' to it."""
    return f"{settings.SITE_URL}/mail/unsubscribe?token={quote(token)}"
