"""Every write operation the API has (read from its OpenAPI schema, so a new one is covered the day it
is added) refuses a form body and a body that is not a JSON object with a JSON client error: never a
500, never a write made of defaults (issue 13; the checks are itjobs/core/request_checks.py)."""

import re

import pytest
from django.test import Client

from config.api import api
from itjobs.accounts.tests.factories import signed_in
from itjobs.core.request_checks import NOT_AN_OBJECT, NOT_JSON

pytestmark = pytest.mark.django_db


def writes_with_a_body() -> list[tuple[str, str]]:
    found = []
    for path, operations in api.get_openapi_schema()["paths"].items():
        for method, operation in operations.items():
            if method in ("post", "put", "patch", "delete") and "requestBody" in operation:
                found.append((method, re.sub(r"\{[^}]+\}", "1", path)))
    return found


WRITES = writes_with_a_body()


def test_the_schema_lists_the_writes_people_use():
    assert ("post", "/api/auth/login") in WRITES
    assert ("put", "/api/employers/company") in WRITES
    assert len(WRITES) >= 10


@pytest.fixture
def sender(company) -> Client:
    """Signed in, so a check that ran only after authentication would be seen too."""
    return signed_in(company.user)


@pytest.mark.parametrize(("method", "path"), WRITES)
def test_a_form_body_is_refused_with_json(sender, method, path):
    response = getattr(sender, method)(path, data="a=b", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 422, response.content
    assert response.json()["errors"] == {"request": NOT_JSON}


@pytest.mark.parametrize(("method", "path"), WRITES)
@pytest.mark.parametrize("body", ["[]", "null", "123"])
def test_a_body_that_is_not_an_object_is_refused_with_json(sender, method, path, body):
    response = getattr(sender, method)(path, data=body, content_type="application/json")
    assert response.status_code == 422, response.content
    assert response.json()["errors"] == {"request": NOT_AN_OBJECT}
