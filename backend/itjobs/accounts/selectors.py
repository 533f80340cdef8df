"""Reads for accounts: the session the screens see and the data export."""

from datetime import datetime
from typing import Any

from django.contrib.auth.models import AnonymousUser, User
from django.utils import timezone

from itjobs.core.time import iso_datetime

from .extensions import extra_account_fields, extra_export_fields
from .models import Profile, SeekerProfile
from .verification import profile_is_verified


def profile_of(user: User) -> Profile | None:
    return Profile.objects.filter(user=user).first()


def seeker_profile_of(user: User) -> SeekerProfile | None:
    return SeekerProfile.objects.filter(user=user).first()


def seeker_profile_out(profile: SeekerProfile) -> dict[str, Any]:
    return {
        "experience_years": profile.experience_years,
        "skills": list(profile.skills or []),
        "resume_url": profile.resume_url,
        "updated_at": profile.updated_at,
    }


def account_out(user: User) -> dict[str, Any]:
    """AccountOut for a signed-in user; apps that build on accounts add their fields (its company)."""
    profile = profile_of(user)
    seeker = seeker_profile_of(user)
    onboarded = profile is not None and profile.onboarded_at is not None
    return {
        "id": user.pk,
        "email": user.email or user.username,
        "user_type": (profile.user_type or None) if profile else None,
        "terms_accepted": bool(profile and profile.terms_accepted),
        "terms_accepted_date": iso_datetime(profile.terms_accepted_date) if profile else None,
        "profile_completed": onboarded,
        "email_verified": profile_is_verified(user, profile),
        "company": None,
        "seeker_profile": seeker_profile_out(seeker) if seeker else None,
        **extra_account_fields(user=user, onboarded=onboarded),
    }


def session_out(user: User | AnonymousUser) -> dict[str, Any]:
    if not isinstance(user, User) or not user.is_authenticated:
        return {"authenticated": False, "user": None}
    return {"authenticated": True, "user": account_out(user)}


def account_export(user: User, *, now: datetime | None = None) -> dict[str, Any]:
    """Everything held about the user (GDPR Art. 15/20), as plain JSON-ready values; apps that build
    on accounts add theirs (the company and its job posts)."""
    profile = profile_of(user)
    seeker = seeker_profile_of(user)
    return {
        "exported_at": now or timezone.now(),
        "account": {
            "id": user.pk,
            "email": user.email,
            "date_joined": iso_datetime(user.date_joined),
            "last_login": iso_datetime(user.last_login),
        },
        "profile": (
            {
                "user_type": profile.user_type,
                "terms_accepted": profile.terms_accepted,
                "terms_accepted_date": iso_datetime(profile.terms_accepted_date),
                "onboarded_at": iso_datetime(profile.onboarded_at),
                "email_verified_at": iso_datetime(profile.email_verified_at),
                "created_at": iso_datetime(profile.created_at),
            }
            if profile
            else None
        ),
        "seeker_profile": (
            {**seeker_profile_out(seeker), "updated_at": iso_datetime(seeker.updated_at)} if seeker else None
        ),
        "company": None,
        "job_posts": [],
        **extra_export_fields(user=user),
        # Inquiries are sent anonymously and e-mail addresses are not verified: matching them by
        # address would hand one person's messages to whoever signs up with that address.
    }
