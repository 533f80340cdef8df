"""Operators' pages render: posts to moderate, companies with their plans, inquiries, profiles."""

import pytest
from django.contrib.auth.models import User
from django.test import Client

from itjobs.accounts.tests.factories import make_post
from itjobs.employers.models import Company, Inquiry


@pytest.fixture(autouse=True)
def _plain_static(settings):
    """The manifest storage needs collectstatic; the admin's pages only need the file names here."""
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture
def operator_client(db):
    operator = User.objects.create_superuser("ops@itjobs.example", "ops@itjobs.example", "operator-password")
    client = Client()
    client.force_login(operator)
    return client


@pytest.mark.parametrize(
    "path",
    [
        "/admin/employers/jobpost/",
        "/admin/employers/company/",
        "/admin/employers/inquiry/",
        "/admin/accounts/profile/",
        "/admin/accounts/seekerprofile/",
    ],
)
def test_it_lists_each_model(operator_client, company, seeker, path):
    make_post(company)
    Inquiry.objects.create(
        name="Ada", company="Engines", email="ada@example.com", privacy_consent_at="2026-01-01T00:00Z"
    )
    response = operator_client.get(path)
    assert response.status_code == 200


def test_an_operator_sets_a_companys_plan(operator_client, company):
    body = {
        "form-TOTAL_FORMS": "1",
        "form-INITIAL_FORMS": "1",
        "form-0-user": str(company.pk),
        "form-0-plan": "enterprise",
        "_save": "Save",
    }
    response = operator_client.post("/admin/employers/company/", body)
    assert response.status_code == 302
    assert Company.objects.get(pk=company.pk).post_limit == 10


def test_the_inquiry_shows_in_the_admin(operator_client, db):
    Inquiry.objects.create(
        name="Ada", company="Engines", email="ada@example.com", privacy_consent_at="2026-01-01T00:00Z"
    )
    assert b"ada@example.com" in operator_client.get("/admin/employers/inquiry/").content
