"""The alert API's shapes. An alert's search is exactly what GET /api/jobs/search takes (JobFiltersIn)."""

from datetime import datetime
from typing import Annotated, Any, Literal

from ninja import Field, Schema
from pydantic import BeforeValidator

from itjobs.core.fields import INVALID_EMAIL, is_email
from itjobs.jobs.schemas import JobFiltersIn

FrequencyIn = Literal["daily", "weekly"]


def _optional_email(value: object) -> str | None:
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    email = value.strip().lower() if isinstance(value, str) else ""
    if not email or len(email) > 254 or not is_email(email):
        raise ValueError(INVALID_EMAIL)
    return email


OptionalEmail = Annotated[str | None, BeforeValidator(_optional_email)]


class AlertCreateIn(JobFiltersIn):
    """POST /api/alerts: the search's parameters (as GET /api/jobs/search takes them), how often, and,
    signed out, the address to confirm (signed in: the account's address; `email` is ignored)."""

    email: OptionalEmail = Field(None, description="Required signed out; ignored signed in")
    frequency: FrequencyIn = "daily"


class AlertSearchOut(Schema):
    keyword: str
    location: str
    country: str
    remote: bool | None
    posted_within_days: int | None
    min_salary: int | None
    employment_type: str | None
    source: str | None
    category: str | None
    exact: bool


class AlertOut(Schema):
    id: int
    search: AlertSearchOut
    summary: str  # 'Python Developer in Seattle (remote only)'
    frequency: FrequencyIn
    paused: bool
    confirmed: bool  # false: waiting for the address to open the confirmation link
    created_at: datetime
    last_sent_at: datetime | None
    results_path: str  # the search page: '/jobs?keyword=...'


class AlertCreatedOut(Schema):
    """Signed out: only `detail`, the same whether or not the address has an account or alerts (the
    confirmation mail says the rest). Signed in: the alert too."""

    detail: str
    alert: AlertOut | None = None


class AlertUpdateIn(Schema):
    """PATCH /api/alerts/{id}: either or both."""

    frequency: FrequencyIn | None = None
    paused: bool | None = None


class AlertListOut(Schema):
    alerts: list[AlertOut]
    limit: int  # alerts an address may have


class AlertTokenIn(Schema):
    token: str = Field(..., min_length=1, max_length=1000)


class AlertConfirmedOut(Schema):
    detail: str
    summary: str  # what the alert searches for


class UnsubscribedOut(Schema):
    detail: str


def search_out(search: dict[str, Any]) -> dict[str, Any]:
    return {name: search.get(name) for name in AlertSearchOut.model_fields} | {"exact": bool(search.get("exact"))}
