"""The fake upstream's generated world: size, spread, duplicates, defects, and determinism."""

from collections import Counter
from datetime import timedelta

import pytest

from itjobs.content.cities import NEAR_ME_CITIES
from itjobs.content.home import POPULAR_SEARCHES
from itjobs.fakeworld.app import DEFAULT_SEED, DEFAULT_SIZE
from itjobs.fakeworld.generator import DEFECTS, FakeJob, generate_jobs
from itjobs.fakeworld.search import matching
from itjobs.sources.tests.fixtures.upstream import NOW

CATEGORY_FAMILIES = {
    "software-development",
    "data-science",
    "cybersecurity",
    "network-administration",
    "devops",
    "cloud-computing",
    "ui-ux-design",
    "it-project-management",
}
ROLE_TITLES = {
    "Software Engineer",
    "Frontend Developer",
    "DevOps Engineer",
    "Data Scientist",
    "Security Engineer",
    "Python Developer",
    "Java Developer",
    "React Developer",
    "Go Developer",
    "Site Reliability Engineer",
    "SRE",
    "QA Engineer",
    "Database Administrator",
}


@pytest.fixture(name="world", scope="module")
def world_fixture():
    return generate_jobs(seed=DEFAULT_SEED, size=DEFAULT_SIZE, now=NOW)


def test_it_has_at_least_5000_valid_jobs_in_the_five_search_countries(world):
    assert sum(1 for job in world if job.defect is None) >= 5000
    assert set(Counter(job.country for job in world)) == {"us", "gb", "ca", "au", "de"}


def test_it_is_the_same_world_every_run_and_another_for_another_seed(world):
    again = generate_jobs.__wrapped__(seed=DEFAULT_SEED, size=DEFAULT_SIZE, now=NOW)
    other = generate_jobs.__wrapped__(seed=DEFAULT_SEED + 1, size=DEFAULT_SIZE, now=NOW)

    assert again == world
    assert [job.source_id for job in other] != [job.source_id for job in world]


def test_it_covers_every_category_family_and_role_the_spec_names(world):
    assert {job.family for job in world if job.is_it} == CATEGORY_FAMILIES
    # Every title is built around its role's title ('Senior ' + role, role + ' Intern', ...).
    assert {role for role in ROLE_TITLES if any(role in job.title for job in world)} == ROLE_TITLES


@pytest.mark.parametrize("keyword", POPULAR_SEARCHES)
def test_it_answers_every_popular_search_in_the_us(world, keyword):
    us_jobs = [job for job in world if job.country == "us"]

    assert len(matching(us_jobs, keyword=keyword, location="")) >= 30


@pytest.mark.parametrize("city", sorted(NEAR_ME_CITIES))
def test_it_has_it_jobs_in_every_near_me_city(world, city):
    assert len(matching([job for job in world if job.country == "us"], keyword="IT", location=city)) >= 20


def test_it_mixes_in_about_15_percent_non_it_jobs(world):
    assert 0.12 <= sum(not job.is_it for job in world) / len(world) <= 0.18


def test_it_lists_about_10_percent_of_jobs_on_both_sources(world):
    pairs: dict[int, list[FakeJob]] = {}
    for job in world:
        if job.pair is not None:
            pairs.setdefault(job.pair, []).append(job)
    postings = len(world) - len(pairs)

    assert 0.08 <= len(pairs) / postings <= 0.12
    for first, second in pairs.values():
        assert {first.source, second.source} == {"adzuna", "jsearch"}
        assert (first.title, first.company) == (second.title, second.company)
        assert first.source_id != second.source_id


def test_it_has_a_few_malformed_records_of_every_kind(world):
    defects = Counter(job.defect for job in world if job.defect)

    assert set(defects) == set(DEFECTS)
    assert sum(defects.values()) < len(world) * 0.02


def test_it_writes_html_and_unicode_into_descriptions(world):
    descriptions = [job.description_html for job in world]

    assert all("<ul>" in text for text in descriptions)
    assert any("<script>" in text for text in descriptions)
    assert any("javascript:" in text for text in descriptions)
    for sample in ("Grüße", "👋", "我们", "チーム", "Łódź"):
        assert any(sample in text for text in descriptions)
    assert any(job.city == "Montréal" for job in world)
    assert any(job.city == "München" for job in world)


def test_it_pays_in_local_currencies_per_year_month_and_hour(world):
    currencies = {(job.country, job.salary_currency) for job in world if job.salary_currency}

    assert currencies == {("us", "USD"), ("gb", "GBP"), ("ca", "CAD"), ("au", "AUD"), ("de", "EUR")}
    assert {job.salary_period for job in world if job.source == "jsearch"} == {"YEAR", "MONTH", "HOUR", None}
    assert all(job.salary_min <= job.salary_max for job in world if job.salary_min is not None)


def test_it_has_remote_jobs_and_the_big_us_cities(world):
    assert sum(job.remote for job in world) / len(world) >= 0.1
    assert {job.city for job in world if job.country == "us"} >= set(NEAR_ME_CITIES)


def test_it_spreads_posting_dates_over_the_30_days_before_now(world):
    ages = [NOW - job.posted_at for job in world]

    assert min(ages) > timedelta(0)
    assert max(ages) < timedelta(days=30)
    assert min(ages) < timedelta(days=1)
    assert max(ages) > timedelta(days=25)


def test_it_gives_jsearch_ids_the_real_base64_form(world):
    ids = [job.source_id for job in world if job.source == "jsearch"]

    assert len(set(ids)) == len(ids)
    assert all(len(source_id) == 24 and source_id.endswith("==") for source_id in ids)
    assert any("-" in source_id for source_id in ids)
    assert any("_" in source_id for source_id in ids)
