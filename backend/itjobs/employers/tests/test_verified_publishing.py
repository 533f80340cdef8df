"""Only a verified address is shown to applicants: a company's post is published (or renewed) only
once the company has verified its e-mail address; posts that waited for it move on then."""

from importlib import import_module

import pytest
from django.apps import apps
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client
from django.utils import timezone

from itjobs.accounts.models import Profile
from itjobs.accounts.tests.factories import make_company, make_post, post_fields, published, send, signed_in
from itjobs.accounts.verification import verification_confirm, verification_link
from itjobs.employers.models import JobPost, JobPostStatus
from itjobs.employers.services import EmailNotVerified, job_post_publish, job_post_renew
from itjobs.jobs.models import Job

LIST = "/admin/employers/jobpost/"


@pytest.fixture(autouse=True)
def _plain_static(settings):
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def unverified(db):
    return make_company(email="hr@initech.example", name="Initech", verified=False)


def _verify(user: User) -> None:
    link = verification_link(user=user, now=timezone.now())
    verification_confirm(token=link.split("token=", 1)[1])


def test_an_unverified_companys_post_is_not_published(unverified):
    post = make_post(unverified)
    with pytest.raises(EmailNotVerified) as refused:
        job_post_publish(post=post, revision=post.revision)
    assert refused.value.message.startswith(
        "Initech has not verified its e-mail address (hr@initech.example) yet, so its posts cannot be published."
    )
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING
    assert not Job.objects.filter(id=post.job_id).exists()  # its address is nowhere in search


def test_the_admin_says_why_and_publishes_after_verification(unverified):
    ops = Client()
    ops.force_login(User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "x"))
    post = make_post(unverified)
    review = ops.post(LIST, {"action": "approve", "_selected_action": [post.pk]}).content.decode()
    assert "not verified yet: cannot be published" in review
    body = {"action": "approve", "_selected_action": [post.pk], "confirm": "yes", f"revision_{post.pk}": "1"}
    refused = ops.post(LIST, body, follow=True)
    assert any("has not verified its e-mail address" in str(m) for m in refused.context["messages"])
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING

    _verify(unverified.user)
    ops.post(LIST, body)
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PUBLISHED


def test_the_moderators_hear_of_an_unverified_post_and_then_of_the_verification(unverified, settings):
    created = send(signed_in(unverified.user), "post", "/api/employers/posts", post_fields()).json()
    [submitted] = mail.outbox
    assert "has not verified its e-mail address (hr@initech.example) yet" in submitted.body
    _verify(unverified.user)
    [_, verified] = mail.outbox
    assert verified.to == [settings.MODERATION_EMAIL]
    assert verified.subject == "Initech verified its e-mail address: 1 job post waits for review"
    assert f"/admin/employers/jobpost/{created['id']}/change/" in verified.body


def test_auto_approved_posts_wait_for_the_verification(unverified, settings):
    settings.AUTO_APPROVE_POSTS = True
    created = send(signed_in(unverified.user), "post", "/api/employers/posts", post_fields()).json()
    assert created["status"] == "pending"
    _verify(unverified.user)
    post = JobPost.objects.get(pk=created["id"])
    assert post.status == JobPostStatus.PUBLISHED
    assert "hr@initech.example" in Job.objects.get(id=post.job_id).description_text


def test_renewing_needs_a_verified_address_too(company):
    post = published(make_post(company))
    company.user.profile.verified_email = ""
    company.user.profile.save()
    with pytest.raises(EmailNotVerified):
        job_post_renew(post=post)


def test_posts_published_before_verification_existed_go_back_to_review(company):
    """What migration employers.0003 does: an unverified company's live post leaves search."""
    verified_post = published(make_post(company))
    legacy_company = make_company(email="hr@legacy.example", name="Legacy Ltd")
    legacy = published(make_post(legacy_company, title="Golang Developer"))
    Profile.objects.filter(user=legacy_company.user).update(verified_email="")  # as before verification

    import_module("itjobs.employers.migrations.0003_unverified_posts_back_to_review").back_to_review(apps, None)

    legacy.refresh_from_db()
    assert legacy.status == JobPostStatus.PENDING
    assert legacy.moderation_note.startswith("Back in review: verify your e-mail address")
    assert Job.objects.get(id=legacy.job_id).expires_at <= timezone.now()  # out of search at once
    assert JobPost.objects.get(pk=verified_post.pk).status == JobPostStatus.PUBLISHED
    assert Job.objects.get(id=verified_post.job_id).expires_at > timezone.now()
