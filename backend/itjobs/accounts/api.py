"""The account API: /api/auth (session, sign-up, login, password reset) and /api/account."""

from typing import Any

from django.contrib.auth import login, logout
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import ensure_csrf_cookie
from ninja import Router, Status
from ninja.decorators import decorate_view

from itjobs.core.errors import Forbidden
from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from . import services, throttle
from .auth import csrf_protected, current_user, session_required
from .models import UserType
from .schemas import (
    AccountDeleteIn,
    AccountExportOut,
    CsrfOut,
    LoginIn,
    MessageOut,
    PasswordResetConfirmIn,
    PasswordResetIn,
    SeekerProfileIn,
    SeekerProfileOut,
    SessionOut,
    SignupIn,
)
from .selectors import account_export, profile_of, seeker_profile_of, seeker_profile_out, session_out

auth_router = Router(tags=["auth"], auth=csrf_protected)
account_router = Router(tags=["account"], auth=session_required)

RESET_SENT = "If an account exists for that email, we have sent a link to reset the password."
RESET_DONE = "Your password has been reset. You can now log in."
SEEKERS_ONLY = "Only job seeker accounts have a job seeker profile."
_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 422: ValidationErrorOut, 429: ErrorOut}


@auth_router.get("/csrf", response=CsrfOut)
@decorate_view(ensure_csrf_cookie)
def csrf(request: HttpRequest) -> dict[str, str]:
    """Sets the csrftoken cookie the client sends back as X-CSRFToken on every write."""
    return {"csrf_token": get_token(request)}


@auth_router.get("/session", response=SessionOut)
@decorate_view(ensure_csrf_cookie, never_cache)
def session(request: HttpRequest) -> dict[str, object]:
    """Who is signed in: the user with user_type, company and terms, or authenticated=false.
    Sets the csrftoken cookie too, so one call at start-up is enough before any write."""
    return session_out(request.user)


@auth_router.post("/signup", response={201: SessionOut, **_ERRORS})
def signup(request: HttpRequest, response: HttpResponse, payload: SignupIn) -> Status[Any]:
    """Create a job seeker or company account (terms accepted) and sign it in; 429 when one address
    asks too often."""
    user = services.user_signup(
        email=payload.email,
        password=payload.password,
        user_type=payload.user_type,
        company_name=payload.company_name,
        request=request,
    )
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    throttle.remember_device(request, response, user.username)
    return Status(201, session_out(user))


@auth_router.post("/login", response={200: SessionOut, **_ERRORS})
def login_view(request: HttpRequest, response: HttpResponse, payload: LoginIn) -> dict[str, object]:
    """Sign in with e-mail and password; 401 'Invalid email or password', 429 with Retry-After and
    the wait in the message when throttled. Sets the device cookie that exempts this browser from
    strangers' failures (accounts.throttle)."""
    user = services.user_login_check(request=request, email=payload.email, password=payload.password)
    login(request, user)
    throttle.remember_device(request, response, user.username)
    services.terms_accept_if_missing(user=user)
    return session_out(user)


@auth_router.post("/logout", response={204: None, 403: ErrorOut})
def logout_view(request: HttpRequest) -> Status[Any]:
    logout(request)
    return Status(204, None)


@auth_router.post("/password-reset", response={202: MessageOut, **_ERRORS})
def password_reset(request: HttpRequest, payload: PasswordResetIn) -> Status[Any]:
    """E-mail a reset link; the answer is the same whether or not the address has an account."""
    services.password_reset_send(email=payload.email)
    return Status(202, {"detail": RESET_SENT})


@auth_router.post("/password-reset/confirm", response={200: MessageOut, **_ERRORS})
def password_reset_confirm(request: HttpRequest, payload: PasswordResetConfirmIn) -> dict[str, str]:
    services.password_reset_confirm(
        uid=payload.uid, token=payload.token, new_password=payload.new_password, request=request
    )
    return {"detail": RESET_DONE}


def _seeker(request: HttpRequest) -> None:
    profile = profile_of(current_user(request))
    if profile is None or profile.user_type != UserType.JOB_SEEKER:
        raise Forbidden(SEEKERS_ONLY)


@account_router.get("/seeker-profile", response={200: SeekerProfileOut, **_ERRORS})
def seeker_profile_get(request: HttpRequest) -> dict[str, object]:
    _seeker(request)
    profile = seeker_profile_of(current_user(request))
    if profile is None:
        return {"experience_years": None, "skills": [], "resume_url": "", "updated_at": None}
    return seeker_profile_out(profile)


@account_router.put("/seeker-profile", response={200: SeekerProfileOut, **_ERRORS})
def seeker_profile_put(request: HttpRequest, payload: SeekerProfileIn) -> dict[str, object]:
    """Save the job seeker onboarding form (experience 0-50, skills, resume URL)."""
    _seeker(request)
    profile = services.seeker_profile_update(
        user=current_user(request),
        experience_years=payload.experience_years,
        skills=payload.skills,
        resume_url=payload.resume_url,
    )
    return seeker_profile_out(profile)


@account_router.get("/export", response={200: AccountExportOut, **_ERRORS})
@decorate_view(never_cache)
def export(request: HttpRequest) -> dict[str, object]:
    """Everything we hold about the signed-in user, as JSON."""
    return account_export(current_user(request))


@account_router.delete("", response={204: None, **_ERRORS})
def delete(request: HttpRequest, payload: AccountDeleteIn) -> Status[Any]:
    """Delete the account with its profile, company and posts (published jobs leave search)."""
    services.account_delete(request=request, user=current_user(request), password=payload.password)
    logout(request)
    return Status(204, None)
