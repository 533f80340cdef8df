"""Field checks every app shares: the one URL rule, e-mail, trimmed (one-line) text, and the messages the
screens show too. Each type states its rule in the OpenAPI schema as well (lengths, format, pattern),
so the typed client knows what the server refuses. NUL and lone surrogates are refused for every
field at once, before any schema: core/request_checks.py."""

from dataclasses import dataclass
from typing import Annotated, Any
from urllib.parse import urlsplit

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email
from pydantic import BeforeValidator, Field, GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema

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


def is_one_line(text: str) -> bool:
    """No CR or LF: what may go into an e-mail header (a subject) or a one-line label."""
    return "\r" not in text and "\n" not in text


def clean_text(
    value: object,
    *,
    min_length: int,
    max_length: int,
    message: str,
    max_message: str,
    one_line_message: str = "",
) -> str:
    """Stripped text of min_length..max_length characters, on one line when one_line_message is
    given; ValueError with the matching message otherwise."""
    text = value.strip() if isinstance(value, str) else ""
    if len(text) < min_length:
        raise ValueError(message)
    if len(text) > max_length:
        raise ValueError(max_message)
    if one_line_message and not is_one_line(text):
        raise ValueError(one_line_message)
    return text


ONE_LINE_PATTERN = r"^[^\r\n]*$"


@dataclass(frozen=True)
class Text:
    """A text field's one rule, for the check and the OpenAPI schema alike:
    `Title = Annotated[str, Text("Job title", 5, 200, one_line=True)]`.

    The value is stripped, then must hold min_length..max_length characters ('Job title must be at
    least 5 characters.', or `short` when given; '... must be at most 200 characters.') and, for a
    one-line field (titles, names, anything that may end up in an e-mail subject), no CR or LF
    ('Job title must be on one line.'). The schema states minLength, maxLength and the pattern, so
    a client generated from it refuses what the server refuses.
    """

    label: str
    min_length: int
    max_length: int
    short: str = ""
    one_line: bool = False

    def clean(self, value: object) -> str:
        return clean_text(
            value,
            min_length=self.min_length,
            max_length=self.max_length,
            message=self.short or f"{self.label} must be at least {self.min_length} characters.",
            max_message=f"{self.label} must be at most {self.max_length} characters.",
            one_line_message=f"{self.label} must be on one line." if self.one_line else "",
        )

    def json_schema(self) -> dict[str, Any]:
        schema: dict[str, Any] = {"type": "string", "minLength": self.min_length, "maxLength": self.max_length}
        if self.one_line:
            schema["pattern"] = ONE_LINE_PATTERN
        return schema

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        return core_schema.no_info_before_validator_function(self.clean, handler(source))

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {**handler(schema), **self.json_schema()}


def clean_optional_url(value: object) -> str:
    """'' for blank, else a valid http(s) URL; ValueError(INVALID_URL) otherwise."""
    text = value.strip() if isinstance(value, str) else ""
    if value is not None and not isinstance(value, str):
        raise ValueError(INVALID_URL)
    if text and (len(text) > 2000 or not is_http_url(text)):
        raise ValueError(INVALID_URL)
    return text


# '' (or blank) clears the field; anything else is an absolute http(s) URL with a host.
OPTIONAL_URL_PATTERN = r"^\s*(?:[Hh][Tt][Tt][Pp][Ss]?://[^\s/?#]\S*)?\s*$"
OptionalUrl = Annotated[
    str,
    BeforeValidator(clean_optional_url),
    Field(json_schema_extra={"maxLength": 2000, "pattern": OPTIONAL_URL_PATTERN}),
]
