"""Approval publishes the version the moderator read: an edit after the review page was shown is not
published, the moderators are told of every edit, and a stale change form saves nothing."""

from typing import Any

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client

from itjobs.accounts.tests.factories import make_post, post_fields, send, signed_in
from itjobs.employers.models import JobPost, JobPostStatus
from itjobs.employers.services import StaleRevision, job_post_publish
from itjobs.jobs.models import Job

LIST = "/admin/employers/jobpost/"


@pytest.fixture(autouse=True)
def _plain_static(settings):
    """The manifest storage needs collectstatic; the admin's pages only need the file names here."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def ops(db) -> Client:
    operator = User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "operator-password")
    client = Client()
    client.force_login(operator)
    return client


def _edit(post: JobPost, **changes: str) -> Any:
    return send(signed_in(post.company.user), "put", f"/api/employers/posts/{post.pk}", post_fields(**changes))


def _messages(response: Any) -> list[str]:
    return [str(message) for message in response.context["messages"]] if response.context else []


def test_the_approve_action_first_shows_each_post_in_full_with_its_version(ops, company):
    post = make_post(company)
    page = ops.post(LIST, {"action": "approve", "_selected_action": [post.pk]})
    assert page.status_code == 200
    html = page.content.decode()
    assert "Approve job posts" in html
    assert "5+ years of Python, Django, PostgreSQL and AWS experience." in html  # the whole text
    assert f'name="revision_{post.pk}" value="1"' in html
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING  # nothing published yet

    done = ops.post(
        LIST,
        {"action": "approve", "_selected_action": [post.pk], "confirm": "yes", f"revision_{post.pk}": "1"},
        follow=True,
    )
    assert "Published 1 job post." in _messages(done)
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PUBLISHED


def test_an_edit_after_the_review_page_is_not_published(ops, company):
    post = make_post(company)
    ops.post(LIST, {"action": "approve", "_selected_action": [post.pk]})  # the moderator reads version 1
    assert _edit(post, description="Now a different job entirely: " + "x" * 40).status_code == 200

    done = ops.post(
        LIST,
        {"action": "approve", "_selected_action": [post.pk], "confirm": "yes", f"revision_{post.pk}": "1"},
        follow=True,
    )
    post.refresh_from_db()
    assert post.status == JobPostStatus.PENDING
    assert post.revision == 2
    assert not Job.objects.filter(id=post.job_id).exists()
    [warning] = _messages(done)
    assert "was changed after you reviewed it (you reviewed version 1; it is now version 2)" in warning


def test_a_confirmation_without_the_version_publishes_nothing(ops, company):
    post = make_post(company)
    ops.post(LIST, {"action": "approve", "_selected_action": [post.pk], "confirm": "yes"})
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING


def test_the_service_refuses_a_stale_or_unnamed_version(company):
    post = make_post(company)
    with pytest.raises(StaleRevision):
        job_post_publish(post=post, revision=None)
    _edit(post, title="Staff Python Developer")
    with pytest.raises(StaleRevision):
        job_post_publish(post=post, revision=1)
    assert job_post_publish(post=post, revision=2).title == "Staff Python Developer"


def test_an_edit_tells_the_moderators_and_an_unchanged_save_does_not(company, settings):
    post = make_post(company)
    assert _edit(post).status_code == 200  # the same text again
    assert mail.outbox == []
    assert JobPost.objects.get(pk=post.pk).revision == 1

    assert _edit(post, title="Staff Python Developer", salary="$200,000 a year").status_code == 200
    [message] = mail.outbox
    assert message.to == [settings.MODERATION_EMAIL]
    assert message.subject == "Job post changed, review it again: Staff Python Developer at Acme Cloud"
    assert "(title, salary); it is now version 2" in message.body
    assert f"/admin/employers/jobpost/{post.pk}/change/" in message.body


def test_a_published_post_cannot_be_edited_by_the_company(company):
    post = make_post(company)
    job_post_publish(post=post, revision=1)
    assert _edit(post, title="Bait and switch").status_code == 409
    assert JobPost.objects.get(pk=post.pk).title == "Senior Python Developer"


def _change_form_body(ops: Client, post: JobPost) -> dict[str, Any]:
    """The change form's fields as the browser would send them, as opened now."""
    form = ops.get(f"{LIST}{post.pk}/change/").context["adminform"].form
    body = {name: form[name].value() for name in form.fields}
    return {key: ("" if value is None else value) for key, value in body.items()}


def test_the_change_form_carries_its_version_and_a_stale_save_changes_nothing(ops, company):
    post = make_post(company)
    body = _change_form_body(ops, post)
    assert body["seen_revision"] == 1
    _edit(post, title="Staff Python Developer")  # the company edits while the form is open

    body["location"] = "Berlin"  # the moderator's correction of the old text
    response = ops.post(f"{LIST}{post.pk}/change/", body)
    assert response.status_code == 200  # the form again, with the error
    assert "The company changed this post after you opened it (you opened version 1; it is now version 2)" in (
        response.content.decode()
    )
    post.refresh_from_db()
    assert (post.title, post.location, post.revision) == ("Staff Python Developer", "Austin, TX", 2)


def test_approve_this_version_in_the_change_form(ops, company):
    post = make_post(company)
    body = _change_form_body(ops, post)
    assert 'name="_approve"' in ops.get(f"{LIST}{post.pk}/change/").content.decode()
    _edit(post, title="Staff Python Developer")
    stale = ops.post(f"{LIST}{post.pk}/change/", {**body, "_approve": "Approve"})
    assert stale.status_code == 200
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING

    fresh = _change_form_body(ops, post)
    fresh["salary"] = "$130,000 - $160,000 a year"  # corrected by the moderator, then approved
    done = ops.post(f"{LIST}{post.pk}/change/", {**fresh, "_approve": "Approve"}, follow=True)
    assert "Published Staff Python Developer (version 3)." in _messages(done)
    post.refresh_from_db()
    assert (post.status, post.revision, post.salary) == (JobPostStatus.PUBLISHED, 3, "$130,000 - $160,000 a year")
    assert Job.objects.filter(id=post.job_id).exists()
