"""Who may call an operation: CSRF on every write (anonymous ones too) and, where needed, a session.

django-ninja exempts its views from Django's CSRF middleware and checks CSRF only inside its own
cookie auth, so an anonymous POST would go unchecked. These auth callables run the same check
(CsrfViewMiddleware: token cookie + X-CSRFToken header, Origin/Referer on https) themselves.
"""

from typing import cast

from django.contrib.auth.models import User
from django.http import HttpRequest
from ninja.errors import HttpError
from ninja.utils import check_csrf

CSRF_FAILED = "CSRF check failed. Reload the page and try again."
AUTH_REQUIRED = "Authentication required"
_SAFE_METHODS = {"GET", "HEAD", "OPTIONS", "TRACE"}


def _enforce_csrf(request: HttpRequest) -> None:
    if request.method not in _SAFE_METHODS and check_csrf(request) is not None:
        raise HttpError(403, CSRF_FAILED)


class CsrfProtected:
    """Anyone, but writes need a valid CSRF token."""

    def __call__(self, request: HttpRequest) -> bool:
        _enforce_csrf(request)
        return True


class SessionRequired:
    """A signed-in user (else 401 'Authentication required'); writes need a valid CSRF token."""

    def __call__(self, request: HttpRequest) -> User:
        _enforce_csrf(request)
        if not request.user.is_authenticated:
            raise HttpError(401, AUTH_REQUIRED)
        return request.user


csrf_protected = CsrfProtected()
session_required = SessionRequired()


def current_user(request: HttpRequest) -> User:
    """The signed-in user of an operation behind session_required."""
    return cast(User, request.auth)  # type: ignore[attr-defined]
