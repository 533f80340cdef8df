"""Field normalizers every provider's parser shares (wire values in, NormalizedJob values out)."""

import re
from datetime import UTC, datetime
from typing import Any

_EMPLOYMENT_TYPES = {
    "fulltime": "FULL_TIME",
    "parttime": "PART_TIME",
    "contractor": "CONTRACTOR",
    "contract": "CONTRACTOR",
    "freelance": "CONTRACTOR",
    "intern": "INTERN",
    "internship": "INTERN",
    "temporary": "TEMPORARY",
    "temp": "TEMPORARY",
    "perdiem": "PER_DIEM",
    "volunteer": "VOLUNTEER",
}

# Where a source states a salary without its currency (newer JSearch data), the country's own.
COUNTRY_CURRENCIES = {
    "us": "USD", "gb": "GBP", "ca": "CAD", "au": "AUD", "nz": "NZD", "in": "INR", "sg": "SGD",
    "za": "ZAR", "br": "BRL", "mx": "MXN", "pl": "PLN", "ch": "CHF",
    "de": "EUR", "fr": "EUR", "it": "EUR", "es": "EUR", "nl": "EUR", "be": "EUR", "at": "EUR", "ie": "EUR",
}  # fmt: skip

_PERIODS = {"YEARLY": "YEAR", "ANNUAL": "YEAR", "MONTHLY": "MONTH", "HOURLY": "HOUR", "DAILY": "DAY", "WEEKLY": "WEEK"}


def employment_type(value: object) -> str | None:
    """'FULLTIME', 'Full-time', 'full_time', 'Contractor' ... -> FULL_TIME, CONTRACTOR, ..."""
    if not isinstance(value, str):
        return None
    key = re.sub(r"[^a-z]", "", value.lower())
    return _EMPLOYMENT_TYPES.get(key)


def salary_period(value: object) -> str | None:
    if not isinstance(value, str) or not value.strip():
        return None
    period = value.strip().upper()
    return _PERIODS.get(period, period)


def amount(value: object) -> float | None:
    """A positive salary figure from a number or numeric string; 0, negatives and junk are unknown."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.replace(",", "").strip())
        except ValueError:
            return None
    else:
        return None
    return number if number > 0 and number == number and number != float("inf") else None


def flag(value: object) -> bool | None:
    """'1'/'0', 1/0, true/false -> bool; anything else is unknown."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int | float):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in {"1", "true", "yes"}:
        return True
    if isinstance(value, str) and value.strip().lower() in {"0", "false", "no"}:
        return False
    return None


def iso_datetime(value: object) -> datetime | None:
    """'2023-05-01T13:31:00Z' or '2025-07-30T20:00:00.000Z' -> aware UTC datetime."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip().replace("Z", "+00:00").replace("z", "+00:00")
    try:
        parsed = datetime.fromisoformat(text)
    except ValueError:
        return None
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.astimezone(UTC)


def unix_datetime(value: object) -> datetime | None:
    seconds = amount(value)
    if seconds is None:
        return None
    try:
        return datetime.fromtimestamp(seconds, tz=UTC)
    except (OverflowError, OSError, ValueError):
        return None


def country_code(value: object) -> str | None:
    if isinstance(value, str) and re.fullmatch(r"[A-Za-z]{2}", value.strip()):
        return value.strip().lower()
    return None


def clean_str(value: object) -> str | None:
    return (value.strip() or None) if isinstance(value, str) else None


def string(value: object) -> str:
    """The value when it is a string, else '' (every field may be null, absent or the wrong type)."""
    return value if isinstance(value, str) else ""


def identifier(value: object) -> str:
    """A source id kept exactly (JSearch's contain '-', '_' and '='); numbers become digit strings."""
    if isinstance(value, bool):
        return ""
    if isinstance(value, int):
        return str(value)
    return value.strip() if isinstance(value, str) else ""


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}
