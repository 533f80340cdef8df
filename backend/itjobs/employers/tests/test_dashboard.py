"""The employer dashboard: a company sees and changes its own posts only."""

import pytest

from itjobs.accounts.tests.factories import make_post, post_fields, published, send, signed_in
from itjobs.employers.models import JobPost, JobPostStatus
from itjobs.jobs.models import Job

URL = "/api/employers/posts"


def test_it_lists_only_the_companys_posts_newest_first(company, other_company):
    company.plan = "professional"
    company.save()
    older = make_post(company, title="Backend Engineer")
    newer = make_post(company, status=JobPostStatus.REJECTED, title="Frontend Engineer")
    make_post(other_company, title="Globex Secret Role")
    data = send(signed_in(company.user), "get", URL).json()
    assert [post["id"] for post in data["posts"]] == [newer.pk, older.pk]
    assert [post["status"] for post in data["posts"]] == ["rejected", "pending"]
    assert data["posts"][0]["moderation_note"] == ""
    assert (data["plan"], data["plan_name"], data["post_limit"], data["active_posts"]) == (
        "professional",
        "Professional",
        3,
        1,
    )


@pytest.mark.parametrize(
    ("method", "suffix", "body"),
    [("get", "", None), ("put", "", post_fields()), ("post", "/close", None), ("post", "/duplicate", None)],
)
def test_another_companys_post_is_not_found(company, other_company, method, suffix, body):
    theirs = make_post(other_company)
    response = send(signed_in(company.user), method, f"{URL}/{theirs.pk}{suffix}", body)
    assert response.status_code == 404
    assert response.json() == {"detail": "Job post not found"}
    theirs.refresh_from_db()
    assert (theirs.status, theirs.title) == ("pending", "Senior Python Developer")
    assert JobPost.objects.count() == 1


def test_a_job_seeker_cannot_reach_the_dashboard(seeker, company):
    post = make_post(company)
    client = signed_in(seeker)
    assert send(client, "get", URL).status_code == 403
    assert send(client, "post", f"{URL}/{post.pk}/close").status_code == 403
    assert JobPost.objects.get(pk=post.pk).status == JobPostStatus.PENDING


def test_it_edits_a_pending_post(company):
    post = make_post(company)
    response = send(signed_in(company.user), "put", f"{URL}/{post.pk}", post_fields(title="Staff Python Developer"))
    assert response.status_code == 200
    assert response.json()["title"] == "Staff Python Developer"
    assert response.json()["contact_email"] == "hr@acme.example"


def test_it_validates_an_edit_like_a_new_post(company):
    post = make_post(company)
    response = send(signed_in(company.user), "put", f"{URL}/{post.pk}", post_fields(requirements="Python"))
    assert response.status_code == 422
    assert response.json()["errors"] == {"requirements": "Requirements must be at least 30 characters."}


def test_it_refuses_to_edit_a_published_post(company):
    post = published(make_post(company))
    response = send(signed_in(company.user), "put", f"{URL}/{post.pk}", post_fields(title="Changed Python Role"))
    assert response.status_code == 409
    assert response.json() == {"detail": "Only posts pending review can be edited."}


def test_it_closes_a_published_post_and_takes_it_out_of_search(company):
    post = published(make_post(company))
    assert Job.objects.filter(id=post.job_id).exists()
    client = signed_in(company.user)
    response = send(client, "post", f"{URL}/{post.pk}/close")
    assert response.status_code == 200
    assert response.json()["status"] == "closed"
    assert response.json()["job_id"] is None
    assert not Job.objects.get(id=post.job_id).is_listed
    closed = client.get(f"/api/jobs/{post.job_id}")  # its page says it closed (decision 0021)
    assert closed.status_code == 410
    assert closed.json()["closed_at"] is not None
    again = send(client, "post", f"{URL}/{post.pk}/close")
    assert again.status_code == 409
    assert again.json() == {"detail": "Only pending or published posts can be closed."}


def test_it_duplicates_any_post_as_a_new_pending_one(company):
    closed = make_post(company, status=JobPostStatus.CLOSED, title="Site Reliability Engineer")
    response = send(signed_in(company.user), "post", f"{URL}/{closed.pk}/duplicate")
    assert response.status_code == 201
    copy = response.json()
    assert copy["id"] != closed.pk
    assert (copy["status"], copy["title"]) == ("pending", "Site Reliability Engineer")
    assert JobPost.objects.get(pk=closed.pk).status == JobPostStatus.CLOSED


def test_it_answers_404_for_an_unknown_id(company):
    assert send(signed_in(company.user), "get", f"{URL}/999999").status_code == 404
