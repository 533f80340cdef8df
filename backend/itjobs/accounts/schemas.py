"""The account API's contract (/api/auth and /api/account): what the screens send and get back.

Field checks raise the exact messages the screens show; a failing body answers HTTP 422
{"detail": [...], "errors": {"<field>": "<message>"}} through config/api.py's validation handler.
Every other failure answers {"detail": "<message>"} with its status.
"""

from datetime import datetime
from typing import Annotated, Any, Literal

from django.contrib.auth import password_validation
from ninja import Field, Schema
from pydantic import BeforeValidator, ConfigDict, field_validator
from pydantic import Field as PydanticField

from itjobs.core.fields import INVALID_EMAIL, ONE_LINE_PATTERN, OptionalUrl, is_email, is_one_line
from itjobs.core.schemas import required_in_schema

UserType = Literal["job_seeker", "company"]

PASSWORD_REQUIRED = "Password is required"  # noqa: S105 -- a message
TERMS_REQUIRED = "You must accept the terms to continue"
USER_TYPE_REQUIRED = "Please choose an account type."
COMPANY_NAME_SHORT = "Company name must be at least 2 characters."
EXPERIENCE_RANGE = "Experience must be a whole number of years from 0 to 50."
SKILLS_INVALID = "Skills must be a list of up to 50 skills, each at most 50 characters."
SKILL_ONE_LINE = "Each skill must be on one line."
COMPANY_NAME_LONG = "Company name must be at most 200 characters."
COMPANY_NAME_ONE_LINE = "Company name must be on one line."


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


# Before-validators with defaults validated too, so a missing field gets the same message as a blank one
# (the schemas list them as required all the same: required_in_schema).
Email = Annotated[str, BeforeValidator(_email), PydanticField(json_schema_extra={"format": "email", "maxLength": 254})]
Password = Annotated[str, BeforeValidator(_password), PydanticField(json_schema_extra={"minLength": 1})]


def _new_password_min_length() -> int:
    """What Django's MinimumLengthValidator (settings.AUTH_PASSWORD_VALIDATORS) asks of a new password."""
    validators = password_validation.get_default_password_validators()
    lengths = [v.min_length for v in validators if isinstance(v, password_validation.MinimumLengthValidator)]
    return max(lengths, default=1)


NewPassword = Annotated[
    str, BeforeValidator(_password), PydanticField(json_schema_extra={"minLength": _new_password_min_length()})
]
TermsAccepted = Annotated[bool, BeforeValidator(_terms), PydanticField(json_schema_extra={"const": True})]


class CsrfOut(Schema):
    """GET /api/auth/csrf: also sets the `csrftoken` cookie the client echoes in X-CSRFToken."""

    csrf_token: str


class LoginIn(Schema):
    """POST /api/auth/login. Messages: 'Invalid email address', 'Password is required',
    'You must accept the terms to continue'."""

    model_config = ConfigDict(json_schema_extra=required_in_schema("email", "password", "terms_accepted"))

    email: Email = Field("", validate_default=True, description="The e-mail address (the login name)")
    password: Password = Field("", validate_default=True)
    terms_accepted: TermsAccepted = Field(False, validate_default=True, description="The terms checkbox; must be true")


class SignupIn(Schema):
    """POST /api/auth/signup. company_name is required (2+ characters) for a company account.
    Password messages come from Django's validators (e.g. 'This password is too short. It must
    contain at least 8 characters.'); a taken e-mail: 'An account with this email already exists.'"""

    model_config = ConfigDict(json_schema_extra=required_in_schema("email", "password", "user_type", "terms_accepted"))

    email: Email = Field("", validate_default=True)
    password: NewPassword = Field("", validate_default=True)
    user_type: UserType = Field(None, validate_default=True, description="'job_seeker' or 'company'")
    terms_accepted: TermsAccepted = Field(False, validate_default=True)
    company_name: str | None = Field(
        None,
        max_length=200,
        json_schema_extra={"pattern": ONE_LINE_PATTERN},
        description="Required for a company account (2 to 200 characters, one line)",
    )

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
            raise ValueError(COMPANY_NAME_LONG)
        if not is_one_line(value.strip()):
            raise ValueError(COMPANY_NAME_ONE_LINE)
        return value.strip() or None


class PasswordResetIn(Schema):
    """POST /api/auth/password-reset: always 202 (never tells whether the address has an account)."""

    model_config = ConfigDict(json_schema_extra=required_in_schema("email"))

    email: Email = Field("", validate_default=True)


class PasswordResetConfirmIn(Schema):
    """POST /api/auth/password-reset/confirm with uid and token from the link
    SITE_URL/reset-password?uid=..&token=.."""

    model_config = ConfigDict(json_schema_extra=required_in_schema("new_password"))

    uid: str = Field(..., max_length=100)
    token: str = Field(..., max_length=200)
    new_password: NewPassword = Field("", validate_default=True)


class MessageOut(Schema):
    """A plain confirmation, e.g. {'detail': 'Your password has been reset. You can now log in.'}"""

    detail: str


class SeekerProfileIn(Schema):
    """PUT /api/account/seeker-profile (all optional): experience 0 to 50 years, skills, a resume URL."""

    experience_years: int | None = Field(None, ge=0, le=50, description="0 to 50")
    skills: list[Annotated[str, PydanticField(max_length=50, pattern=ONE_LINE_PATTERN)]] = Field(
        default_factory=list, max_length=50, description="Up to 50 skills, each at most 50 characters, one line"
    )
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
            if not is_one_line(item.strip()):
                raise ValueError(SKILL_ONE_LINE)
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

    model_config = ConfigDict(json_schema_extra=required_in_schema("password"))

    password: Password = Field("", validate_default=True)


class AccountExportOut(Schema):
    """GET /api/account/export: everything we hold about the signed-in user, as JSON."""

    exported_at: datetime
    account: dict[str, Any]
    profile: dict[str, Any] | None
    seeker_profile: dict[str, Any] | None
    company: dict[str, Any] | None
    job_posts: list[dict[str, Any]]
    saved_jobs: list[dict[str, Any]] = []  # the saved app's (itjobs.saved), when installed
    alerts: list[dict[str, Any]] = []  # job alerts with their confirmation and mails (itjobs.alerts)


class EmailVerifyIn(Schema):
    """POST /api/email-verification/confirm with the token of the link SITE_URL/verify-email?token=..."""

    token: str = Field(..., max_length=1000)


class EmailVerifiedOut(Schema):
    """The address is verified: {'detail': 'Your e-mail address ... is verified.', 'email': ...}."""

    detail: str
    email: str
