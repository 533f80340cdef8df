"""Bodies that are not the expected JSON get a 4xx with a message, never a 500."""

import pytest

URLS = ["/api/auth/login", "/api/auth/signup", "/api/employers/inquiries", "/api/auth/password-reset"]


@pytest.mark.parametrize("url", URLS)
@pytest.mark.parametrize("body", ["not json", "[1, 2]", '"text"', "null"])
def test_it_answers_a_client_error(client, db, url, body):
    response = client.post(url, data=body, content_type="application/json")
    assert 400 <= response.status_code < 500
    assert response.json()
