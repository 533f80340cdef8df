from unittest import mock

import pytest
from django.db import connection


@pytest.mark.django_db
def test_it_reports_ok_with_a_database_round_trip(client):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"
    assert response.json()["database"] == "ok"
    assert response.json()["vendor"] == connection.vendor


@pytest.mark.django_db
def test_it_answers_503_when_the_database_fails(client):
    with mock.patch("itjobs.web.views.connection.cursor", side_effect=RuntimeError("db down")):
        response = client.get("/healthz")
    assert response.status_code == 503
    assert response.json()["database"] == "error"
