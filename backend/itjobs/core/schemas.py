"""The API's error shapes, shared by every router (the typed client's ErrorOut and ValidationErrorOut),
and how an input schema tells the OpenAPI schema which fields a client must send."""

from collections.abc import Callable
from typing import Any

from ninja import Schema


class ErrorOut(Schema):
    detail: str


class ValidationErrorOut(Schema):
    detail: list[dict[str, Any]]  # ninja's list: loc, msg, type
    errors: dict[str, str]  # one readable message per field, e.g. {"page_size": "Input should be ..."}


def required_in_schema(*names: str) -> Callable[[dict[str, Any], type], None]:
    """For `model_config = ConfigDict(json_schema_extra=required_in_schema("email", ...))`.

    Input fields whose absence the server answers with its own message ('Password is required')
    keep a default that their check refuses (`Field("", validate_default=True)`); without this the
    OpenAPI schema would call them optional. It lists them as required, without the default.
    """

    def mark(schema: dict[str, Any], model: type) -> None:
        properties = schema["properties"]
        for name in names:
            properties[name].pop("default", None)  # KeyError on a misspelt name: loud at schema time
        schema["required"] = [*schema.get("required", []), *(n for n in names if n not in schema.get("required", []))]

    return mark
