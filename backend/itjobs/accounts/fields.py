"""Field checks shared by the account and employer schemas: the messages the screens show too."""

from typing import Annotated
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import URLValidator, validate_email
from pydantic import BeforeValidator

INVALID_EMAIL = "Invalid email address"
INVALID_URL = "Please enter a valid URL."
_url_validator = URLValidator(schemes=["http", "https"])


def is_email(value: str) -> bool:
    try:
        validate_email(value)
    except DjangoValidationError:
        return False
    return True


def is_http_url(value: str) -> bool:
    """An absolute http(s) URL: the only kind we ever render as a link."""
    if urlsplit(value).scheme.lower() not in {"http", "https"}:
        return False
    try:
        _url_validator(value)
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
