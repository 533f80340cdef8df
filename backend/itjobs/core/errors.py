"""Domain errors any app's services raise, and how the API answers them.

Services stay free of HTTP; `install_service_errors(api)` (config/api.py) turns these into
{"detail": message} with their status, and FieldError into the project's 422 field errors.
"""

from django.http import HttpRequest, HttpResponse
from ninja import NinjaAPI
from ninja.errors import ValidationError


class ServiceError(Exception):
    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Unauthorized(ServiceError):
    status = 401


class Forbidden(ServiceError):
    status = 403


class NotFound(ServiceError):
    status = 404


class Conflict(ServiceError):
    status = 409


class Throttled(ServiceError):
    status = 429

    def __init__(self, message: str, *, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class FieldError(Exception):
    """One field's message, answered like a failed body: 422 errors[field] = message."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message

    def as_validation_error(self) -> ValidationError:
        return ValidationError([{"loc": ["body", "payload", self.field], "msg": self.message, "type": "value_error"}])


def install_service_errors(api: NinjaAPI) -> None:
    def service_error(request: HttpRequest, exc: ServiceError | type[ServiceError]) -> HttpResponse:
        assert isinstance(exc, ServiceError)  # ninja hands instances; the type is its signature's
        response = api.create_response(request, {"detail": exc.message}, status=exc.status)
        if isinstance(exc, Throttled):
            response["Retry-After"] = str(exc.retry_after)
        return response

    def field_error(request: HttpRequest, exc: FieldError | type[FieldError]) -> HttpResponse:
        assert isinstance(exc, FieldError)
        return api.on_exception(request, exc.as_validation_error())

    api.add_exception_handler(ServiceError, service_error)
    api.add_exception_handler(FieldError, field_error)
