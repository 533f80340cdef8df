"""Every write operation the API has (read from its OpenAPI schema, so a new one is covered the day it
is added) refuses a form body and a body that is not a JSON object with a JSON client error: never a
500, never a write made of defaults (the checks are itjobs/core/request_checks.py)."""

import re

import pytest
from django.test import Client

from itjobs.accounts.tests.factories import signed_in
from itjobs.core.request_checks import NOT_AN_OBJECT, NOT_JSON

pytestmark = pytest.mark.django_db

BODIES = [
    ("a=b", "application/x-www-form-urlencoded", NOT_JSON),
    ("[]", "application/json", NOT_AN_OBJECT),
    ("null", "application/json", NOT_AN_OBJECT),
    ("123", "application/json", NOT_AN_OBJECT),
    ("[null, null]", "application/json", NOT_AN_OBJECT),
]


def writes_with_a_body(client: Client) -> list[tuple[str, str]]:
    """From the schema as clients read it (importing config.api would make this app import the web app)."""
    found = []
    for path, operations in client.get("/api/openapi.json").json()["paths"].items():
        for method, operation in operations.items():
            if method in ("post", "put", "patch", "delete") and "requestBody" in operation:
                found.append((method, re.sub(r"\{[^}]+\}", "1", path)))
    return found


def test_every_write_refuses_a_form_body_and_a_body_that_is_not_an_object(company):
    sender = signed_in(company.user)  # signed in: a check that ran only after authentication shows too
    writes = writes_with_a_body(sender)
    assert ("post", "/api/auth/login") in writes
    assert ("put", "/api/employers/company") in writes
    assert len(writes) >= 10
    wrong = []
    for method, path in writes:
        for body, content_type, message in BODIES:
            response = getattr(sender, method)(path, data=body, content_type=content_type)
            if response.status_code != 422 or response.json().get("errors") != {"request": message}:
                wrong.append(f"{method.upper()} {path} {body!r}: {response.status_code} {response.content[:120]!r}")
    assert wrong == []
