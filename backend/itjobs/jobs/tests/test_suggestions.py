"""Suggestions as a seeker types (GET /api/jobs/suggestions), on whichever engine runs the tests."""

from datetime import timedelta

import pytest

from itjobs.jobs import suggestions
from itjobs.jobs.models import Suggestion
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.suggestions import suggestions_refresh, suggestions_refresh_if_due

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(hours=1)


def suggested(client, q: str, **params) -> list[tuple[str, str, int]]:
    response = client.get("/api/jobs/suggestions", {"q": q, **params})
    assert response.status_code == 200, response.content
    return [(hit["text"], hit["kind"], hit["count"]) for hit in response.json()["suggestions"]]


@pytest.fixture
def indexed():
    jobs_ingest(
        now=NOW,
        jobs=[
            *[
                normalized_job(title="DevOps Engineer (Remote)", description_text="Terraform and AWS.")
                for _ in range(3)
            ],
            *[normalized_job(title="Senior Developer", description_text="Python services.") for _ in range(2)],
            normalized_job(title="Data Engineer - Payments", city="Austin", region="Texas", location_text="Austin, TX"),
            jsearch_job(title="Python Developer", city="Austin", region="TX", location_text="Austin, TX"),
            normalized_job(title="Python Developer", country_code="gb", city="London", region="England"),
            normalized_job(title="Store Manager"),  # not an IT job: never suggested
        ],
    )
    suggestions_refresh(now=NOW)


def test_a_typed_prefix_finds_titles_by_any_of_their_words(client, indexed):
    found = suggested(client, "dev")

    assert ("DevOps Engineer", "title", 3) in found  # the source's '(Remote)' tail left out
    assert ("Senior Developer", "title", 2) in found
    assert found == sorted(found, key=lambda hit: -hit[2])  # most jobs first


def test_every_typed_word_starts_a_word_in_order(client, indexed):
    assert [text for text, _, _ in suggested(client, "senior dev")] == ["Senior Developer"]
    assert [text for text, _, _ in suggested(client, "data eng")] == ["Data Engineer"]
    assert suggested(client, "engineer data") == []


def test_skills_are_suggested_with_their_job_count(client, indexed):
    assert ("Terraform", "skill", 3) in suggested(client, "terra")


def test_only_shown_jobs_and_the_country_count(client, indexed):
    assert suggested(client, "store") == []
    assert suggested(client, "python dev", country="gb") == [("Python Developer", "title", 1)]


def test_the_location_box_suggests_the_countrys_cities_and_their_nicknames(client, indexed):
    assert suggested(client, "aus", field="location") == [("Austin, TX", "place", 2)]  # 'TX' and 'Texas': one city
    assert suggested(client, "lon", field="location") == []  # London is in the gb index
    assert suggested(client, "lon", field="location", country="gb") == [("London", "place", 1)]


def test_a_nickname_finds_its_city():
    jobs_ingest(now=NOW, jobs=[normalized_job(title="Go Developer", city="New York", region="NY")])
    suggestions_refresh(now=NOW)

    assert [hit.text for hit in suggestions.job_suggestions(field="location", typed="nyc", country="us", limit=8)] == [
        "New York, NY"
    ]


def test_popular_searches_of_known_words_are_suggested(client, indexed, monkeypatch):
    searched = [("python aws", "us", 40), ("john smith resume", "us", 90), ("devops engineer", "us", 50),
                ("rare python", "us", 2)]  # fmt: skip
    monkeypatch.setattr(suggestions, "_popular", lambda *, now: searched)
    suggestions_refresh(now=NOW)

    found = suggested(client, "py")
    assert ("python aws", "search", 40) in found
    assert not any(kind == "search" and text == "rare python" for text, kind, _ in found)  # searched too rarely
    assert suggested(client, "john") == []  # words no job has
    assert ("DevOps Engineer", "title", 3) in suggested(client, "devops")  # the title, not the same search again


def test_the_limit_caps_the_answer(client, indexed):
    assert len(suggested(client, "e", limit=1)) == 1


def test_a_keystroke_reads_one_range_of_the_suggestions_index(client, indexed, django_assert_max_num_queries):
    with django_assert_max_num_queries(2) as context:  # the cache generation (without Redis) and the read
        suggested(client, "dev")

    assert not any("jobs_job" in query["sql"].replace("jobs_suggestion", "") for query in context.captured_queries)


def test_ingest_rebuilds_them_when_they_are_due(settings):
    settings.JOBS_SUGGESTIONS_REFRESH_SECONDS = 600
    jobs_ingest(now=NOW, jobs=[normalized_job(title="Rust Engineer")])
    assert Suggestion.objects.filter(text="Rust Engineer").exists()  # never built: built now

    jobs_ingest(now=NOW + timedelta(minutes=5), jobs=[normalized_job(title="Elixir Developer")])
    assert not Suggestion.objects.filter(text="Elixir Developer").exists()  # built 5 minutes ago

    assert suggestions_refresh_if_due(now=NOW + timedelta(minutes=11))
    assert Suggestion.objects.filter(text="Elixir Developer").exists()


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"q": ""}, "q"),
        ({"q": "x" * 101}, "q"),
        ({"q": "dev", "limit": 0}, "limit"),
        ({"q": "dev", "limit": 11}, "limit"),
        ({"q": "dev", "field": "company"}, "field"),
        ({"q": "dev", "country": "zz"}, "country"),
        ({}, "q"),
    ],
)
def test_bad_parameters_get_a_422_with_a_message_for_the_field(client, params, field):
    response = client.get("/api/jobs/suggestions", params)

    assert response.status_code == 422
    assert list(response.json()["errors"]) == [field]
    assert response.json()["errors"][field]


def test_text_without_words_suggests_nothing(client, indexed):
    assert suggested(client, "  #  ") == []
