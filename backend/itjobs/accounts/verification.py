"""E-mail verification: an account proves it reads its address by opening a signed link.

The one rule: `email_is_verified(user)`. A company's post is published, and so its address shown to
applicants, only while it says True (itjobs.employers asks it before publishing or renewing).

- The link is SITE_URL/verify-email?token=...: a token signed with SECRET_KEY (core.signed_tokens)
  holding the user id and the address, good for EMAIL_VERIFICATION_MAX_AGE_SECONDS (3 days). It
  verifies that address only: an account whose address changed needs a new link.
- It is mailed at sign-up and again on request (POST /api/email-verification/send from the account
  and the employer dashboard), at most VERIFICATION_EMAILS_PER_HOUR per account (core.ratelimit).
- Opening a link twice is fine (the second time says it is verified). Apps that build on accounts
  hear of a first verification through extensions (employers: posts waiting for it).
- Accounts from before verification existed: staff verified, everyone else not (migration 0004);
  they see the same notice and resend button as a new account.
"""

import logging
from datetime import datetime
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone

from itjobs.core import ratelimit
from itjobs.core.errors import Conflict, ServiceError, Throttled
from itjobs.core.ratelimit import Window
from itjobs.core.signed_tokens import BadToken, TokenExpired, sign, unsign

from .extensions import run_email_verified_hooks
from .models import Profile

logger = logging.getLogger(__name__)

LINK_INVALID = "This verification link is invalid. Open the newest link we sent, or ask for a new one."
LINK_EXPIRED = "This verification link has expired. Ask for a new one from your account."
ALREADY_VERIFIED = "Your e-mail address is already verified."
SEND_THROTTLED = "We have sent several verification e-mails in the last hour. Please check your inbox or try later."
VERIFICATION_EMAILS_PER_HOUR = 5  # per account, the sign-up e-mail included
_SALT = "itjobs.accounts.email-verification"


def profile_is_verified(user: User, profile: Profile | None) -> bool:
    """The rule itself, for a caller that has the profile already."""
    return profile is not None and bool(user.email) and profile.verified_email == user.email


def email_is_verified(user: User) -> bool:
    """True when the account has opened a verification link for its current address."""
    return profile_is_verified(user, Profile.objects.filter(user=user).first())


def verification_link(*, user: User, now: datetime) -> str:
    token = sign({"u": user.pk, "e": user.email}, salt=_SALT, now=now)
    return f"{settings.SITE_URL}/verify-email?token={token}"


def _max_age() -> int:
    return int(settings.EMAIL_VERIFICATION_MAX_AGE_SECONDS)


def verification_send(*, user: User, now: datetime | None = None) -> None:
    """Mail a verification link. Conflict when already verified; Throttled past the hourly limit."""
    now = now or timezone.now()
    if email_is_verified(user):
        raise Conflict(ALREADY_VERIFIED)
    window = Window(ratelimit.hashed_key("verify-email", str(user.pk)), 3600)
    if not ratelimit.acquire([(window, VERIFICATION_EMAILS_PER_HOUR)], now=now):
        raise Throttled(SEND_THROTTLED, retry_after=window.seconds)
    days = max(1, _max_age() // 86400)
    send_mail(
        subject=f"Verify your e-mail address for {settings.SITE_NAME}",
        message=(
            f"Please confirm that {user.email} is your address by opening this link:\n"
            f"{verification_link(user=user, now=now)}\n\n"
            f"The link works for {days} day{'s' if days != 1 else ''}. Until you open it, your job posts "
            "are not published and your address is not shown to applicants.\n\n"
            f"If you did not create an account on {settings.SITE_NAME}, ignore this e-mail."
        ),
        from_email=None,
        recipient_list=[user.email],
    )


def verification_send_after_signup(*, user: User, now: datetime | None = None) -> bool:
    """The sign-up's link: a failing mail server does not undo the sign-up (the account can resend)."""
    try:
        verification_send(user=user, now=now)
    except Exception:
        logger.exception("Could not send the verification e-mail to user %s", user.pk)
        return False
    return True


def _claims(token: object, *, now: datetime) -> tuple[int, str]:
    try:
        data: Any = unsign(token, salt=_SALT, now=now, max_age=_max_age())
    except TokenExpired:
        raise ServiceError(LINK_EXPIRED) from None
    except BadToken:
        raise ServiceError(LINK_INVALID) from None
    if not isinstance(data, dict) or not isinstance(data.get("u"), int) or not isinstance(data.get("e"), str):
        raise ServiceError(LINK_INVALID)
    return data["u"], data["e"]


def verification_confirm(*, token: object, now: datetime | None = None) -> User:
    """Mark the address in the token verified; ServiceError (400) for a bad, expired or outdated link."""
    now = now or timezone.now()
    user_id, email = _claims(token, now=now)
    user = User.objects.filter(pk=user_id, is_active=True).first()
    if user is None or not user.email or user.email != email:  # gone, or its address changed since
        raise ServiceError(LINK_INVALID)
    with transaction.atomic():
        profile, _ = Profile.objects.select_for_update().get_or_create(user=user, defaults={"user_type": ""})
        first = not profile_is_verified(user, profile)
        if first:
            profile.verified_email, profile.email_verified_at = user.email, now
            profile.save(update_fields=["verified_email", "email_verified_at"])
    if first:
        run_email_verified_hooks(user=user, now=now)
    return user
