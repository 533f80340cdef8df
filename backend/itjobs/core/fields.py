"""Field checks every app shares: the one URL rule, e-mail, trimmed text, and the messages the screens show too."""

from typing import Annotated
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email
from pydantic import BeforeValidator

INVALID_EMAIL = "Invalid email address"
INVALID_URL = "Please enter a valid URL."
_UNSAFE_CHARACTERS = frozenset("\x00\r\n\t ")


def is_http_url(value: object) -> bool:
    """An absolute http(s) URL with a host and no whitespace: the only kind we ever store or render as a link.

    The one URL rule: third-party apply links, employer websites, résumé links and partner sites
    all pass through it (no javascript:, data:, protocol-relative or relative addresses).
    """
    if not isinstance(value, str) or any(ch in value for ch in _UNSAFE_CHARACTERS):
        return False
    try:
        parts = urlsplit(value)
    except ValueError:  # e.g. an unclosed IPv6 bracket
        return False
    return parts.scheme.lower() in {"http", "https"} and bool(parts.hostname)


def safe_http_url(value: object) -> str | None:
    """The trimmed URL when it passes is_http_url, else None."""
    url = value.strip() if isinstance(value, str) else None
    return url if url is not None and is_http_url(url) else None


def is_email(value: str) -> bool:
    try:
        validate_email(value)
    except DjangoValidationError:
        return False
    return True


def clean_text(value: object, *, min_length: int, max_length: int, message: str, max_message: str) -> str:
    """Stripped text of min_length..max_length characters; ValueError(message) otherwise."""
    text = value.strip() if isinstance(value, str) else ""
    if len(text) < min_length:
        raise ValueError(message)
    if len(text) > max_length:
        raise ValueError(max_message)
    return text


def clean_optional_url(value: object) -> str:
    """'' for blank, else a valid http(s) URL; ValueError(INVALID_URL) otherwise."""
    text = value.strip() if isinstance(value, str) else ""
    if value is not None and not isinstance(value, str):
        raise ValueError(INVALID_URL)
    if text and (len(text) > 2000 or not is_http_url(text)):
        raise ValueError(INVALID_URL)
    return text


OptionalUrl = Annotated[str, BeforeValidator(clean_optional_url)]
