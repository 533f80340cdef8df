from django.contrib.auth.models import User

from itjobs.accounts.models import Profile

from .factories import PASSWORD, send

URL = "/api/auth/login"


def test_it_signs_in_with_the_email_in_any_case(client, seeker):
    response = send(
        client, "post", URL, {"email": "Sam.Seeker@EXAMPLE.com", "password": PASSWORD, "terms_accepted": True}
    )
    assert response.status_code == 200
    assert response.json()["user"]["email"] == "sam.seeker@example.com"
    assert response.json()["user"]["user_type"] == "job_seeker"
    assert send(client, "get", "/api/auth/session").json()["authenticated"] is True


def test_it_answers_the_login_screen_messages(client, db):
    response = send(client, "post", URL, {"email": "not-an-email", "password": "", "terms_accepted": False})
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "email": "Invalid email address",
        "password": "Password is required",
        "terms_accepted": "You must accept the terms to continue",
    }


def test_it_answers_invalid_email_or_password_for_a_wrong_password(client, seeker):
    response = send(client, "post", URL, {"email": seeker.email, "password": "wrong", "terms_accepted": True})
    assert response.status_code == 401
    assert response.json() == {"detail": "Invalid email or password"}
    assert send(client, "get", "/api/auth/session").json()["authenticated"] is False


def test_it_answers_the_same_for_an_unknown_account(client, db):
    response = send(client, "post", URL, {"email": "nobody@example.com", "password": "x", "terms_accepted": True})
    assert response.status_code == 401
    assert response.json() == {"detail": "Invalid email or password"}


def test_it_refuses_a_deactivated_account(client, seeker):
    User.objects.filter(pk=seeker.pk).update(is_active=False)
    response = send(client, "post", URL, {"email": seeker.email, "password": PASSWORD, "terms_accepted": True})
    assert response.status_code == 401


def test_it_sets_terms_accepted_with_the_date_when_missing(client, seeker):
    Profile.objects.filter(user=seeker).update(terms_accepted=False, terms_accepted_date=None)
    data = send(client, "post", URL, {"email": seeker.email, "password": PASSWORD, "terms_accepted": True}).json()
    assert data["user"]["terms_accepted"] is True
    assert data["user"]["terms_accepted_date"].endswith("Z")
    profile = Profile.objects.get(user=seeker)
    assert profile.terms_accepted
    assert profile.terms_accepted_date is not None


def test_it_keeps_an_earlier_terms_date(client, seeker):
    first = send(client, "post", URL, {"email": seeker.email, "password": PASSWORD, "terms_accepted": True})
    date = first.json()["user"]["terms_accepted_date"]
    send(client, "post", "/api/auth/logout")
    again = send(client, "post", URL, {"email": seeker.email, "password": PASSWORD, "terms_accepted": True})
    assert again.json()["user"]["terms_accepted_date"] == date


def test_it_gives_an_account_without_a_profile_one_of_unknown_type(client, db):
    User.objects.create_user(username="ops@example.com", email="ops@example.com", password=PASSWORD)
    data = send(client, "post", URL, {"email": "ops@example.com", "password": PASSWORD, "terms_accepted": True}).json()
    assert data["user"]["user_type"] is None
    assert data["user"]["terms_accepted"] is True
