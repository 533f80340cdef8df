"""Typed reads of the environment for config/settings.py.

A value the site cannot use stops the start with ImproperlyConfigured naming the variable and what
it accepts: a typo (`DEBUG=ture`, `SOURCES_REFRESH_MODE=bakground`) must not silently fall back to
a default. An unset variable takes the default; so does an empty one, except for strings and lists.
"""

import os
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

from django.core.exceptions import ImproperlyConfigured

_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")


def _raw(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


def _refuse(name: str, expected: str, value: str) -> ImproperlyConfigured:
    return ImproperlyConfigured(f"{name} must be {expected}, got {value!r}")


def env_str(name: str, default: str = "") -> str:
    """The value as given: an empty string is a value (an operator may blank out an Impressum line)."""
    return os.environ.get(name, default)


def env_bool(name: str, default: bool = False) -> bool:
    value = _raw(name)
    if value is None:
        return default
    if value.lower() in _TRUE:
        return True
    if value.lower() in _FALSE:
        return False
    raise _refuse(name, f"one of {'/'.join(_TRUE + _FALSE)}", value)


def env_int(name: str, default: int, *, minimum: int | None = None, maximum: int | None = None) -> int:
    value = _raw(name)
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        raise _refuse(name, f"a whole number{_range(minimum, maximum)}", value) from None
    if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
        raise _refuse(name, f"a whole number{_range(minimum, maximum)}", value)
    return number


def env_float(name: str, default: float, *, minimum: float | None = None, maximum: float | None = None) -> float:
    value = _raw(name)
    if value is None:
        return default
    try:
        number = float(value)
    except ValueError:
        raise _refuse(name, f"a number{_range(minimum, maximum)}", value) from None
    if number != number or (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
        raise _refuse(name, f"a number{_range(minimum, maximum)}", value)  # number != number: NaN
    return number


def env_choice(name: str, choices: Sequence[str], default: str) -> str:
    value = _raw(name)
    if value is None:
        return default
    if value not in choices:
        raise _refuse(name, f"one of {'/'.join(choices)}", value)
    return value


def env_list(name: str, default: str = "") -> list[str]:
    """Comma-separated items, blanks dropped (an empty value is an empty list)."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def url_origin(name: str, url: str) -> str:
    """`scheme://host[:port]` of an http(s) URL; anything else (no scheme, another scheme, no host) is refused."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname or "@" in parts.netloc:
        raise _refuse(name, "an http:// or https:// address with a host", url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def env_origins(name: str, default: str = "") -> list[str]:
    """Comma-separated origins (`https://admin.example.com`): a scheme and a host, no path."""
    origins = []
    for item in env_list(name, default):
        origin = url_origin(name, item)
        if urlsplit(item).path not in ("", "/") or urlsplit(item).query or urlsplit(item).fragment:
            raise _refuse(name, "origins like https://admin.example.com (no path)", item)
        origins.append(origin)
    return origins


_HEADER_NAME = re.compile(r"^[A-Za-z0-9-]+$")


def env_proxy_ssl_header(name: str) -> tuple[str, str] | None:
    """A request header the TLS proxy sets, as Django's SECURE_PROXY_SSL_HEADER.

    `X-Forwarded-Proto` means the header says `https`; `X-Forwarded-Ssl: on` names the value.
    Unset or empty: None (no proxy header is trusted).
    """
    value = _raw(name)
    if value is None:
        return None
    header, colon, expected = value.partition(":")
    header, expected = header.strip(), expected.strip()
    if not _HEADER_NAME.match(header) or (colon and not expected):
        raise _refuse(name, "a header name such as X-Forwarded-Proto, optionally with ': value'", value)
    return "HTTP_" + header.upper().replace("-", "_"), expected or "https"


def _range(minimum: float | None, maximum: float | None) -> str:
    if minimum is not None and maximum is not None:
        return f" from {minimum} to {maximum}"
    if minimum is not None:
        return f" of at least {minimum}"
    if maximum is not None:
        return f" of at most {maximum}"
    return ""
