from django.test import override_settings

from itjobs.accounts.tests.factories import post_fields, send, signed_in
from itjobs.employers.models import JobPost

URL = "/api/employers/posts"


def test_it_needs_a_session(client, db):
    response = send(client, "post", URL, post_fields())
    assert response.status_code == 401
    assert response.json() == {"detail": "Authentication required"}
    assert send(client, "get", URL).status_code == 401
    assert not JobPost.objects.exists()


def test_it_refuses_job_seekers(seeker):
    response = send(signed_in(seeker), "post", URL, post_fields())
    assert response.status_code == 403
    assert response.json() == {"detail": "Only companies can post jobs. Please create a company account."}
    assert not JobPost.objects.exists()


def test_it_saves_the_post_pending_review_with_the_accounts_name_and_email(company):
    body = {**post_fields(), "company_name": "Someone Else", "contact_email": "spoof@example.com"}
    response = send(signed_in(company.user), "post", URL, body)
    assert response.status_code == 201
    data = response.json()
    assert data["status"] == "pending"
    assert data["company_name"] == "Acme Cloud"
    assert data["contact_email"] == "hr@acme.example"
    assert data["job_id"] is None
    assert (data["can_edit"], data["can_close"]) == (True, True)
    post = JobPost.objects.get()
    assert post.company_id == company.pk
    assert post.title == "Senior Python Developer"


@override_settings(AUTO_APPROVE_POSTS=True)
def test_it_publishes_at_once_with_auto_approve(company):
    data = send(signed_in(company.user), "post", URL, post_fields()).json()
    assert data["status"] == "published"
    assert data["job_id"] == f"direct-{data['id']}"


def test_it_answers_each_field_with_the_screen_message(company):
    response = send(signed_in(company.user), "post", URL, {"title": "Dev", "salary": " ", "job_type": "gig"})
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "title": "Job title must be at least 5 characters.",
        "explanation": "Job explanation must be at least 30 characters.",
        "location": "Location must be at least 2 characters.",
        "job_type": "Please select a job type.",
        "salary": "Salary information is required.",
        "description": "Description must be at least 50 characters.",
        "requirements": "Requirements must be at least 30 characters.",
    }


def test_it_accepts_the_five_job_types_only(company):
    client = signed_in(company.user)
    company.plan = "enterprise"
    company.save()
    types = ("full-time", "part-time", "contract", "freelance", "internship")
    for job_type in types:
        assert send(client, "post", URL, post_fields(job_type=job_type)).status_code == 201
    assert send(client, "post", URL, post_fields(job_type="temporary")).status_code == 422
    assert sorted(JobPost.objects.filter(company=company).values_list("job_type", flat=True)) == sorted(types)


def test_it_refuses_too_long_text_and_unknown_countries(company):
    body = post_fields(title="Senior " * 40, country="xx")
    response = send(signed_in(company.user), "post", URL, body)
    assert response.json()["errors"] == {
        "title": "Job title must be at most 200 characters.",
        "country": "Please select a country.",
    }
