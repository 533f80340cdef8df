"""The alert's two mails, each HTML and plain text from Django templates: the confirmation (double
opt-in) and the digest (up to DIGEST_JOBS new jobs, a link to every match, one-click unsubscribe with
RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers)."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

from itjobs.jobs.models import Job
from itjobs.jobs.seo import job_path

from .models import Alert
from .searches import results_path, search_summary
from .tokens import (
    UNCONFIRMED_DAYS,
    confirm_link,
    confirm_token,
    unsubscribe_page_link,
    unsubscribe_post_link,
    unsubscribe_token,
)

DIGEST_JOBS = 10  # jobs listed in one digest; the rest are behind 'See all matches'
_CURRENCIES = {"USD": "$", "GBP": "£", "EUR": "€", "CAD": "CA$", "AUD": "A$"}
_PERIODS = {"YEAR": "a year", "MONTH": "a month", "WEEK": "a week", "DAY": "a day", "HOUR": "an hour"}


def salary_text(job: Job) -> str | None:
    """'$120,000 – $150,000 a year', '£45,000 a year (estimated)'; None when the source states none."""
    figures = [value for value in (job.salary_min, job.salary_max) if value]
    if not figures:
        return None
    symbol = _CURRENCIES.get(job.salary_currency or "", f"{job.salary_currency} " if job.salary_currency else "")
    shown = " – ".join(f"{symbol}{value:,.0f}" for value in dict.fromkeys(figures))
    period = _PERIODS.get((job.salary_period or "").upper())
    text = f"{shown} {period}" if period else shown
    return f"{text} (estimated)" if job.salary_is_predicted else text


@dataclass(frozen=True)
class DigestJob:
    title: str
    company: str | None
    location: str
    salary: str | None
    url: str


def _digest_job(job: Job) -> DigestJob:
    location = job.location_text or ("Remote" if job.remote else "")
    if job.remote and location and "remote" not in location.lower():
        location = f"{location} · Remote"
    path = job_path(job_id=job.id, title=job.title, company_name=job.company_name)
    return DigestJob(
        title=job.title,
        company=job.company_name,
        location=location,
        salary=salary_text(job),
        url=settings.SITE_URL + path,
    )


def _message(
    *, subject: str, template: str, context: dict[str, Any], to: str, headers: dict[str, str]
) -> EmailMultiAlternatives:
    context = {"site_name": settings.SITE_NAME, "site_url": settings.SITE_URL, **context}
    message = EmailMultiAlternatives(
        subject=subject,
        body=render_to_string(f"alerts/{template}.txt", context),
        to=[to],
        headers=headers,
    )
    message.attach_alternative(render_to_string(f"alerts/{template}.html", context), "text/html")
    return message


def confirmation_message(*, alert: Alert, now: datetime) -> EmailMultiAlternatives:
    summary = search_summary(alert.search)
    return _message(
        subject=f"Confirm your job alert: {alert.search.get('keyword') or 'IT jobs'}",
        template="confirm",
        context={
            "summary": summary,
            "frequency": alert.get_frequency_display().lower(),
            "confirm_url": confirm_link(confirm_token(alert_id=alert.pk, email=alert.email, now=now)),
            "days": UNCONFIRMED_DAYS,
        },
        to=alert.email,
        headers={},
    )


def digest_message(*, alert: Alert, jobs: list[Job], more: int, now: datetime) -> EmailMultiAlternatives:
    token = unsubscribe_token(alert_id=alert.pk, email=alert.email, now=now)
    count = len(jobs) + more
    keyword = alert.search.get("keyword") or "IT jobs"
    return _message(
        subject=f"{count} new job{'s' if count != 1 else ''} for {keyword}",
        template="digest",
        context={
            "summary": search_summary(alert.search),
            "jobs": [_digest_job(job) for job in jobs],
            "count": count,
            "more": more,
            "all_url": settings.SITE_URL + results_path(alert.search),
            "unsubscribe_url": unsubscribe_page_link(token),
            "frequency": alert.get_frequency_display().lower(),
        },
        to=alert.email,
        headers={
            # RFC 8058: the mail client POSTs 'List-Unsubscribe=One-Click' to the https URL; no login.
            "List-Unsubscribe": f"<{unsubscribe_post_link(token)}>",
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
    )
