"""Odd input to any API operation gets a JSON client error with a field message, never a 500 or a
silent write (itjobs/core/request_checks.py, installed on the API in config/api.py)."""

import json

import pytest
from django.test import Client

from itjobs.accounts.models import SeekerProfile
from itjobs.accounts.tests.factories import PASSWORD, make_post, post_fields, send, signed_in
from itjobs.core.request_checks import BAD_CHARACTER, NOT_AN_OBJECT, NOT_JSON, TOO_LARGE
from itjobs.employers.models import Company, JobPost


def csrf_client(user=None) -> tuple[Client, str]:
    """A client that enforces CSRF as a browser meets it, with its token."""
    client = Client(enforce_csrf_checks=True)
    if user is not None:
        client.force_login(user)
    token = client.get("/api/auth/csrf").json()["csrf_token"]
    return client, token


WRITES = [
    ("post", "/api/auth/login"),
    ("post", "/api/auth/signup"),
    ("post", "/api/auth/password-reset"),
    ("post", "/api/employers/inquiries"),
    ("post", "/api/employers/posts"),
    ("put", "/api/employers/company"),
]


@pytest.mark.parametrize(("method", "url"), WRITES)
def test_a_form_body_gets_a_json_error_not_a_500(company, method, url):
    client, token = csrf_client(company.user)
    if method == "post":
        response = client.post(url, data={"email": "a@b.example", "password": "x"}, HTTP_X_CSRFTOKEN=token)
    else:
        response = client.put(url, data="a=b", content_type="application/x-www-form-urlencoded", HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 422
    assert response.json()["errors"] == {"request": NOT_JSON}


@pytest.mark.parametrize("body", ["[]", "null", '"x"', "123", "[null, null]", "true"])
def test_a_body_that_is_not_an_object_changes_nothing(company, seeker, body):
    Company.objects.filter(pk=company.pk).update(description="We build clouds.", website="https://acme.example")
    SeekerProfile.objects.filter(user=seeker).update(skills=["Python"], experience_years=4)
    for user, url in [(company.user, "/api/employers/company"), (seeker, "/api/account/seeker-profile")]:
        response = signed_in(user).put(url, data=body, content_type="application/json")
        assert response.status_code == 422
        assert response.json()["errors"] == {"request": NOT_AN_OBJECT}
    company.refresh_from_db()
    assert (company.description, company.website) == ("We build clouds.", "https://acme.example")
    profile = SeekerProfile.objects.get(user=seeker)
    assert (profile.skills, profile.experience_years) == (["Python"], 4)


@pytest.mark.parametrize("bad", ["\u0000", "\ud800"])
def test_a_text_field_with_nul_or_a_lone_surrogate_gets_a_field_message(company, bad):
    client = signed_in(company.user)
    # json.dumps escapes a lone surrogate as "\ud800", exactly as a hostile client would send it.
    response = client.post(
        "/api/employers/posts",
        data=json.dumps(post_fields(title=f"Python {bad} Developer")),
        content_type="application/json",
    )
    assert response.status_code == 422
    assert response.json()["errors"] == {"title": BAD_CHARACTER}
    assert not JobPost.objects.exists()


@pytest.mark.parametrize("bad", ["\u0000", "\ud800"])
def test_a_password_with_nul_or_a_lone_surrogate_gets_a_field_message(company, bad):
    for url, body in [
        ("/api/auth/login", {"email": "hr@acme.example", "password": PASSWORD + bad, "terms_accepted": True}),
        ("/api/auth/signup", {"email": "new@acme.example", "password": bad * 12, "user_type": "job_seeker"}),
    ]:
        response = Client().post(url, data=json.dumps(body), content_type="application/json")
        assert response.status_code == 422, url
        assert response.json()["errors"]["password"] == BAD_CHARACTER


def test_list_items_and_keys_are_checked_too(seeker):
    client = signed_in(seeker)
    response = send(client, "put", "/api/account/seeker-profile", {"skills": ["Python", "Dja\u0000ngo"]})
    assert response.json()["errors"] == {"skills.1": BAD_CHARACTER}
    response = send(client, "put", "/api/account/seeker-profile", {"skills": ["Python"], "\ud800": 1})
    assert response.status_code == 422
    assert SeekerProfile.objects.get(user=seeker).skills == []


def test_a_valid_surrogate_pair_is_an_ordinary_character(seeker):
    response = send(signed_in(seeker), "put", "/api/account/seeker-profile", {"skills": ["Python \U0001f40d"]})
    assert response.status_code == 200
    assert response.json()["skills"] == ["Python \U0001f40d"]


def test_a_search_keyword_with_nul_is_refused_before_it_is_counted(db):
    response = Client().get("/api/jobs/search", {"keyword": "python\u0000", "location": "Austin"})
    assert response.status_code == 422
    assert response.json()["errors"] == {"keyword": BAD_CHARACTER}


def test_a_path_parameter_with_nul_is_refused(db):
    for url in ["/api/jobs/adzuna-1%00", "/api/jobs/by-path/python-dev%00-1", "/api/content/articles/a%00b"]:
        response = Client().get(url)
        assert response.status_code == 422, url
        assert list(response.json()["errors"].values()) == [BAD_CHARACTER]


def test_an_edit_with_a_nul_is_refused_and_the_post_kept(company):
    post = make_post(company)
    response = send(signed_in(company.user), "put", f"/api/employers/posts/{post.pk}", post_fields(salary="1\u0000"))
    assert response.json()["errors"] == {"salary": BAD_CHARACTER}
    post.refresh_from_db()
    assert post.salary == post_fields()["salary"]


def test_an_oversized_body_answers_json(db, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    response = Client().post(
        "/api/auth/login",
        data=json.dumps({"email": "a@b.example", "password": "x" * 2000}),
        content_type="application/json",
    )
    assert response.status_code == 413
    assert response.json() == {"detail": TOO_LARGE}


def test_an_oversized_form_body_answers_json_too(db, settings):
    """The CSRF check would read a form body first: it is refused as a form before that."""
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    client, token = csrf_client()
    response = client.post("/api/auth/login", data={"password": "x" * 2000}, HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 422
    assert response.json()["errors"] == {"request": NOT_JSON}


def test_too_many_query_parameters_answer_json(db, settings):
    settings.DATA_UPLOAD_MAX_NUMBER_FIELDS = 10
    response = Client().get("/api/jobs/search?" + "&".join(f"p{i}=1" for i in range(20)))
    assert response.status_code == 400
    assert response["Content-Type"].startswith("application/json")
    assert "detail" in response.json()


@pytest.mark.parametrize(
    "url",
    ["/api/auth/session", "/api/auth/csrf", "/api/account/export", "/api/employers/company", "/api/employers/posts"],
)
def test_personal_answers_are_never_stored_by_a_cache(company, url):
    response = signed_in(company.user).get(url)
    directives = {part.strip() for part in response["Cache-Control"].split(",")}
    assert {"private", "no-store"} <= directives


def test_errors_of_personal_routes_are_not_stored_either(db):
    response = Client().get("/api/employers/company")
    assert response.status_code == 401
    assert {"private", "no-store"} <= {part.strip() for part in response["Cache-Control"].split(",")}


def test_public_answers_keep_their_caching(db):
    response = Client().get("/api/content/categories")
    assert "no-store" not in response.get("Cache-Control", "")


def test_a_request_django_refuses_before_any_view_answers_json_under_api(db):
    response = Client(raise_request_exception=False).get("/api/jobs/search", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert response.json() == {"detail": "Bad request"}


def test_pages_keep_django_s_own_error_page(db):
    response = Client(raise_request_exception=False).get("/", HTTP_HOST="evil.example")
    assert response.status_code == 400
    assert not response["Content-Type"].startswith("application/json")


def test_an_uncaught_error_under_api_answers_json(db, monkeypatch):
    def broken(**kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("itjobs.jobs.api.job_get", broken)
    response = Client(raise_request_exception=False).get("/api/jobs/adzuna-1")
    assert response.status_code == 500
    assert response.json() == {"detail": "Server error"}
