"""Adzuna records -> NormalizedJob, on real responses and on records with each real quirk."""

from datetime import UTC, datetime
from typing import Any

import pytest

from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers.adzuna.parse import parse_job, parse_search
from itjobs.sources.tests.fixtures.upstream import recorded
from itjobs.sources.types import SourceBadResponse


def record(**fields: Any) -> dict[str, Any]:
    """A minimal valid Adzuna result, as the API sends it, with `fields` replacing its keys."""
    base = {
        "__CLASS__": "Adzuna::API::Response::Job",
        "id": "5000000001",
        "title": "Python Developer",
        "description": "Build APIs in Python.",
        "company": {"__CLASS__": "Adzuna::API::Response::Company", "display_name": "Northwind Systems"},
        "location": {"__CLASS__": "Adzuna::API::Response::Location", "display_name": "Leeds", "area": ["UK", "Leeds"]},
        "redirect_url": "https://www.adzuna.co.uk/land/ad/5000000001?se=abc",
        "created": "2025-08-01T09:30:00Z",
        "category": {"__CLASS__": "Adzuna::API::Response::Category", "tag": "it-jobs", "label": "IT Jobs"},
    }
    return {**base, **fields}


def parsed(item: dict[str, Any], *, country: str) -> NormalizedJob:
    job = parse_job(item, country=country)
    assert job is not None
    return job


def test_it_reads_every_record_of_the_us_response():
    result = parse_search(recorded("adzuna-us-1.json"), country="us")

    assert (len(result.jobs), result.dropped, result.total) == (10, 0, 10700)
    job = result.jobs[0]
    assert job.id == "adzuna-4074584105"
    assert (job.title, job.company_name, job.publisher) == ("Software Engineer", "Lockheed Martin", "Adzuna")
    assert job.apply_url.startswith("https://www.adzuna.com/land/ad/4074584105?se=")
    assert (job.location_text, job.city, job.region, job.country_code) == (
        "Deptford, Gloucester County",
        "Deptford",
        "New Jersey",
        "us",
    )
    assert job.posted_at == datetime(2023, 5, 1, 13, 31, tzinfo=UTC)
    assert job.employment_type == "FULL_TIME"
    assert job.source_category == "it-jobs"


def test_it_marks_predicted_salaries_given_as_the_string_1():
    job = parse_search(recorded("adzuna-us-1.json"), country="us").jobs[0]

    assert (job.salary_min, job.salary_max) == (71863.43, 71863.43)
    assert (job.salary_currency, job.salary_period, job.salary_is_predicted) == ("USD", "YEAR", True)


def test_it_ends_cut_descriptions_at_a_whole_sentence_and_marks_them_partial():
    job = parse_search(recorded("adzuna-us-1.json"), country="us").jobs[0]

    assert job.description_text.endswith("serving the needs of our nation and humanity.")
    assert job.description_is_partial
    assert job.description_html.startswith("<p>Job ID: 625612BR")


def test_it_leaves_salary_unknown_when_the_keys_are_absent():
    result = parse_search(recorded("adzuna-it-1.json"), country="it")

    assert (len(result.jobs), result.dropped) == (3, 0)
    for job in result.jobs:
        assert (job.salary_min, job.salary_max, job.salary_currency, job.salary_period) == (None, None, None, None)
        assert job.salary_is_predicted is None


def test_it_treats_the_unknown_category_as_none_and_keeps_real_ones():
    jobs = parse_search(recorded("adzuna-it-1.json"), country="it").jobs

    assert [job.source_category for job in jobs] == [None, "customer-services-jobs", None]


def test_it_keeps_non_ascii_text_and_a_country_only_location():
    jobs = parse_search(recorded("adzuna-it-1.json"), country="it").jobs

    assert jobs[1].company_name == "Edison Smart®"
    assert "€70,000" in jobs[1].description_text
    assert "attività" in jobs[2].description_text
    assert (jobs[0].location_text, jobs[0].city, jobs[0].region, jobs[0].country_code) == ("Italia", None, None, "it")


def test_it_reads_remote_from_the_text():
    jobs = parse_search(recorded("adzuna-it-1.json"), country="it").jobs

    assert [job.remote for job in jobs] == [False, True, False]  # 'Milan (Remote)' in the description
    assert parsed(record(title="Senior Go Developer (Remote)"), country="gb").remote is True


def test_it_strips_highlight_tags_from_title_and_description():
    job = parsed(
        record(title="<strong>Python</strong> Developer", description="Our <strong>Python</strong> team &amp; you..."),
        country="gb",
    )

    assert job.title == "Python Developer"
    assert job.description_text == "Our Python team…"
    assert "<strong>" not in job.description_html


def test_it_accepts_salary_is_predicted_as_a_number():
    job = parsed(record(salary_min=40000, salary_max=52000, salary_is_predicted=0), country="gb")

    assert (job.salary_min, job.salary_max, job.salary_currency, job.salary_is_predicted) == (
        40000,
        52000,
        "GBP",
        False,
    )


def test_it_maps_contract_fields_to_employment_types():
    assert parsed(record(contract_type="contract", contract_time="full_time"), country="gb").employment_type == (
        "CONTRACTOR"
    )
    assert parsed(record(contract_type="permanent", contract_time="part_time"), country="gb").employment_type == (
        "PART_TIME"
    )
    assert parsed(record(), country="gb").employment_type is None


@pytest.mark.parametrize(
    "broken",
    [
        {"id": None},
        {"id": ""},
        {"title": None},
        {"title": "<strong></strong>"},
        {"location": None},
        {"location": {"__CLASS__": "Adzuna::API::Response::Location", "area": ["UK"]}},
        {"redirect_url": None},
        {"redirect_url": "javascript:alert(document.cookie)"},
        {"redirect_url": "/land/ad/1"},
    ],
)
def test_it_drops_records_missing_what_a_card_needs(broken):
    body = {"__CLASS__": "Adzuna::API::Response::JobSearchResults", "count": 2, "results": [record(), record(**broken)]}

    result = parse_search(body, country="gb")

    assert (len(result.jobs), result.dropped) == (1, 1)


def test_it_keeps_numeric_ids_as_digit_strings():
    assert parsed(record(id=4074584105), country="us").source_id == "4074584105"


@pytest.mark.parametrize("body", [None, [], {"results": None}, {"count": 3}])
def test_it_rejects_a_response_without_a_results_list(body):
    with pytest.raises(SourceBadResponse, match="Adzuna API error"):
        parse_search(body, country="us")
