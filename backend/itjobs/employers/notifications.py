"""E-mails around moderation: operators hear of a post to review, companies of the decision.

A failed e-mail never undoes the change it reports: it is logged and the admin still shows it.
"""

import logging

from django.conf import settings
from django.core.mail import send_mail

from itjobs.jobs.seo import job_path

from .models import Company, JobPost

logger = logging.getLogger(__name__)


def _send(*, subject: str, body: str, to: str) -> bool:
    try:
        send_mail(subject=subject, message=body, from_email=None, recipient_list=[to])
    except Exception:
        logger.exception("Could not send %r to %s", subject, to)
        return False
    return True


def notify_post_submitted(post: JobPost, *, verified: bool = True) -> bool:
    """To MODERATION_EMAIL: a post waits for review, with the admin link."""
    link = f"{settings.SITE_URL}/admin/employers/jobpost/{post.pk}/change/"
    unverified = (
        ""
        if verified
        else (
            f"\n\nThe company has not verified its e-mail address ({post.company.user.email}) yet: the post "
            "cannot be published until it does (you will get an e-mail then)."
        )
    )
    return _send(
        subject=f"Job post to review: {post.title} at {post.company.name}",
        body=f"{post.company.name} posted '{post.title}' ({post.location}).{unverified}\n\nReview it here:\n{link}\n",
        to=settings.MODERATION_EMAIL,
    )


def notify_company_verified(company: Company, posts: list[JobPost]) -> bool:
    """To MODERATION_EMAIL: a company verified its address, so its posts waiting for review can be approved."""
    lines = "\n".join(
        f"- {post.title}: {settings.SITE_URL}/admin/employers/jobpost/{post.pk}/change/" for post in posts
    )
    noun = "post waits" if len(posts) == 1 else "posts wait"
    return _send(
        subject=f"{company.name} verified its e-mail address: {len(posts)} job {noun} for review",
        body=f"{company.name} verified {company.user.email}. These posts can now be approved:\n{lines}\n",
        to=settings.MODERATION_EMAIL,
    )


def notify_post_changed(post: JobPost, *, changed: list[str]) -> bool:
    """To MODERATION_EMAIL: a pending post was edited, so it needs a fresh review; approving the
    version read before the edit is refused in the admin."""
    link = f"{settings.SITE_URL}/admin/employers/jobpost/{post.pk}/change/"
    names = ", ".join(name.replace("_", " ") for name in changed)
    return _send(
        subject=f"Job post changed, review it again: {post.title} at {post.company.name}",
        body=(
            f"{post.company.name} changed '{post.title}' while it waited for review ({names}); "
            f"it is now version {post.revision}.\n\n"
            "If you had it open, reload it: an approval of the earlier version is refused.\n\n"
            f"Review it here:\n{link}\n"
        ),
        to=settings.MODERATION_EMAIL,
    )


def notify_post_published(post: JobPost) -> bool:
    """To the company: the post is live, with its public page and end date."""
    path = job_path(job_id=post.job_id, title=post.title, company_name=post.company.name)
    until = f" until {post.expires_at:%B %d, %Y}" if post.expires_at else ""
    return _send(
        subject=f"Your job post is live: {post.title}",
        body=f"'{post.title}' is now in search on {settings.SITE_NAME}{until}:\n{settings.SITE_URL}{path}\n",
        to=post.contact_email,
    )


def notify_post_rejected(post: JobPost) -> bool:
    """To the company: the post was not published, with the operator's note when there is one."""
    reason = f"\n\nReason: {post.moderation_note}" if post.moderation_note else ""
    return _send(
        subject=f"Your job post was not published: {post.title}",
        body=(
            f"We could not publish '{post.title}' on {settings.SITE_NAME}.{reason}\n\n"
            f"You can post a corrected version from your dashboard: {settings.SITE_URL}/employers/dashboard\n"
        ),
        to=post.contact_email,
    )
