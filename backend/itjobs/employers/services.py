"""Writes for employers: the company, job posts through moderation, and the plan cap.

The cap (pending + published posts ≤ the plan's limit) is checked inside a transaction that first
locks the company row (SELECT ... FOR UPDATE on PostgreSQL; on SQLite every transaction begins
IMMEDIATE, which serializes writers), so two posts sent at once cannot both slip under it.
"""

from dataclasses import asdict, dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth.models import User
from django.db import transaction
from django.utils import timezone

from itjobs.accounts.services import profile_mark_onboarded
from itjobs.accounts.verification import email_is_verified
from itjobs.core.errors import Conflict
from itjobs.jobs.search_cache import bump_search_generation

from . import notifications, search
from .models import ACTIVE_STATUSES, Company, JobPost, JobPostStatus

ONLY_PENDING_EDITABLE = "Only posts pending review can be edited."
ONLY_ACTIVE_CLOSABLE = "Only pending or published posts can be closed."
ONLY_PENDING_PUBLISHABLE = "Only posts pending review can be published."
ONLY_ACTIVE_REJECTABLE = "Only pending or published posts can be rejected."
ONLY_LIVE_RENEWABLE = "Only published or expired posts can be renewed."


class EmailNotVerified(Conflict):
    """Published posts show the company's address to applicants: only a verified one may be shown."""

    def __init__(self, company: Company) -> None:
        super().__init__(
            f"{company.name} has not verified its e-mail address ({company.user.email}) yet, so its posts "
            "cannot be published. The company has been sent a link and is reminded on its dashboard."
        )


class StaleRevision(Conflict):
    """The post changed after the moderator read it: what they approved is not what it says now."""

    def __init__(self, post: JobPost, seen: int | None) -> None:
        seen_text = f"you reviewed version {seen}" if seen is not None else "the version you reviewed is unknown"
        super().__init__(
            f"This post was changed after you reviewed it ({seen_text}; it is now version {post.revision}). "
            "It was not published: open it again and review the current text."
        )


@dataclass(frozen=True)
class JobPostFields:
    """What the company writes (a post's content: a change makes a new revision); the company name
    and contact e-mail come from the account."""

    title: str
    explanation: str
    location: str
    country: str
    job_type: str
    salary: str
    description: str
    requirements: str


class PlanLimitReached(Conflict):
    def __init__(self, company: Company) -> None:
        limit = company.post_limit
        noun = "post" if limit == 1 else "posts"
        super().__init__(
            f"Your {company.get_plan_display()} plan allows {limit} active job {noun} (pending or published). "
            "Close a post or upgrade your plan to post more."
        )


def post_days() -> int:
    return settings.JOB_POST_DAYS


def company_create(*, user: User, name: str) -> Company:
    return Company.objects.create(user=user, name=name.strip())


def company_profile_update(
    *, company: Company, description: str, website: str, logo_url: str, now: datetime | None = None
) -> Company:
    with transaction.atomic():
        company.description, company.website, company.logo_url = description, website, logo_url
        company.save(update_fields=["description", "website", "logo_url", "updated_at"])
        profile_mark_onboarded(user=company.user, now=now)
    # Its company page shows the profile: cached pages and answers are kept by the index generation.
    transaction.on_commit(bump_search_generation)
    return company


def _lock_company_under_cap(company_id: int) -> Company:
    """The company row, locked until the transaction ends, after checking it may add a post."""
    company = Company.objects.select_for_update(of=("self",)).select_related("user").get(pk=company_id)
    if JobPost.objects.filter(company=company, status__in=ACTIVE_STATUSES).count() >= company.post_limit:
        raise PlanLimitReached(company)
    return company


def job_post_create(*, company: Company, fields: JobPostFields, now: datetime | None = None) -> JobPost:
    """A new post, pending review; with AUTO_APPROVE_POSTS published at once."""
    with transaction.atomic():
        locked = _lock_company_under_cap(company.pk)
        post = JobPost.objects.create(company=locked, contact_email=locked.user.email, **asdict(fields))
    if settings.AUTO_APPROVE_POSTS:
        if email_is_verified(locked.user):
            return job_post_publish(post=post, revision=post.revision, now=now)
        return post  # published once the address is verified (company_posts_on_email_verified)
    notifications.notify_post_submitted(post, verified=email_is_verified(locked.user))
    return post


def _locked(post: JobPost) -> JobPost:
    return JobPost.objects.select_for_update(of=("self",)).select_related("company__user").get(pk=post.pk)


CONTENT_FIELDS = tuple(JobPostFields.__dataclass_fields__)


def job_post_update(*, post: JobPost, fields: JobPostFields) -> JobPost:
    """The company edits a pending post. A real change makes a new revision, so an approval of the
    version a moderator already read is refused, and the moderators are told to read it again."""
    with transaction.atomic():
        post = _locked(post)
        if post.status != JobPostStatus.PENDING:
            raise Conflict(ONLY_PENDING_EDITABLE)
        changed = [name for name, value in asdict(fields).items() if getattr(post, name) != value]
        for name, value in asdict(fields).items():
            setattr(post, name, value)
        if changed:
            post.revision += 1
        post.save()
    if changed:
        notifications.notify_post_changed(post, changed=changed)
    return post


def job_post_duplicate(*, post: JobPost, now: datetime | None = None) -> JobPost:
    """A new pending copy of any post (the plan cap applies)."""
    fields = JobPostFields(**{name: getattr(post, name) for name in JobPostFields.__dataclass_fields__})
    return job_post_create(company=post.company, fields=fields, now=now)


def _end(post: JobPost, *, status: str, allowed: tuple[str, ...], error: str, note: str | None = None) -> JobPost:
    """Move an active post to a final status and take it out of search if it was there."""
    with transaction.atomic():
        post = _locked(post)
        if post.status not in allowed:
            raise Conflict(error)
        was_published = post.status == JobPostStatus.PUBLISHED
        post.status = status
        if note is not None:
            post.moderation_note = note
        post.save()
        if was_published and status == JobPostStatus.REJECTED:
            search.search_delete(post=post)  # rejected: an operator ruled it out, nothing of it stays
        elif was_published:
            search.search_remove(post=post)
    return post


def job_post_close(*, post: JobPost) -> JobPost:
    return _end(post, status=JobPostStatus.CLOSED, allowed=ACTIVE_STATUSES, error=ONLY_ACTIVE_CLOSABLE)


def job_post_reject(*, post: JobPost, note: str | None = None) -> JobPost:
    """Keep a post out of search; note=None keeps the note an operator already wrote on the post."""
    post = _end(post, status=JobPostStatus.REJECTED, allowed=ACTIVE_STATUSES, error=ONLY_ACTIVE_REJECTABLE, note=note)
    notifications.notify_post_rejected(post)
    return post


def job_post_publish(*, post: JobPost, revision: int | None, now: datetime | None = None) -> JobPost:
    """Approve a pending post as it was at `revision` (the version the moderator read; a post changed
    since raises StaleRevision): live in search as 'direct-{id}' for JOB_POST_DAYS."""
    now = now or timezone.now()
    with transaction.atomic():
        post = _locked(post)
        if post.status != JobPostStatus.PENDING:
            raise Conflict(ONLY_PENDING_PUBLISHABLE)
        if revision is None or post.revision != revision:
            raise StaleRevision(post, revision)
        if not email_is_verified(post.company.user):
            raise EmailNotVerified(post.company)
        post.status = JobPostStatus.PUBLISHED
        post.published_at = now
        post.expires_at = now + timedelta(days=post_days())
        post.save()
        search.search_publish(post=post, now=now)
    notifications.notify_post_published(post)
    return post


def job_post_renew(*, post: JobPost, now: datetime | None = None) -> JobPost:
    """Another JOB_POST_DAYS from now; an expired post comes back (within the plan cap)."""
    now = now or timezone.now()
    with transaction.atomic():
        post = _locked(post)
        if post.status == JobPostStatus.EXPIRED:
            _lock_company_under_cap(post.company_id)
        elif post.status != JobPostStatus.PUBLISHED:
            raise Conflict(ONLY_LIVE_RENEWABLE)
        if not email_is_verified(post.company.user):
            raise EmailNotVerified(post.company)
        post.status = JobPostStatus.PUBLISHED
        post.expires_at = now + timedelta(days=post_days())
        post.save()
        search.search_publish(post=post, now=now)
    return post


def job_posts_expire_due(*, now: datetime | None = None) -> int:
    """Published posts past their expires_at become 'expired' and leave search; returns how many."""
    now = now or timezone.now()
    due = JobPost.objects.filter(status=JobPostStatus.PUBLISHED, expires_at__lte=now)
    count = 0
    for post_id in list(due.values_list("pk", flat=True)):
        with transaction.atomic():
            post = due.select_for_update().filter(pk=post_id).first()  # renewed meanwhile: not due
            if post is None:
                continue
            post.status = JobPostStatus.EXPIRED
            post.save(update_fields=["status", "updated_at"])
            search.search_remove(post=post, now=now)
        count += 1
    return count


def company_posts_on_email_verified(*, company: Company, now: datetime | None = None) -> None:
    """The company's address is verified now: with AUTO_APPROVE_POSTS its pending posts go live,
    else the moderators hear that the posts waiting for review can be approved."""
    pending = list(JobPost.objects.filter(company=company, status=JobPostStatus.PENDING).order_by("pk"))
    if not pending:
        return
    if not settings.AUTO_APPROVE_POSTS:
        notifications.notify_company_verified(company, pending)
        return
    for post in pending:
        try:
            job_post_publish(post=post, revision=post.revision, now=now)
        except Conflict:  # closed or changed meanwhile: it waits for the next edit or a moderator
            continue
