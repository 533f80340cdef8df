from itjobs.accounts.tests.factories import send, signed_in
from itjobs.employers.models import Company

URL = "/api/employers/company"
COMPANIES_ONLY = {"detail": "Only companies can post jobs. Please create a company account."}


def test_it_needs_a_session(client, db):
    assert send(client, "get", URL).status_code == 401
    assert send(client, "put", URL, {"description": "We build clouds."}).status_code == 401


def test_it_is_only_for_companies(seeker):
    response = send(signed_in(seeker), "put", URL, {"description": "We build clouds."})
    assert response.status_code == 403
    assert response.json() == COMPANIES_ONLY
    assert not Company.objects.filter(user=seeker).exists()


def test_it_shows_the_company_with_its_plan(company):
    data = send(signed_in(company.user), "get", URL).json()
    assert data == {
        "id": company.user.pk,
        "name": "Acme Cloud",
        "email": "hr@acme.example",
        "description": "",
        "website": "",
        "logo_url": "",
        "plan": "starter",
        "plan_name": "Starter",
        "post_limit": 1,
        "active_posts": 0,
        "profile_completed": False,
    }


def test_it_saves_the_profile_and_completes_onboarding(company):
    client = signed_in(company.user)
    body = {
        "description": "We build clouds.",
        "website": "https://acme.example",
        "logo_url": "https://acme.example/l.png",
    }
    response = send(client, "put", URL, body)
    assert response.status_code == 200
    assert response.json()["profile_completed"] is True
    saved = Company.objects.get(pk=company.pk)
    assert (saved.description, saved.website, saved.logo_url) == tuple(body.values())
    assert send(client, "get", "/api/auth/session").json()["user"]["company"]["profile_completed"] is True


def test_it_answers_each_field_with_its_message_and_saves_nothing(company):
    client = signed_in(company.user)
    body = {"description": "short", "website": "acme", "logo_url": "ftp://acme.example/logo.png"}
    response = send(client, "put", URL, body)
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "description": "Description must be at least 10 characters.",
        "website": "Please enter a valid URL.",
        "logo_url": "Please enter a valid URL.",
    }
    saved = Company.objects.get(pk=company.pk)
    assert (saved.description, saved.website, saved.logo_url) == ("", "", "")
    assert send(client, "get", URL).json()["profile_completed"] is False


def test_it_accepts_blank_optional_fields(company):
    client = signed_in(company.user)
    filled = {"description": "We build clouds.", "website": "https://acme.example", "logo_url": ""}
    assert send(client, "put", URL, filled).status_code == 200

    response = send(client, "put", URL, {"description": "  ", "website": "", "logo_url": ""})

    assert response.status_code == 200
    saved = Company.objects.get(pk=company.pk)
    assert (saved.description, saved.website, saved.logo_url) == ("", "", "")
    assert send(client, "get", URL).json()["profile_completed"] is True
