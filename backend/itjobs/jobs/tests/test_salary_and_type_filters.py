"""The minimum-salary rule and the job-type filter, on whichever engine runs the tests (SQLite
FTS5 always; PostgreSQL too via scripts/test-backend.sh).

The rule: a job qualifies for 'Minimum salary N+' when its minimum, or the one salary it states,
is at least N (yearly, in its own currency). A range that only reaches N does not qualify.
"""

import importlib
from datetime import timedelta
from typing import Any

import pytest
from django.utils import timezone

from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=1)


def titles(**query: Any) -> set[str]:
    return {job.title for job in job_search(query=JobQuery(**query), now=NOW).jobs}


def yearly(low: float | None, high: float | None, period: str = "YEAR") -> dict[str, Any]:
    return {"salary_min": low, "salary_max": high, "salary_period": period, "salary_currency": "USD"}


@pytest.fixture
def paid_jobs():
    jobs_ingest(
        now=NOW,
        jobs=[
            normalized_job(title="Reaching Developer", **yearly(73_000, 101_000)),
            normalized_job(title="Floor Developer", **yearly(100_000, 130_000)),
            normalized_job(title="Single Developer", **yearly(110_000, 110_000)),
            normalized_job(title="From Developer", **yearly(105_000, None)),
            normalized_job(title="Up To Developer", **yearly(None, 120_000)),
            normalized_job(title="Hourly Developer", **yearly(50, 60, "HOUR")),  # 104,000 a year
            normalized_job(title="Unpaid Developer"),
        ],
    )


# 100,000 is a salary step (a filter word on SQLite's FTS5); 101,000 and 95,000 are not (the ORM path).
@pytest.mark.parametrize("floor", [100_000, 101_000])
def test_a_range_that_only_reaches_the_minimum_does_not_qualify(paid_jobs, floor):
    found = titles(keyword="developer", min_salary=floor)

    assert "Reaching Developer" not in found
    assert "Unpaid Developer" not in found


@pytest.mark.parametrize("floor", [95_000, 100_000])
def test_a_minimum_or_single_stated_salary_at_the_threshold_qualifies(paid_jobs, floor):
    assert titles(keyword="developer", min_salary=floor) == {
        "Floor Developer",
        "Single Developer",
        "From Developer",
        "Up To Developer",
        "Hourly Developer",
    }


def test_the_rule_reads_the_minimum_not_the_maximum(paid_jobs):
    assert titles(min_salary=70_000) >= {"Reaching Developer"}
    assert "Reaching Developer" not in titles(min_salary=80_000)
    assert "Floor Developer" not in titles(min_salary=120_000)
    assert titles(min_salary=120_000) == {"Up To Developer"}


def test_the_temporary_job_type_is_a_filter(client):
    now = timezone.now()
    jobs_ingest(
        jobs=[
            jsearch_job(title="Temporary DevOps Engineer", employment_type="TEMPORARY", posted_at=now),
            jsearch_job(title="Permanent DevOps Engineer", employment_type="FULL_TIME", posted_at=now),
        ],
    )

    params = {"keyword": "devops engineer", "country": "us", "employment_type": "temporary"}
    response = client.get("/api/jobs/search", params)
    assert response.status_code == 200
    assert [job["title"] for job in response.json()["jobs"]] == ["Temporary DevOps Engineer"]
    assert response.json()["jobs"][0]["employment_type"] == "TEMPORARY"


def test_the_migration_moves_stored_jobs_to_the_rule(paid_jobs):
    """Jobs stored under the old rule (maximum-based filter words, no minimum for an 'up to'
    salary) are found by the new one after migration 0007."""
    from django.apps import apps

    from itjobs.jobs.index.tags import filter_tags
    from itjobs.jobs.models import Job

    migration = importlib.import_module("itjobs.jobs.migrations.0007_salary_filter_by_minimum")
    for job in Job.objects.exclude(salary_yearly_max=None):
        old_tags = filter_tags(
            is_listed=job.is_listed,
            country_code=job.country_code,
            remote=job.remote,
            employment_type=job.employment_type,
            source=job.source,
            salary_yearly_min=job.salary_yearly_max,  # what the words said before: the maximum
        )
        Job.objects.filter(id=job.id).update(search_tags=old_tags)
    Job.objects.filter(title="Up To Developer").update(salary_yearly_min=None)
    assert "Reaching Developer" in titles(min_salary=100_000)
    assert "Up To Developer" not in titles(min_salary=115_000)  # between steps: read from the column

    migration.filter_salary_by_minimum(apps, None)

    assert "Reaching Developer" not in titles(min_salary=100_000)
    assert "Up To Developer" in titles(min_salary=115_000)
    assert "Up To Developer" in titles(min_salary=120_000)


def test_the_category_filter_keeps_jobs_of_the_category_on_both_search_paths():
    jobs_ingest(now=NOW, jobs=[normalized_job(title="DevOps Engineer", **yearly(100_000, None)),
                               normalized_job(title="Java Developer", **yearly(100_000, None))])  # fmt: skip

    assert titles(category="devops") == {"DevOps Engineer"}
    assert titles(category="devops", sort="salary") == {"DevOps Engineer"}  # through the ORM on SQLite
    assert titles(category="devops", min_salary=95_000) == {"DevOps Engineer"}
