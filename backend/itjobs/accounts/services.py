"""Writes for accounts: sign-up, login checks, terms, password reset, the job seeker profile, deletion."""

import logging
from datetime import datetime

from django.conf import settings
from django.contrib.auth import authenticate, password_validation
from django.contrib.auth.models import User
from django.contrib.auth.tokens import default_token_generator
from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.mail import send_mail
from django.db import IntegrityError, transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from itjobs.core import ratelimit
from itjobs.core.errors import FieldError, ServiceError, Unauthorized
from itjobs.core.ratelimit import Window

from . import throttle
from .extensions import run_signup_hooks
from .models import Profile, SeekerProfile, UserType
from .verification import verification_send_after_signup

logger = logging.getLogger(__name__)

EMAIL_TAKEN = "An account with this email already exists."
LOGIN_FAILED = "Invalid email or password"
RESET_INVALID = "This reset link is invalid or has expired."
PASSWORD_INCORRECT = "Password is incorrect."  # noqa: S105 -- a message
COMPANY_NAME_SHORT = "Company name must be at least 2 characters."
RESET_EMAILS_PER_HOUR = 3  # per address: nobody's inbox gets flooded with reset links


def _password_problems(password: str, *, user: User) -> str | None:
    try:
        password_validation.validate_password(password, user=user)
    except DjangoValidationError as exc:
        return " ".join(dict.fromkeys(exc.messages))  # two validators may say the same thing
    return None


def user_signup(
    *,
    email: str,
    password: str,
    user_type: str,
    company_name: str | None,
    request: HttpRequest | None = None,
    now: datetime | None = None,
) -> User:
    """A new account: the user (username = e-mail), its profile with the accepted terms and, for a
    company, the company row named company_name. Field problems raise FieldError; asking too often
    from one address (whether an e-mail is taken) raises Throttled."""
    now = now or throttle.clock()
    email = email.strip().lower()
    name = (company_name or "").strip()
    if user_type == UserType.COMPANY and len(name) < 2:
        raise FieldError("company_name", COMPANY_NAME_SHORT)
    if problems := _password_problems(password, user=User(username=email, email=email)):
        raise FieldError("password", problems)
    if request is not None:
        throttle.signup_attempt(request, now=now)  # the next line tells whether the address has an account
    if User.objects.filter(username=email).exists():
        raise FieldError("email", EMAIL_TAKEN)
    try:
        with transaction.atomic():
            user = User.objects.create_user(username=email, email=email, password=password)
            Profile.objects.create(user=user, user_type=user_type, terms_accepted=True, terms_accepted_date=now)
            run_signup_hooks(user=user, user_type=user_type, company_name=name)  # employers: the company row
    except IntegrityError:  # the same address signed up at the same moment
        raise FieldError("email", EMAIL_TAKEN) from None
    verification_send_after_signup(user=user, now=now)  # the link that verifies the address
    return user


def user_login_check(*, request: HttpRequest, email: str, password: str, now: datetime | None = None) -> User:
    """The user these credentials belong to (401 when wrong). Throttled per account.throttle (429 with
    the wait) before the password is even tried. `email` is the username as typed (the admin's
    operators may have a plain name)."""
    user = throttle.password_attempt(
        request,
        username=email,
        check=lambda: authenticate(request, username=email.strip(), password=password),
        now=now or throttle.clock(),
    )
    if not isinstance(user, User):
        raise Unauthorized(LOGIN_FAILED)
    return user


def terms_accept_if_missing(*, user: User, now: datetime | None = None) -> Profile:
    """A user without the termsAccepted flag gets it, with the date, on login."""
    profile, _ = Profile.objects.get_or_create(user=user, defaults={"user_type": ""})
    if not profile.terms_accepted or profile.terms_accepted_date is None:
        profile.terms_accepted = True
        profile.terms_accepted_date = now or timezone.now()
        profile.save(update_fields=["terms_accepted", "terms_accepted_date"])
    return profile


def password_reset_send(*, email: str, now: datetime | None = None) -> bool:
    """E-mail a reset link when the address has an active account; the caller never tells which."""
    email = email.strip().lower()
    by_email = Window(ratelimit.hashed_key("reset-email", email), 3600)
    if ratelimit.hit(by_email, now=now or timezone.now()) > RESET_EMAILS_PER_HOUR:
        return False
    user = User.objects.filter(username=email, is_active=True).first()
    if user is None or not user.has_usable_password():
        return False
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = default_token_generator.make_token(user)
    link = f"{settings.SITE_URL}/reset-password?uid={uid}&token={token}"
    try:
        send_mail(
            subject=f"Reset your {settings.SITE_NAME} password",
            message=(
                f"Someone asked to reset the password of your {settings.SITE_NAME} account.\n\n"
                f"Choose a new password here:\n{link}\n\n"
                "The link works once and expires in a few days. If you did not ask for it, ignore this e-mail."
            ),
            from_email=None,
            recipient_list=[user.email],
        )
    except Exception:  # the answer stays the same (it never tells whether the address has an account)
        logger.exception("Could not e-mail a password reset link to user %s", user.pk)
        return False
    return True


def password_reset_confirm(*, uid: str, token: str, new_password: str, request: HttpRequest | None = None) -> User:
    try:
        user = User.objects.get(pk=int(force_str(urlsafe_base64_decode(uid))), is_active=True)
    except (ValueError, TypeError, OverflowError, User.DoesNotExist):
        raise ServiceError(RESET_INVALID) from None
    if not default_token_generator.check_token(user, token):
        raise ServiceError(RESET_INVALID)
    if problems := _password_problems(new_password, user=user):
        raise FieldError("new_password", problems)
    user.set_password(new_password)  # changes the hash, so the token stops working
    user.save(update_fields=["password"])
    throttle.forget_account(user.username, request=request)  # the owner proved they hold the mailbox
    return user


def seeker_profile_update(
    *, user: User, experience_years: int | None, skills: list[str], resume_url: str, now: datetime | None = None
) -> SeekerProfile:
    with transaction.atomic():
        profile, _ = SeekerProfile.objects.update_or_create(
            user=user, defaults={"experience_years": experience_years, "skills": skills, "resume_url": resume_url}
        )
        profile_mark_onboarded(user=user, now=now)
    return profile


def profile_mark_onboarded(*, user: User, now: datetime | None = None) -> None:
    Profile.objects.filter(user=user, onboarded_at__isnull=True).update(onboarded_at=now or timezone.now())


def account_delete(*, request: HttpRequest, user: User, password: str, now: datetime | None = None) -> None:
    """Deletes the user with profile, company and posts; their published jobs leave search. The
    password is checked like a login's (throttled on the same counters: 429 with the wait)."""
    right = throttle.password_attempt(
        request, username=user.username, check=lambda: user.check_password(password), now=now or throttle.clock()
    )
    if not right:
        raise FieldError("password", PASSWORD_INCORRECT)
    with transaction.atomic():
        user.delete()  # employers' pre_delete receiver takes published posts out of search
