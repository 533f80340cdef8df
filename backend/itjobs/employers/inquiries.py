"""'Post a Job Inquiry': checks in the form service's shape (field, code, message), spam guards, storage
and the e-mail to sales.

Spam guards that real people never notice: a hidden honeypot field (a filled one is answered as a
success and dropped), a minimum time between showing and sending the form, and per-address and
per-IP limits per hour. The time the form was shown is a token the server signed when it handed the
form out (GET /api/employers/inquiries/form-token): a client cannot claim an earlier one.
"""

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from django.conf import settings
from django.core.mail import send_mail
from django.utils import timezone

from itjobs.core import ratelimit
from itjobs.core.fields import is_email
from itjobs.core.ratelimit import Window
from itjobs.core.signed_tokens import BadToken, TokenTooFresh, sign, unsign

from .models import Inquiry

logger = logging.getLogger(__name__)

TOO_FAST = "The form was sent too quickly. Please take a moment and try again."
TOO_MANY = "Too many messages. Please try again later."
FORM_EXPIRED = "This form has expired. Please reload the page and try again."
_FORM_SALT = "itjobs.employers.inquiry-form"
PRIVACY_REQUIRED = "You must agree to the privacy policy"
# field: (label, required, max length)
_TEXT_FIELDS = {
    "name": ("Name", True, 200),
    "company": ("Company", True, 200),
    "email": ("Email", True, 254),
    "message": ("Message", False, 5000),
}


@dataclass(frozen=True)
class InquiryError:
    field: str | None  # None: the whole form
    code: str
    message: str


class InquiryRefused(Exception):
    def __init__(self, errors: list[InquiryError], *, status: int = 400) -> None:
        super().__init__(errors[0].message)
        self.errors = errors
        self.status = status


def _text_errors(data: Mapping[str, object]) -> tuple[dict[str, str], list[InquiryError]]:
    values: dict[str, str] = {}
    errors: list[InquiryError] = []
    for field, (label, required, max_length) in _TEXT_FIELDS.items():
        value = data.get(field)
        if value is None:
            if required:
                errors.append(InquiryError(field, "REQUIRED_FIELD_MISSING", f"{label} is required"))
            values[field] = ""
        elif not isinstance(value, str):
            errors.append(InquiryError(field, "TYPE_TEXT", f"{label} must be text"))
        elif required and not value.strip():
            errors.append(InquiryError(field, "REQUIRED_FIELD_EMPTY", f"{label} is required"))
        elif len(value.strip()) > max_length:
            errors.append(InquiryError(field, "TYPE_TEXT", f"{label} must be at most {max_length} characters"))
        else:
            values[field] = value.strip()
    if values.get("email") and not is_email(values["email"]):
        errors.append(InquiryError("email", "TYPE_EMAIL", "Email must be a valid email address"))
    if data.get("privacy_consent") is not True:
        errors.append(InquiryError("privacy_consent", "REQUIRED_FIELD_MISSING", PRIVACY_REQUIRED))
    return values, errors


def inquiry_form_token(*, now: datetime | None = None) -> str:
    """A token saying 'the form was shown now', checked when the form comes back."""
    return sign("inquiry-form", salt=_FORM_SALT, now=now or timezone.now())


def _form_token_error(token: object, *, now: datetime) -> InquiryError | None:
    """None for a token we signed INQUIRY_MIN_FILL_SECONDS to INQUIRY_FORM_MAX_AGE_SECONDS ago."""
    try:
        unsign(
            token,
            salt=_FORM_SALT,
            now=now,
            min_age=settings.INQUIRY_MIN_FILL_SECONDS,
            max_age=settings.INQUIRY_FORM_MAX_AGE_SECONDS,
        )
    except TokenTooFresh:
        return InquiryError(None, "BLOCKED", TOO_FAST)
    except BadToken:  # missing, forged, tampered or too old
        return InquiryError(None, "BLOCKED", FORM_EXPIRED)
    return None


def _over_rate(*, email: str, ip: str, now: datetime) -> bool:
    """Counts this attempt against the address and the IP; True when either is over its hourly limit."""
    seconds = settings.INQUIRY_RATE_WINDOW_SECONDS
    by_email = ratelimit.hit(Window(ratelimit.hashed_key("inquiry-email", email), seconds), now=now)
    by_ip = ratelimit.hit(Window(ratelimit.hashed_key("inquiry-ip", ip), seconds), now=now)
    return by_email > settings.INQUIRY_RATE_PER_EMAIL or by_ip > settings.INQUIRY_RATE_PER_IP


def _email_sales(inquiry: Inquiry) -> None:
    body = (
        f"Name: {inquiry.name}\nCompany: {inquiry.company}\nEmail: {inquiry.email}\n\n"
        f"{inquiry.message or '(no message)'}\n"
    )
    try:
        send_mail(
            subject=f"Job posting inquiry from {inquiry.company}",
            message=body,
            from_email=None,
            recipient_list=[settings.SALES_EMAIL],
        )
    except Exception:  # stored either way: sales also sees it in the admin
        logger.exception("Could not e-mail inquiry %s to sales", inquiry.pk)
        return
    Inquiry.objects.filter(pk=inquiry.pk).update(emailed=True)
    inquiry.emailed = True


def inquiry_submit(*, data: Mapping[str, object], ip: str, now: datetime | None = None) -> Inquiry | None:
    """Store and e-mail a valid inquiry; None when the honeypot caught it. Raises InquiryRefused."""
    now = now or timezone.now()
    honeypot = data.get("website")
    if honeypot not in (None, ""):
        logger.info("Inquiry honeypot filled from %s: dropped", ip)
        return None
    values, errors = _text_errors(data)
    if errors:
        raise InquiryRefused(errors)
    if token_error := _form_token_error(data.get("form_token"), now=now):
        raise InquiryRefused([token_error])
    if _over_rate(email=values["email"], ip=ip, now=now):
        raise InquiryRefused([InquiryError(None, "BLOCKED", TOO_MANY)], status=429)
    inquiry = Inquiry.objects.create(
        name=values["name"],
        company=values["company"],
        email=values["email"],
        message=values["message"],
        privacy_consent_at=now,
        ip_address=ip if ip != "unknown" else None,
    )
    _email_sales(inquiry)
    return inquiry
