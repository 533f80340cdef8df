"""The Django admin's login, throttled like the API's (accounts.throttle): the same counters per
account, client and address, the same waits, and the device cookie on success. Staff approve posts
and set plans, so their passwords get at least the protection every user's have."""

from typing import Any

from django.contrib import admin
from django.contrib.admin.forms import AdminAuthenticationForm
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse

from itjobs.core.errors import Throttled, Unauthorized

from . import services, throttle


class ThrottledAdminAuthenticationForm(AdminAuthenticationForm):
    """The admin's login form with its password check through services.user_login_check."""

    def clean(self) -> dict[str, Any]:
        username = self.cleaned_data.get("username")
        password = self.cleaned_data.get("password")
        if username is not None and password:
            assert self.request is not None  # the admin's login view always passes it
            try:
                self.user_cache = services.user_login_check(request=self.request, email=username, password=password)
            except Throttled as exc:
                self.throttled = exc
                raise ValidationError(exc.message, code="throttled") from None
            except Unauthorized:
                raise self.get_invalid_login_error() from None
            self.confirm_login_allowed(self.user_cache)
        return self.cleaned_data


class ThrottledAdminSite(admin.AdminSite):
    login_form = ThrottledAdminAuthenticationForm

    def login(self, request: HttpRequest, extra_context: dict[str, Any] | None = None) -> HttpResponse:
        response = super().login(request, extra_context)
        if request.method == "POST" and request.user.is_authenticated and response.status_code == 302:
            throttle.remember_device(request, response, request.user.get_username())
        form = getattr(response, "context_data", None) or {}
        throttled = getattr(form.get("form"), "throttled", None)
        if isinstance(throttled, Throttled):  # the page with the message, answered as what it is
            response.status_code = 429
            response["Retry-After"] = str(throttled.retry_after)
        return response
