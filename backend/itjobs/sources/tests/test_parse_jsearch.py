"""JSearch records -> NormalizedJob, on the real 2025 response and on hand-written 2023-shape records."""

from datetime import UTC, datetime
from typing import Any

import pytest

from itjobs.jobs.types import NormalizedJob
from itjobs.sources.providers.jsearch.parse import parse_job, parse_search
from itjobs.sources.tests.fixtures.upstream import recorded
from itjobs.sources.types import SourceBadResponse


def old_record(**fields: Any) -> dict[str, Any]:
    """A 2023-shape record: 'FULLTIME', job_salary_currency present, no job_employment_types."""
    base = {
        "employer_name": "Globex Analytics",
        "employer_logo": None,
        "job_publisher": "ZipRecruiter",
        "job_id": "a-B_c9xYz0Q2ZkFfAAAAAA==",
        "job_employment_type": "FULLTIME",
        "job_title": "Data Engineer",
        "job_apply_link": "https://www.ziprecruiter.com/c/Globex/Job/Data-Engineer",
        "job_description": "Build pipelines.\n\nRequirements:\n• Python\n• SQL",
        "job_is_remote": False,
        "job_posted_at_timestamp": 1690848000,
        "job_posted_at_datetime_utc": "2023-08-01T00:00:00.000Z",
        "job_city": "Austin",
        "job_state": "TX",
        "job_country": "US",
        "job_required_skills": ["Python", "SQL", "Airflow", "Python"],
        "job_min_salary": 95000,
        "job_max_salary": 125000,
        "job_salary_currency": "usd",
        "job_salary_period": "year",
    }
    return {**base, **fields}


def parsed(item: dict[str, Any]) -> NormalizedJob:
    job = parse_job(item)
    assert job is not None
    return job


def test_it_reads_every_record_of_the_2025_response():
    result = parse_search(recorded("jsearch-2.json"))

    assert (len(result.jobs), result.dropped, result.total) == (10, 0, None)
    job = result.jobs[0]
    assert job.id == "jsearch-BhyMFF0tH0UyF7TIAAAAAA=="
    assert (job.title, job.company_name, job.publisher) == ("Front End Developer, Mid-Level", "Jobright.ai", "LinkedIn")
    assert (job.location_text, job.city, job.region, job.country_code) == (
        "Chicago, Illinois, US",
        "Chicago",
        "Illinois",
        "us",
    )
    assert job.posted_at == datetime.fromtimestamp(1753905600, tz=UTC)
    assert job.apply_url.startswith("https://www.linkedin.com/jobs/view/front-end-developer-mid-level")


def test_it_keeps_ids_with_dash_underscore_and_padding_exactly():
    ids = [job.source_id for job in parse_search(recorded("jsearch-2.json")).jobs]

    assert "t_-mBqRwmXRz3FaGAAAAAA==" in ids
    assert "PS_OhVnnpCcmph3FAAAAAA==" in ids


def test_it_normalizes_new_and_old_employment_types():
    jobs = parse_search(recorded("jsearch-2.json")).jobs

    assert [job.employment_type for job in jobs[:2]] == ["CONTRACTOR", "FULL_TIME"]  # 'Contractor', 'Full-time'
    assert parsed(old_record()).employment_type == "FULL_TIME"
    assert parsed(old_record(job_employment_type="PARTTIME")).employment_type == "PART_TIME"
    assert parsed(old_record(job_employment_type="CONTRACTOR")).employment_type == "CONTRACTOR"
    assert parsed(old_record(job_employment_type="INTERN")).employment_type == "INTERN"
    assert parsed(old_record(job_employment_type=None, job_employment_types=["TEMPORARY"])).employment_type == (
        "TEMPORARY"
    )


def test_it_keeps_titles_with_emoji_and_cut_mid_word():
    titles = [job.title for job in parse_search(recorded("jsearch-2.json")).jobs]

    assert "Python Developer 🏆" in titles
    assert "Front-End Web Developer at Ginas Tech Jobs Chicago, IL Job at Itlearn360 in Chic" in titles


def test_it_infers_the_currency_when_newer_data_leaves_it_out():
    job = next(j for j in parse_search(recorded("jsearch-2.json")).jobs if j.title == "Python Developer 🏆")

    assert (job.salary_min, job.salary_max, job.salary_currency, job.salary_period) == (142000, 264000, "USD", "YEAR")
    assert job.salary_is_predicted is False


def test_it_reads_the_stated_currency_and_upper_cases_the_period():
    job = parsed(old_record())

    assert (job.salary_currency, job.salary_period) == ("USD", "YEAR")
    assert job.skills_hint == ("Python", "SQL", "Airflow")


def test_it_leaves_salary_unknown_when_null():
    job = parse_search(recorded("jsearch-2.json")).jobs[0]

    assert (job.salary_min, job.salary_currency, job.salary_period, job.salary_is_predicted) == (None, None, None, None)


def test_it_falls_back_to_the_utc_datetime_without_a_timestamp():
    record = old_record(job_posted_at_datetime_utc="2023-08-02T14:30:00.000Z")
    del record["job_posted_at_timestamp"]

    assert parsed(record).posted_at == datetime(2023, 8, 2, 14, 30, tzinfo=UTC)
    assert parsed(old_record(job_posted_at_timestamp=None, job_posted_at_datetime_utc=None)).posted_at is None


def test_it_reads_the_closing_date_a_listing_states_and_invents_none():
    closes = datetime(2023, 9, 15, tzinfo=UTC)
    assert parsed(old_record(job_offer_expiration_datetime_utc="2023-09-15T00:00:00.000Z")).valid_through == closes
    assert parsed(old_record(job_offer_expiration_timestamp=1694736000)).valid_through == closes
    assert parsed(old_record(job_offer_expiration_datetime_utc=None)).valid_through is None
    assert all(job.valid_through is None for job in parse_search(recorded("jsearch-2.json")).jobs)


def test_it_accepts_data_as_jobs_and_cursor():
    body = {"status": "OK", "request_id": "r", "data": {"jobs": [old_record(), old_record(job_id=None)], "cursor": "x"}}

    result = parse_search(body)

    assert (len(result.jobs), result.dropped) == (1, 1)


def test_it_survives_every_field_being_null_or_absent():
    sparse = {"job_id": "x_Y-z==", "job_title": "SRE", "job_apply_link": "https://jobs.example.com/1"}
    nulls = dict.fromkeys(old_record()) | sparse

    for record in (sparse, nulls):
        job = parsed(record)
        assert (job.source_id, job.title, job.company_name, job.location_text) == ("x_Y-z==", "SRE", None, "")
        assert (job.city, job.country_code, job.employment_type, job.posted_at, job.publisher) == (None,) * 5
        assert (job.description_text, job.remote, job.skills_hint) == ("", False, ())


def test_it_turns_plain_text_descriptions_into_safe_html():
    job = parsed(old_record(job_description="Build <pipelines> & more.\nDaily.\n\nPerks: coffee"))

    assert job.description_html == "<p>Build &lt;pipelines&gt; &amp; more.<br>Daily.</p><p>Perks: coffee</p>"
    assert job.description_text == "Build <pipelines> & more.\nDaily.\n\nPerks: coffee"


def test_it_sanitizes_html_descriptions():
    job = parsed(old_record(job_description='<p onclick="x()">Hi</p><script>steal()</script><ul><li>Go</li></ul>'))

    assert job.description_html == "<p>Hi</p><ul><li>Go</li></ul>"
    assert "steal" not in job.description_text


def test_it_reads_remote_from_the_flag_or_the_location():
    assert parsed(old_record(job_is_remote=True)).remote is True
    assert parsed(old_record(job_is_remote=None, job_location="Remote, US")).remote is True
    assert parsed(old_record()).remote is False


def test_it_uses_the_first_http_apply_option_when_the_link_is_missing():
    options = [{"apply_link": "javascript:void(0)"}, {"publisher": "Indeed", "apply_link": "https://indeed.com/j/1"}]

    assert parsed(old_record(job_apply_link=None, apply_options=options)).apply_url == "https://indeed.com/j/1"


@pytest.mark.parametrize(
    "broken",
    [
        {"job_id": None},
        {"job_id": ""},
        {"job_title": None},
        {"job_title": "   "},
        {"job_apply_link": None},
        {"job_apply_link": "javascript:alert(1)"},
        {"job_apply_link": "ftp://files.example.com/job"},
    ],
)
def test_it_drops_records_missing_id_title_or_apply_link(broken):
    result = parse_search({"status": "OK", "data": [old_record(), old_record(**broken)]})

    assert (len(result.jobs), result.dropped) == (1, 1)


@pytest.mark.parametrize(
    "body",
    [None, [], {"status": "OK", "data": None}, {"status": "OK", "data": "x"}, {"status": "OK", "data": {"cursor": 1}}],
)
def test_it_rejects_a_response_without_a_data_list(body):
    with pytest.raises(SourceBadResponse, match="JSearch API error"):
        parse_search(body)


def test_it_rejects_a_non_ok_status():
    with pytest.raises(SourceBadResponse, match="JSearch API error: status Invalid query"):
        parse_search({"status": "ERROR", "error": {"message": "Invalid query", "code": 400}})
