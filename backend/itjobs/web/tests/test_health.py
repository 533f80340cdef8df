"""/healthz: 200 with a round trip to each store, 503 JSON naming the store that failed (never the
driver's text), Redis checked only where it is configured."""

import socket
from unittest import mock

import pytest
from django.db import OperationalError, connection
from django.test import Client

from itjobs.core.tests.redis_support import REDIS_TEST_URL, redis_reachable


@pytest.fixture
def closed_port() -> int:
    """A local port nothing listens on: a connection to it is refused at once."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.mark.django_db
def test_it_reports_ok_with_a_database_round_trip(client, settings):
    settings.REDIS_URL = ""
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok", "database": "ok", "vendor": connection.vendor}


@pytest.mark.django_db
def test_it_answers_503_json_when_the_database_fails_and_keeps_the_drivers_text_to_the_log(client, settings):
    settings.REDIS_URL = ""
    with mock.patch("itjobs.web.health.connection.cursor", side_effect=RuntimeError("db down at 10.0.0.5")):
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response["Content-Type"] == "application/json"
    assert response.json() == {"status": "error", "database": "error"}
    assert "10.0.0.5" not in response.content.decode()


@pytest.mark.django_db
def test_it_answers_503_when_redis_is_configured_and_down(client, settings, closed_port):
    settings.REDIS_URL = f"redis://127.0.0.1:{closed_port}/0"
    response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "error", "database": "ok", "redis": "error", "vendor": connection.vendor}


@pytest.mark.django_db
def test_it_reports_redis_ok_when_it_answers(client, settings):
    if not redis_reachable(REDIS_TEST_URL):
        pytest.skip(f"Redis is not reachable at {REDIS_TEST_URL}")
    settings.REDIS_URL = REDIS_TEST_URL
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["redis"] == "ok"


@pytest.mark.django_db
def test_a_database_outage_is_a_503_json_even_with_replays_on(settings):
    """The microcache reads the index generation from the database before any view runs."""
    settings.REDIS_URL = ""
    settings.MICROCACHE_SECONDS = 1
    with mock.patch.object(connection, "ensure_connection", side_effect=OperationalError("no route to 10.0.0.5")):
        response = Client().get("/healthz")
    assert response.status_code == 503
    assert response.json() == {"status": "error", "database": "error"}
