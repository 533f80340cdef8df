"""Operators hear of a post to review; the company hears whether it went live."""

from django.core import mail
from django.test import override_settings

from itjobs.accounts.tests.factories import make_post, post_fields, published, send, signed_in
from itjobs.employers.models import JobPost
from itjobs.employers.services import job_post_reject


@override_settings(MODERATION_EMAIL="moderation@itjobs.example", SITE_URL="https://itjobs.example")
def test_operators_hear_of_a_new_post_with_its_admin_link(company):
    send(signed_in(company.user), "post", "/api/employers/posts", post_fields())
    post = JobPost.objects.get()
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["moderation@itjobs.example"]
    assert "Senior Python Developer at Acme Cloud" in mail.outbox[0].subject
    assert f"https://itjobs.example/admin/employers/jobpost/{post.pk}/change/" in mail.outbox[0].body


@override_settings(SITE_URL="https://itjobs.example")
def test_the_company_hears_its_post_is_live_with_its_page(company):
    post = published(make_post(company))
    assert mail.outbox[-1].to == ["hr@acme.example"]
    assert mail.outbox[-1].subject == "Your job post is live: Senior Python Developer"
    assert f"https://itjobs.example/jobs/senior-python-developer-at-acme-cloud-direct-{post.pk}" in mail.outbox[-1].body


def test_the_company_hears_why_its_post_was_rejected(company):
    job_post_reject(post=make_post(company), note="Please add the salary currency.")
    assert mail.outbox[-1].to == ["hr@acme.example"]
    assert "Reason: Please add the salary currency." in mail.outbox[-1].body


@override_settings(AUTO_APPROVE_POSTS=True)
def test_auto_approved_posts_skip_the_review_email(company):
    send(signed_in(company.user), "post", "/api/employers/posts", post_fields())
    assert [message.subject for message in mail.outbox] == ["Your job post is live: Senior Python Developer"]


def test_a_failing_mail_server_does_not_undo_the_post(company, settings):
    settings.EMAIL_BACKEND = "itjobs.employers.tests.test_inquiry.BrokenBackend"
    response = send(signed_in(company.user), "post", "/api/employers/posts", post_fields())
    assert response.status_code == 201
    assert JobPost.objects.count() == 1


def test_the_note_an_operator_wrote_in_the_admin_reaches_the_company(company):
    from django.contrib.auth.models import User
    from django.test import Client

    post = make_post(company)
    JobPost.objects.filter(pk=post.pk).update(moderation_note="The role is not in IT.")
    operator = User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "operator-password")
    client = Client()
    client.force_login(operator)
    client.post("/admin/employers/jobpost/", {"action": "reject", "_selected_action": [post.pk]})
    assert JobPost.objects.get(pk=post.pk).status == "rejected"
    assert "Reason: The role is not in IT." in mail.outbox[-1].body
