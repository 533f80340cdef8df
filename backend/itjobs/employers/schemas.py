"""The employer API's contract (/api/employers): company profile, job posts, inquiries.

Company profile and job post bodies fail with HTTP 422 {"detail": [...], "errors": {"<field>":
"<message>"}} (the messages the screens show); other failures answer {"detail": "<message>"}. The public
inquiry endpoint answers a form service's shape instead: 400/429
{"errors": [{"field", "code", "message"}]}.
"""

from datetime import datetime
from typing import Annotated, Any, Literal

from ninja import Field, Schema
from pydantic import BeforeValidator, ConfigDict, JsonValue
from pydantic import Field as PydanticField
from pydantic.config import JsonDict

from itjobs.core.fields import ONE_LINE_PATTERN, OptionalUrl, Text, clean_text
from itjobs.core.schemas import required_in_schema
from itjobs.jobs.countries import SUPPORTED_COUNTRIES

Plan = Literal["starter", "professional", "enterprise"]
JobType = Literal["full-time", "part-time", "contract", "freelance", "internship"]
JobPostStatus = Literal["pending", "published", "rejected", "closed", "expired"]

JOB_TYPE_REQUIRED = "Please select a job type."
COUNTRY_INVALID = "Please select a country."


def _job_type(value: object) -> object:
    if value not in ("full-time", "part-time", "contract", "freelance", "internship"):
        raise ValueError(JOB_TYPE_REQUIRED)
    return value


def _country(value: object) -> object:
    code = value.strip().lower() if isinstance(value, str) else value
    if code not in SUPPORTED_COUNTRIES:
        raise ValueError(COUNTRY_INVALID)
    return code


def _optional_description(value: object) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        return ""
    return clean_text(
        value,
        min_length=10,
        max_length=5000,
        message="Description must be at least 10 characters.",
        max_message="Description must be at most 5000 characters.",
    )


# One-line fields go into e-mail subjects and labels: CR/LF is refused ('Job title must be on one line.').
Title = Annotated[str, Text("Job title", 5, 200, one_line=True)]
Explanation = Annotated[str, Text("Job explanation", 30, 2000)]
Location = Annotated[str, Text("Location", 2, 200, one_line=True)]
Salary = Annotated[str, Text("Salary information", 1, 100, short="Salary information is required.", one_line=True)]
Description = Annotated[str, Text("Description", 50, 20000)]
Requirements = Annotated[str, Text("Requirements", 30, 10000)]


_COUNTRIES: list[JsonValue] = [*sorted(SUPPORTED_COUNTRIES)]
_ONE_LINE_200: JsonDict = {"type": "string", "minLength": 1, "maxLength": 200, "pattern": ONE_LINE_PATTERN}


class CompanyProfileIn(Schema):
    """PUT /api/employers/company (all optional): description 10+ characters
    ('Description must be at least 10 characters.'), website and logo_url http(s) URLs
    ('Please enter a valid URL.'). '' clears a field."""

    description: Annotated[
        str, BeforeValidator(_optional_description), PydanticField(json_schema_extra={"maxLength": 5000})
    ] = Field("", description="'' or 10 to 5000 characters")
    website: OptionalUrl = ""
    logo_url: OptionalUrl = ""


class CompanyOut(Schema):
    """The signed-in company: GET/PUT /api/employers/company."""

    id: int = Field(description="Equals the user id")
    name: str
    email: str = Field(description="The account e-mail: every post's contact e-mail")
    description: str
    website: str
    logo_url: str
    plan: Plan
    plan_name: str = Field(description="'Starter', 'Professional' or 'Enterprise'")
    post_limit: int = Field(description="Pending plus published posts allowed: 1, 3 or 10")
    active_posts: int = Field(description="Pending plus published posts now")
    profile_completed: bool


class JobPostIn(Schema):
    """POST /api/employers/posts and PUT /api/employers/posts/{id}. The company name and contact
    e-mail are not sent: they come from the account (read-only on the form)."""

    model_config = ConfigDict(
        json_schema_extra=required_in_schema(
            "title", "explanation", "location", "job_type", "salary", "description", "requirements"
        )
    )

    title: Title = Field("", validate_default=True)
    explanation: Explanation = Field("", validate_default=True)
    location: Location = Field("", validate_default=True)
    job_type: Annotated[JobType, BeforeValidator(_job_type)] = Field(None, validate_default=True)
    country: Annotated[str, BeforeValidator(_country)] = Field(
        "us",
        json_schema_extra={"enum": _COUNTRIES},
        description="Two-letter code the search's country filter uses (us, gb, ca, au, de, ...)",
    )
    salary: Salary = Field("", validate_default=True, description="Free text, e.g. '$90,000 - $120,000 a year'")
    description: Description = Field("", validate_default=True)
    requirements: Requirements = Field("", validate_default=True)


class JobPostOut(Schema):
    id: int
    status: JobPostStatus
    title: str
    explanation: str
    company_name: str
    location: str
    country: str
    job_type: JobType
    salary: str
    description: str
    requirements: str
    contact_email: str
    created_at: datetime
    updated_at: datetime
    published_at: datetime | None
    expires_at: datetime | None = Field(description="30 days after publishing unless renewed")
    job_id: str | None = Field(description="'direct-{id}' while published: GET /api/jobs/{job_id}")
    can_edit: bool = Field(description="Pending posts only")
    can_close: bool = Field(description="Pending or published posts")
    moderation_note: str = Field(description="Why an operator rejected it ('' when none)")


class JobPostListOut(Schema):
    """GET /api/employers/posts: the company's posts, newest first, and its plan usage."""

    posts: list[JobPostOut]
    plan: Plan
    plan_name: str
    post_limit: int
    active_posts: int


class InquiryIn(Schema):
    """POST /api/employers/inquiries (public). Every field is checked by the endpoint itself so that
    errors come back in the form-service shape; types here are loose on purpose, and the OpenAPI
    schema states the checks (inquiries.py) for clients."""

    model_config = ConfigDict(json_schema_extra=required_in_schema("name", "company", "email", "privacy_consent"))

    name: Any = Field(None, json_schema_extra=_ONE_LINE_200)
    company: Any = Field(None, json_schema_extra=_ONE_LINE_200)
    email: Any = Field(None, json_schema_extra={"type": "string", "format": "email", "maxLength": 254})
    message: Any = Field(None, json_schema_extra={"type": "string", "maxLength": 5000})
    privacy_consent: Any = Field(
        None,
        json_schema_extra={"type": "boolean", "const": True},
        description="'I agree to the privacy policy.': must be true",
    )
    website: Any = Field(
        None,
        json_schema_extra={"type": "string"},
        description="Honeypot: a hidden field people never fill; leave it empty",
    )
    form_token: Any = Field(
        None,
        json_schema_extra={"type": ["string", "null"]},  # null: none could be fetched (answered 'expired')
        description="From GET /api/employers/inquiries/form-token when the form was shown (signed, expires)",
    )


class InquiryFormTokenOut(Schema):
    """GET /api/employers/inquiries/form-token: send `token` back as the inquiry's form_token."""

    token: str = Field(
        description="A form sent sooner than INQUIRY_MIN_FILL_SECONDS (3) after this was issued is refused, "
        "and so is a token older than INQUIRY_FORM_MAX_AGE_SECONDS (a day): fetch a new one"
    )


class InquiryFieldErrorOut(Schema):
    field: str | None = Field(description="'name', 'company', 'email', 'message', 'privacy_consent'; None: the form")
    code: str = Field(description="REQUIRED_FIELD_MISSING, REQUIRED_FIELD_EMPTY, TYPE_EMAIL, TYPE_TEXT, BLOCKED")
    message: str = Field(description="'Name is required', 'Email must be a valid email address', ...")


class InquiryErrorsOut(Schema):
    errors: list[InquiryFieldErrorOut]


class InquiryOut(Schema):
    """201: stored and e-mailed to sales. The UI shows 'Thanks for reaching out!'."""

    ok: bool
    next: str | None = None
