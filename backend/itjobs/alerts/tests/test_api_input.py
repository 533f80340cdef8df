"""Bad input gets a 422 naming the field; the search is validated by the search API's own schema."""

from itjobs.accounts.tests.factories import send
from itjobs.alerts.models import Alert

from .support import SEARCH


def _errors(response) -> str:
    assert response.status_code == 422, response.content
    return str(response.content.decode())


def test_it_needs_an_address_signed_out(client):
    response = send(client, "post", "/api/alerts", {**SEARCH})
    assert response.status_code == 422
    assert "Enter your e-mail address" in response.content.decode()


def test_it_refuses_a_bad_address_frequency_or_search(client):
    assert "email" in _errors(send(client, "post", "/api/alerts", {**SEARCH, "email": "not-an-address"}))
    assert "frequency" in _errors(
        send(client, "post", "/api/alerts", {**SEARCH, "email": "a@b.example", "frequency": "hourly"})
    )
    assert "country" in _errors(
        send(client, "post", "/api/alerts", {**SEARCH, "email": "a@b.example", "country": "zz"})
    )
    assert "min_salary" in _errors(
        send(client, "post", "/api/alerts", {**SEARCH, "email": "a@b.example", "min_salary": -5})
    )
    assert "keyword" in _errors(
        send(client, "post", "/api/alerts", {**SEARCH, "email": "a@b.example", "keyword": "x" * 201})
    )
    assert Alert.objects.count() == 0


def test_a_bad_token_is_a_400_not_a_500(client):
    assert send(client, "post", "/api/alerts/confirm", {"token": "nonsense"}).status_code == 400
    assert send(client, "post", "/api/alerts/unsubscribe", {"token": "nonsense"}).status_code == 400
    assert client.post("/mail/unsubscribe?token=nonsense", {"List-Unsubscribe": "One-Click"}).status_code == 400
    assert client.post("/mail/unsubscribe").status_code == 400
