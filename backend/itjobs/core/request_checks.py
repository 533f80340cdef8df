"""What every API operation accepts before a schema sees it (installed on the NinjaAPI in config/api.py).

One step, run before authentication, for every operation:
- a write's body is JSON (a multipart or form body is refused here, before the CSRF check reads
  it as a form and the body can no longer be read: that was a 500, RawPostDataException);
- the body is a JSON object: `[]`, `null`, `"x"` or `123` would otherwise validate as an object
  whose fields all take their defaults (a PUT that empties a profile);
- no text anywhere (body strings and keys at any depth, query parameters, path parameters) holds
  a NUL, which PostgreSQL refuses, or a lone UTF-16 surrogate ("\\ud800" escaped in JSON), which
  cannot be encoded (UnicodeEncodeError in a password hash, a query, an e-mail);
- a body larger than DATA_UPLOAD_MAX_MEMORY_SIZE, or a query with more than
  DATA_UPLOAD_MAX_NUMBER_FIELDS parameters, answers JSON too (413, 400), not Django's HTML page.

Refusals answer like a failed schema: 422 {"detail": [...], "errors": {"<field>": "<message>"}}
(field "request" for the body as a whole). The parsed body is kept on the request, and the
API's parser hands that to the schemas, so the body is read and parsed once.
"""

import json
import re
from collections.abc import Callable, Iterator
from functools import wraps
from typing import Any

from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent
from django.http import HttpRequest, HttpResponse
from django.utils.datastructures import MultiValueDict
from ninja import NinjaAPI
from ninja.errors import ValidationError
from ninja.parser import Parser

NOT_JSON = "Send the body as JSON (Content-Type: application/json)."
INVALID_JSON = "The body is not valid JSON."
NOT_AN_OBJECT = "The body must be a JSON object."
BAD_CHARACTER = "This field contains a character that is not allowed (NUL or an unpaired surrogate)."
TOO_LARGE = "The request body is too large."
TOO_MANY_FIELDS = "The request has too many parameters."

_BAD_CHARACTER = re.compile("[\x00\ud800-\udfff]")  # json.loads joins valid surrogate pairs: what is left is lone
_WRITES = {"POST", "PUT", "PATCH", "DELETE"}
_PARSED = "_itjobs_json_body"


def has_bad_character(text: str) -> bool:
    """True when text holds a NUL or a lone surrogate: the characters no field may store."""
    return _BAD_CHARACTER.search(text) is not None


def _is_json(content_type: str | None) -> bool:
    media_type = (content_type or "").lower()
    return media_type == "application/json" or media_type.endswith("+json")


def _bad_strings(value: object, loc: tuple[str | int, ...]) -> Iterator[tuple[str | int, ...]]:
    """The locations of the strings (dict keys too) that hold a bad character, depth first."""
    if isinstance(value, str):
        if has_bad_character(value):
            yield loc
    elif isinstance(value, dict):
        for key, item in value.items():
            if has_bad_character(key):
                yield loc
            else:
                yield from _bad_strings(item, (*loc, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _bad_strings(item, (*loc, index))


def _refusal(loc: tuple[str | int, ...], message: str, kind: str) -> dict[str, Any]:
    return {"loc": list(loc), "msg": message, "type": kind}


def _query_refusals(query: MultiValueDict[str, str]) -> list[dict[str, Any]]:
    refusals = []
    for key, values in query.lists():
        if has_bad_character(key):
            refusals.append(_refusal(("query",), BAD_CHARACTER, "bad_character"))
        elif any(has_bad_character(value) for value in values):
            refusals.append(_refusal(("query", key), BAD_CHARACTER, "bad_character"))
    return refusals


def _body_refusals(request: HttpRequest) -> list[dict[str, Any]]:
    """Parses a write's body once (kept for the parser); the refusals when it is not a clean JSON object."""
    if request.method not in _WRITES or not int(request.META.get("CONTENT_LENGTH") or 0):
        return []
    if not _is_json(request.content_type):
        return [_refusal(("body",), NOT_JSON, "content_type")]
    try:
        data = json.loads(request.body)
    except ValueError:  # JSONDecodeError and UnicodeDecodeError alike
        return [_refusal(("body",), INVALID_JSON, "json_invalid")]
    if not isinstance(data, dict):
        return [_refusal(("body",), NOT_AN_OBJECT, "object_type")]
    setattr(request, _PARSED, data)
    return [_refusal(("body", *loc), BAD_CHARACTER, "bad_character") for loc in _bad_strings(data, ())]


class CheckedJsonParser(Parser):
    """The body the request check already parsed (never parses or reads it a second time)."""

    def parse_body(self, request: HttpRequest) -> dict[str, Any]:
        if hasattr(request, _PARSED):
            return getattr(request, _PARSED)  # type: ignore[no-any-return]
        return super().parse_body(request)  # a call that bypassed the check (none in the API)


def install_request_checks(api: NinjaAPI) -> None:
    """Every operation runs the checks first; oversized requests answer JSON wherever they are noticed."""

    def check(run: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(run)
        def checked(request: HttpRequest, *args: Any, **path: Any) -> HttpResponse:
            try:
                refusals = [
                    _refusal(("path", name), BAD_CHARACTER, "bad_character")
                    for name, value in path.items()
                    if isinstance(value, str) and has_bad_character(value)
                ]
                refusals += _query_refusals(request.GET)
                refusals += _body_refusals(request)
            except (RequestDataTooBig, TooManyFieldsSent) as exc:
                return api.on_exception(request, exc)
            if refusals:
                return api.on_exception(request, ValidationError(refusals))
            return run(request, *args, **path)

        return checked

    def too_large(request: HttpRequest, exc: RequestDataTooBig | type[RequestDataTooBig]) -> HttpResponse:
        return api.create_response(request, {"detail": TOO_LARGE}, status=413)

    def too_many_fields(request: HttpRequest, exc: TooManyFieldsSent | type[TooManyFieldsSent]) -> HttpResponse:
        return api.create_response(request, {"detail": TOO_MANY_FIELDS}, status=400)

    api.parser = CheckedJsonParser()
    api.add_decorator(check, mode="view")
    api.add_exception_handler(RequestDataTooBig, too_large)
    api.add_exception_handler(TooManyFieldsSent, too_many_fields)
