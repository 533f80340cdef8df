"""The account API's contract (/api/auth and /api/account): what the screens send and get back.

Field checks raise the exact messages the screens show (spec §5); a failing body answers HTTP 422
{"detail": [...], "errors": {"<field>": "<message>"}} through config/api.py's validation handler.
Every other failure answers {"detail": "<message>"} with its status.
"""

from datetime import datetime
from typing import Annotated, Any, Literal

from ninja import Field, Schema
from pydantic import BeforeValidator, field_validator

from itjobs.core.fields import INVALID_EMAIL, OptionalUrl, is_email

UserType = Literal["job_seeker", "company"]

PASSWORD_REQUIRED = "Password is required"  # noqa: S105 -- a message
TERMS_REQUIRED = "You must accept the terms to continue"
USER_TYPE_REQUIRED = "Please choose an account type."
COMPANY_NAME_SHORT = "Company name must be at least 2 characters."
EXPERIENCE_RANGE = "Experience must be a whole number of years from 0 to 50."
SKILLS_INVALID = "Skills must be a list of up to 50 skills, each at most 50 characters."


def _email(value: object) -> str:
    email = value.strip().lower() if isinstance(value, str) else ""
    if not email or len(email) > 254 or not is_email(email):
        raise ValueError(INVALID_EMAIL)
    return email


def _password(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(PASSWORD_REQUIRED)
    return value


def _terms(value: object) -> bool:
    if value is not True:
        raise ValueError(TERMS_REQUIRED)
    return True


# Before-validators with defaults validated too, so a missing field gets the same message as a blank one.
Email = Annotated[str, BeforeValidator(_email)]
Password = Annotated[str, BeforeValidator(_password)]
TermsAccepted = Annotated[bool, BeforeValidator(_terms)]


class CsrfOut(Schema):
    """GET /api/auth/csrf: also sets the `csrftoken` cookie the client echoes in X-CSRFToken."""

    csrf_token: str


class LoginIn(Schema):
    """POST /api/auth/login. Messages: 'Invalid email address', 'Password is required',
    'You must accept the terms to continue'."""

    email: Email = Field("", validate_default=True, description="The e-mail address (the login name)")
    password: Password = Field("", validate_default=True)
    terms_accepted: TermsAccepted = Field(False, validate_default=True, description="The terms checkbox; must be true")


class SignupIn(Schema):
    """POST /api/auth/signup. company_name is required (2+ characters) for a company account.
    Password messages come from Django's validators (e.g. 'This password is too short. It must
    contain at least 8 characters.'); a taken e-mail: 'An account with this email already exists.'"""

    email: Email = Field("", validate_default=True)
    password: Password = Field("", validate_default=True)
    user_type: UserType = Field(None, validate_default=True, description="'job_seeker' or 'company'")
    terms_accepted: TermsAccepted = Field(False, validate_default=True)
    company_name: str | None = Field(None, description="Required for a company account")

    @field_validator("user_type", mode="before")
    @classmethod
    def _check_user_type(cls, value: object) -> object:
        if value not in ("job_seeker", "company"):
            raise ValueError(USER_TYPE_REQUIRED)
        return value

    @field_validator("company_name", mode="before")
    @classmethod
    def _strip_company_name(cls, value: object) -> str | None:
        if value is None:
            return None
        if not isinstance(value, str) or len(value.strip()) > 200:
            raise ValueError("Company name must be at most 200 characters.")
        return value.strip() or None


class PasswordResetIn(Schema):
    """POST /api/auth/password-reset: always 202 (never tells whether the address has an account)."""

    email: Email = Field("", validate_default=True)


class PasswordResetConfirmIn(Schema):
    """POST /api/auth/password-reset/confirm with uid and token from the link
    SITE_URL/reset-password?uid=..&token=.."""

    uid: str = Field(..., max_length=100)
    token: str = Field(..., max_length=200)
    new_password: Password = Field("", validate_default=True)


class MessageOut(Schema):
    """A plain confirmation, e.g. {'detail': 'Your password has been reset. You can now log in.'}"""

    detail: str


class SeekerProfileIn(Schema):
    """PUT /api/account/seeker-profile (all optional, spec §5)."""

    experience_years: int | None = Field(None, description="0 to 50")
    skills: list[str] = Field(default_factory=list, description="Up to 50 skills, each at most 50 characters")
    resume_url: OptionalUrl = Field("", description="An http(s) URL or ''")

    @field_validator("experience_years", mode="before")
    @classmethod
    def _check_experience(cls, value: object) -> int | None:
        if value is None or value == "":
            return None
        if isinstance(value, bool) or not isinstance(value, int | float | str):
            raise ValueError(EXPERIENCE_RANGE)
        try:
            number = float(value)
        except ValueError:
            raise ValueError(EXPERIENCE_RANGE) from None
        if not number.is_integer() or not 0 <= number <= 50:
            raise ValueError(EXPERIENCE_RANGE)
        return int(number)

    @field_validator("skills", mode="before")
    @classmethod
    def _check_skills(cls, value: object) -> list[str]:
        if value is None:
            return []
        if not isinstance(value, list) or len(value) > 50:
            raise ValueError(SKILLS_INVALID)
        skills: list[str] = []
        for item in value:
            if not isinstance(item, str) or len(item.strip()) > 50:
                raise ValueError(SKILLS_INVALID)
            if item.strip() and item.strip().lower() not in {s.lower() for s in skills}:
                skills.append(item.strip())
        return skills


class SeekerProfileOut(Schema):
    experience_years: int | None
    skills: list[str]
    resume_url: str
    updated_at: datetime | None


class CompanySummaryOut(Schema):
    """The company of a company account (full profile: GET /api/employers/company)."""

    id: int
    name: str
    plan: Literal["starter", "professional", "enterprise"]
    profile_completed: bool


class AccountOut(Schema):
    id: int
    email: str
    user_type: str | None = Field(description="'job_seeker', 'company', or anything else: 'Unknown User Type'")
    terms_accepted: bool
    terms_accepted_date: str | None = Field(description="ISO 8601, e.g. '2026-11-22T11:30:00.123Z'")
    profile_completed: bool = Field(description="The onboarding form has been saved once")
    email_verified: bool = Field(
        description="A verification link for this address was opened; a company's posts are published only then"
    )
    company: CompanySummaryOut | None
    seeker_profile: SeekerProfileOut | None


class SessionOut(Schema):
    """GET /api/auth/session; also the 200 body of login and signup."""

    authenticated: bool
    user: AccountOut | None


class AccountDeleteIn(Schema):
    """DELETE /api/account: the current password confirms. Wrong: 422 errors.password
    'Password is incorrect.'"""

    password: Password = Field("", validate_default=True)


class AccountExportOut(Schema):
    """GET /api/account/export: everything we hold about the signed-in user, as JSON."""

    exported_at: datetime
    account: dict[str, Any]
    profile: dict[str, Any] | None
    seeker_profile: dict[str, Any] | None
    company: dict[str, Any] | None
    job_posts: list[dict[str, Any]]


class EmailVerifyIn(Schema):
    """POST /api/email-verification/confirm with the token of the link SITE_URL/verify-email?token=..."""

    token: str = Field(..., max_length=1000)


class EmailVerifiedOut(Schema):
    """The address is verified: {'detail': 'Your e-mail address ... is verified.', 'email': ...}."""

    detail: str
    email: str
