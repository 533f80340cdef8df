"""From pending to search: an operator approves a post, it is found as 'direct-N' with its own page."""

from datetime import timedelta
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone

from itjobs.accounts.tests.factories import make_company, make_post, post_fields, published, send, signed_in
from itjobs.core.errors import Conflict
from itjobs.employers.models import JobPost, JobPostStatus
from itjobs.employers.services import job_post_reject
from itjobs.jobs.models import Job
from itjobs.jobs.selectors import JobQuery, job_search


@pytest.fixture
def operator(db):
    return User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "operator-password")


def _admin_action(operator: User, action: str, *posts: JobPost) -> None:
    client = Client()
    client.force_login(operator)
    body: dict[str, Any] = {"action": action, "_selected_action": [post.pk for post in posts]}
    if action == "approve":  # confirmed with the versions the review page showed
        body |= {"confirm": "yes", **{f"revision_{post.pk}": post.revision for post in posts}}
    response = client.post("/admin/employers/jobpost/", body)
    assert response.status_code == 302


def _found(keyword: str, **filters: Any) -> list[str]:
    return [job.id for job in job_search(query=JobQuery(keyword=keyword, country="us", **filters)).jobs]


def test_an_approved_post_is_found_in_search_and_opens_on_its_own_page(operator, company):
    company.website = "https://acme.example/careers"
    company.save()
    created = send(signed_in(company.user), "post", "/api/employers/posts", post_fields()).json()
    post = JobPost.objects.get(pk=created["id"])
    assert _found("python developer") == []

    _admin_action(operator, "approve", post)

    post.refresh_from_db()
    assert post.status == JobPostStatus.PUBLISHED
    assert post.published_at is not None
    assert post.expires_at == post.published_at + timedelta(days=30)
    assert _found("python developer") == [f"direct-{post.pk}"]
    assert _found("python", source="direct") == [f"direct-{post.pk}"]
    detail = Client().get(f"/api/jobs/direct-{post.pk}").json()
    assert detail["id"] == f"direct-{post.pk}"
    assert detail["source"] == "Direct"
    assert detail["title"] == "Senior Python Developer"
    assert detail["company_name"] == "Acme Cloud"
    assert detail["apply_url"] == "https://acme.example/careers"
    assert detail["explanation"] == post.explanation
    assert Job.objects.get(id=post.job_id).expires_at == post.expires_at
    dashboard = send(signed_in(company.user), "get", f"/api/employers/posts/{post.pk}").json()
    assert dashboard["job_id"] == f"direct-{post.pk}"


def test_the_job_page_carries_jobposting_json_ld(company):
    post = published(make_post(company))
    job = Job.objects.get(id=post.job_id)
    from itjobs.jobs.structured_data import job_posting_ld

    ld = job_posting_ld(job)
    assert ld is not None
    assert ld["title"] == "Senior Python Developer"
    assert ld["hiringOrganization"]["name"] == "Acme Cloud"
    assert ld["employmentType"] == "FULL_TIME"
    assert "5+ years of Python" in ld["description"]


def test_a_rejected_post_stays_out_of_search(operator, company):
    post = make_post(company)
    _admin_action(operator, "reject", post)
    post.refresh_from_db()
    assert post.status == JobPostStatus.REJECTED
    assert not Job.objects.filter(id=post.job_id).exists()


def test_rejecting_a_published_post_takes_it_out_of_search(company):
    post = published(make_post(company))
    job_post_reject(post=post, note="Not an IT role")
    assert _found("python developer") == []
    assert JobPost.objects.get(pk=post.pk).moderation_note == "Not an IT role"


def test_only_pending_posts_can_be_approved(operator, company):
    post = make_post(company, status=JobPostStatus.CLOSED)
    with pytest.raises(Conflict):
        published(post)
    _admin_action(operator, "approve", post)  # reported in the admin, not a crash
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.CLOSED


def test_approving_several_posts_publishes_each(operator):
    acme = make_company(plan="enterprise")
    posts = [make_post(acme, title=f"Python Developer {n}") for n in range(3)]
    _admin_action(operator, "approve", *posts)
    assert set(_found("python developer")) == {post.job_id for post in posts}


def test_a_stated_salary_reaches_the_filter_and_json_ld(company):
    post = published(make_post(company, salary="$120,000 - $150,000 a year"))
    job = Job.objects.get(id=post.job_id)
    assert (job.salary_min, job.salary_max, job.salary_currency, job.salary_period) == (120000, 150000, "USD", "YEAR")
    assert _found("python", min_salary=120000) == [post.job_id]
    assert _found("python", min_salary=130000) == []  # the filter reads the minimum
    from itjobs.jobs.structured_data import job_posting_ld

    ld = job_posting_ld(job)
    assert ld is not None
    assert ld["baseSalary"]["currency"] == "USD"


def test_a_remote_post_is_marked_remote(company):
    post = published(make_post(company, location="Remote", job_type="contract"))
    job = Job.objects.get(id=post.job_id)
    assert job.remote is True
    assert job.employment_type == "CONTRACTOR"
    assert post.job_id in _found("python", remote=True)


def test_published_at_and_expiry_follow_the_clock(company):
    now = timezone.now() - timedelta(days=2)
    post = published(make_post(company), now=now)
    assert post.published_at == now
    assert post.expires_at == now + timedelta(days=30)


def test_deleting_in_the_admin_takes_posts_out_of_search(operator, company, other_company):
    post = published(make_post(company))
    other = published(make_post(other_company, title="Golang Developer"))
    company.user.delete()  # cascades to company and posts, as the admin's delete does
    assert not Job.objects.filter(id=post.job_id).exists()
    assert Job.objects.filter(id=other.job_id).exists()


def test_an_operators_edit_of_a_published_post_shows_in_search(operator, company):
    post = published(make_post(company))
    client = Client()
    client.force_login(operator)
    change = f"/admin/employers/jobpost/{post.pk}/change/"
    form = {**post_fields(title="Lead Python Developer"), "company": company.pk, "moderation_note": ""}
    form["seen_revision"] = post.revision  # the version the change form was opened at
    assert client.post(change, form).status_code == 302
    assert Job.objects.get(id=post.job_id).title == "Lead Python Developer"
