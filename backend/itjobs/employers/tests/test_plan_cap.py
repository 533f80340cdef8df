import pytest

from itjobs.accounts.tests.factories import make_post, post_fields, send, signed_in
from itjobs.employers.models import JobPost, JobPostStatus

URL = "/api/employers/posts"
STARTER_FULL = (
    "Your Starter plan allows 1 active job post (pending or published). Close a post or upgrade your plan to post more."
)


def test_it_stops_a_starter_company_at_one_active_post(company):
    client = signed_in(company.user)
    assert send(client, "post", URL, post_fields()).status_code == 201
    response = send(client, "post", URL, post_fields(title="Another Python Developer"))
    assert response.status_code == 409
    assert response.json() == {"detail": STARTER_FULL}
    assert JobPost.objects.count() == 1


@pytest.mark.parametrize(("plan", "limit"), [("starter", 1), ("professional", 3), ("enterprise", 10)])
def test_it_allows_the_plans_number_of_posts(company, plan, limit):
    company.plan = plan
    company.save()
    client = signed_in(company.user)
    for _ in range(limit):
        assert send(client, "post", URL, post_fields()).status_code == 201
    assert send(client, "post", URL, post_fields()).status_code == 409
    assert send(client, "get", URL).json()["active_posts"] == limit


def test_it_counts_published_posts_but_not_closed_rejected_or_expired(company):
    make_post(company, status=JobPostStatus.PUBLISHED)
    client = signed_in(company.user)
    assert send(client, "post", URL, post_fields()).status_code == 409
    assert JobPost.objects.count() == 1
    JobPost.objects.update(status=JobPostStatus.CLOSED)
    make_post(company, status=JobPostStatus.REJECTED)
    make_post(company, status=JobPostStatus.EXPIRED)
    assert send(client, "post", URL, post_fields()).status_code == 201
    assert JobPost.objects.filter(status=JobPostStatus.PENDING).count() == 1


def test_closing_a_post_frees_its_place(company):
    client = signed_in(company.user)
    first = send(client, "post", URL, post_fields()).json()
    assert send(client, "post", f"{URL}/{first['id']}/close").status_code == 200
    assert JobPost.objects.get(pk=first["id"]).status == JobPostStatus.CLOSED
    assert send(client, "post", URL, post_fields()).status_code == 201
    assert send(client, "get", URL).json()["active_posts"] == 1


def test_duplicating_at_the_cap_is_refused(company):
    post = make_post(company)
    response = send(signed_in(company.user), "post", f"{URL}/{post.pk}/duplicate")
    assert response.status_code == 409
    assert response.json() == {"detail": STARTER_FULL}


def test_the_message_names_a_bigger_plans_limit(company):
    company.plan = "professional"
    company.save()
    for _ in range(3):
        make_post(company)
    response = send(signed_in(company.user), "post", URL, post_fields())
    assert response.json()["detail"].startswith("Your Professional plan allows 3 active job posts")
