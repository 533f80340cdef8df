"""The API's error shapes, shared by every router (the typed client's ErrorOut and ValidationErrorOut)."""

from typing import Any

from ninja import Schema


class ErrorOut(Schema):
    detail: str


class ValidationErrorOut(Schema):
    detail: list[dict[str, Any]]  # ninja's list: loc, msg, type
    errors: dict[str, str]  # one readable message per field, e.g. {"page_size": "Input should be ..."}
