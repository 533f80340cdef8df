from datetime import datetime

from django.contrib.auth.models import User
from django.test import override_settings

from config import settings as config_settings
from itjobs.accounts.models import Profile
from itjobs.employers.models import Company

from .factories import send

URL = "/api/auth/signup"


def body(**overrides: object) -> dict[str, object]:
    return {
        "email": "New.Person@Example.com",
        "password": "a long enough secret",
        "user_type": "job_seeker",
        "terms_accepted": True,
        **overrides,
    }


def test_it_creates_a_job_seeker_signed_in_with_terms(client, db):
    response = send(client, "post", URL, body())
    assert response.status_code == 201
    data = response.json()
    assert data["authenticated"] is True
    assert data["user"]["email"] == "new.person@example.com"
    assert data["user"]["user_type"] == "job_seeker"
    assert data["user"]["terms_accepted"] is True
    assert datetime.fromisoformat(data["user"]["terms_accepted_date"].replace("Z", "+00:00"))
    user = User.objects.get(username="new.person@example.com")
    assert Profile.objects.get(user=user).user_type == "job_seeker"
    assert not Company.objects.filter(user=user).exists()
    assert send(client, "get", "/api/auth/session").json()["user"]["id"] == user.pk


def test_it_creates_a_company_whose_id_is_the_user_id(client, db):
    response = send(client, "post", URL, body(user_type="company", company_name="  Initech  "))
    assert response.status_code == 201
    user = User.objects.get(username="new.person@example.com")
    company = Company.objects.get(pk=user.pk)
    assert company.name == "Initech"
    assert company.plan == "starter"
    assert response.json()["user"]["company"] == {
        "id": user.pk,
        "name": "Initech",
        "plan": "starter",
        "profile_completed": False,
    }


def test_it_hashes_passwords_with_argon2(client, db):
    with override_settings(PASSWORD_HASHERS=config_settings.PASSWORD_HASHERS):  # as configured
        send(client, "post", URL, body())
    assert User.objects.get().password.startswith("argon2$")


def test_it_requires_a_company_name_for_companies(client, db):
    response = send(client, "post", URL, body(user_type="company", company_name=" "))
    assert response.status_code == 422
    assert response.json()["errors"] == {"company_name": "Company name must be at least 2 characters."}
    assert not User.objects.exists()


def test_it_answers_each_field_with_its_message(client, db):
    response = send(client, "post", URL, {"email": "nope", "user_type": "admin"})
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "email": "Invalid email address",
        "password": "Password is required",
        "user_type": "Please choose an account type.",
        "terms_accepted": "You must accept the terms to continue",
    }


def test_it_refuses_weak_passwords_with_djangos_message(client, db):
    response = send(client, "post", URL, body(password="short"))
    assert response.status_code == 422
    assert "too short" in response.json()["errors"]["password"]


def test_it_refuses_a_taken_email_in_any_case(client, db):
    send(client, "post", URL, body())
    client.logout()
    response = send(client, "post", URL, body(email="NEW.PERSON@example.com"))
    assert response.status_code == 422
    assert response.json()["errors"] == {"email": "An account with this email already exists."}
    assert User.objects.count() == 1
