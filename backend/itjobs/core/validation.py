"""422 answers that say, field by field, what was wrong with a request.

Installed on the NinjaAPI in config/api.py. The body keeps ninja's `detail` list (loc, msg, type)
and adds `errors`, one readable message per field: {"errors": {"page_size": "Input should be ..."}}.
"""

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import ValidationError

_LOCATIONS = {"query", "path", "body", "form", "header", "cookie", "file"}


def field_messages(errors: list[dict[str, object]]) -> dict[str, str]:
    """{'page_size': 'Input should be less than or equal to 50'}: the first message per field."""
    messages: dict[str, str] = {}
    for error in errors:
        loc = [str(part) for part in error.get("loc", ()) or ()]  # type: ignore[attr-defined]
        while loc and (loc[0] in _LOCATIONS or loc[0] in {"params", "data", "payload"}):
            loc = loc[1:]
        name = ".".join(loc) or "request"
        messages.setdefault(name, str(error.get("msg", "Invalid value")).removeprefix("Value error, "))
    return messages


def install_validation_errors(api: NinjaAPI) -> None:
    def handler(request: HttpRequest, exc: ValidationError | type[ValidationError]) -> HttpResponse:
        errors = list(exc.errors) if isinstance(exc, ValidationError) else []
        return api.create_response(request, {"detail": errors, "errors": field_messages(errors)}, status=422)

    api.add_exception_handler(ValidationError, handler)
