"""PostgreSQL: each country's listed jobs have a GIN index of their own, and no index holds every job
(decision 0015). A search reads its country's (no listed-in-country word to intersect) and finds
exactly what the listed-in-country word finds."""

from datetime import timedelta
from typing import Any

import pytest
from django.db import connection

from itjobs.jobs.countries import SUPPORTED_COUNTRIES
from itjobs.jobs.index.postgres import conditions
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import normalized_job
from .test_search_parity import NOW, QUERIES, scenario_jobs

pytestmark = pytest.mark.django_db

# Every clause the country's own index changes: the filter words without the country's, and the row
# filters written so no B-tree answers them (a non-step minimum salary, posted within).
MORE: list[dict[str, Any]] = [
    {"keyword": "developer", "min_salary": 95_000},
    {"keyword": "engineer", "posted_within_days": 3},
    {"location": "seattle", "remote": False, "posted_within_days": 30, "min_salary": 101_000},
    {"keyword": "python", "sort": "salary", "min_salary": 90_500},
    {"sort": "newest", "employment_type": "CONTRACTOR"},
]


@pytest.fixture
def board():
    if connection.vendor != "postgresql":
        pytest.skip("the country indexes are PostgreSQL's")
    jobs_ingest(jobs=scenario_jobs(), now=NOW)


def _answers(country: str | None) -> list[tuple[list[str], int]]:
    found = []
    for query in [*QUERIES, *MORE]:
        page = job_search(query=JobQuery(**{**query, "country": country}), now=NOW + timedelta(hours=1))
        found.append(([job.id for job in page.jobs], page.total))
    return found


def test_each_country_has_its_own_index_and_none_holds_every_job(board):
    with connection.cursor() as cursor:
        cursor.execute("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs_job'")
        indexes = dict(cursor.fetchall())
    for country in SUPPORTED_COUNTRIES:
        assert f"WHERE (is_listed AND ((country_code)::text = '{country}'::text))" in indexes[f"jobs_job_gin_{country}"]
        # and an index of its sample over the same vectors, for big searches' facets and counts (0025, 0026)
        sample = indexes[f"jobs_job_gin_{country}_sample"]
        assert "mod(search_rowid, (16)::bigint) = 0" in sample
        assert "(kw_vector, title_vector, place_vector, tags_vector, phrase_vector)" in sample
    full_text = [name for name, definition in indexes.items() if "USING gin" in definition]
    own = [f"jobs_job_gin_{country}{part}" for country in SUPPORTED_COUNTRIES for part in ("", "_sample")]
    assert sorted(full_text) == sorted(own)


def test_a_country_outside_the_select_is_searched_through_its_own_index_too(board):
    job = normalized_job(title="Kubernetes Engineer", country_code="nz", location_text="Auckland")
    jobs_ingest(jobs=[job], now=NOW)
    page = job_search(query=JobQuery(keyword="kubernetes", country="nz"), now=NOW + timedelta(hours=1))
    assert [job.title for job in page.jobs] == ["Kubernetes Engineer"]


def test_a_search_reads_its_countrys_index_and_finds_what_the_listed_word_finds(board, monkeypatch):
    own = _answers("us")
    assert any(total for _, total in own)
    monkeypatch.setattr(conditions, "OWN_INDEX_COUNTRIES", ())
    assert _answers("us") == own
