"""Preloaded API answers: a failing or unknown call never breaks the page."""

import pytest
from django.http import QueryDict

from itjobs.web import preload
from itjobs.web.preload import ApiCall

pytestmark = pytest.mark.django_db


@pytest.fixture
def preloaders(monkeypatch):
    registered: list[object] = []
    monkeypatch.setattr(preload, "_PRELOADERS", registered)
    return registered


def test_calls_are_sent_with_a_sorted_query_and_only_for_their_route(preloaders):
    preload.register_preload(r"^/about$", lambda match, query: [ApiCall("/api/x", {"b": "2 3", "a": "1"})])
    assert [call.url for call in preload.api_calls_for("/about", QueryDict())] == ["/api/x?a=1&b=2+3"]
    assert preload.api_calls_for("/terms", QueryDict()) == []


def test_a_failing_or_unknown_call_leaves_the_page_whole(client, preloaders, monkeypatch):
    preload.register_preload(r"^/about$", lambda match, query: [ApiCall("/api/jobs/featured"), ApiCall("/nowhere")])

    def broken(*args, **kwargs):
        raise RuntimeError("database gone")

    monkeypatch.setattr("itjobs.jobs.api.job_featured", broken)
    response = client.get("/about")
    assert response.status_code == 200
    assert 'id="preloaded-api"' not in response.content.decode()


def test_a_validation_error_is_sent_as_the_api_answers_it(client, preloaders):
    preload.register_preload(r"^/about$", lambda match, query: [ApiCall("/api/jobs/featured", {"country": "xx"})])
    html = client.get("/about").content.decode()
    assert '"url":"/api/jobs/featured?country=xx","status":422' in html
