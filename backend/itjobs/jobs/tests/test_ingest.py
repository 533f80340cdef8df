"""jobs_ingest: upsert by id, idempotent, last_seen and expiry refreshed, classified, sanitized."""

from datetime import timedelta

import pytest

from itjobs.jobs.models import Job, search_rowid_for
from itjobs.jobs.search_cache import search_generation
from itjobs.jobs.selectors import JobQuery, job_search
from itjobs.jobs.services import jobs_ingest

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=2)


def test_it_creates_a_job_per_new_record():
    stats = jobs_ingest(jobs=[normalized_job(), jsearch_job(title="DevOps Engineer")], now=NOW)
    assert (stats.received, stats.created, stats.updated) == (2, 2, 0)
    assert Job.objects.count() == 2


def test_it_is_idempotent_and_refreshes_last_seen(settings):
    settings.JOB_EXPIRE_DAYS = 10
    record = normalized_job()
    jobs_ingest(jobs=[record], now=NOW)
    later = NOW + timedelta(days=3)
    stats = jobs_ingest(jobs=[record], now=later)
    assert (stats.created, stats.updated) == (0, 1)
    job = Job.objects.get()
    assert job.first_seen == NOW
    assert job.last_seen == later
    assert job.expires_at == later + timedelta(days=10)


def test_it_updates_changed_fields_and_the_index():
    record = normalized_job(title="Python Developer")
    jobs_ingest(jobs=[record], now=NOW)
    jobs_ingest(jobs=[normalized_job(source_id=record.source_id, title="Rust Engineer")], now=NOW)
    job = Job.objects.get()
    assert job.title == "Rust Engineer"
    assert "rust" in job.search_title


def test_it_keeps_the_last_of_two_records_with_the_same_id_in_one_batch():
    first = normalized_job(title="Go Developer")
    second = normalized_job(source_id=first.source_id, title="Java Developer")
    stats = jobs_ingest(jobs=[first, second], now=NOW)
    assert stats.created == 1
    assert Job.objects.get().title == "Java Developer"


def test_it_classifies_and_stores_non_it_jobs_without_showing_them():
    stats = jobs_ingest(
        jobs=[normalized_job(title="Senior Golang Engineer", description_text="We run k8s on AWS."),
              normalized_job(title="Registered Nurse")],
        now=NOW,
    )  # fmt: skip
    assert stats.not_it == 1
    go = Job.objects.get(title="Senior Golang Engineer")
    assert go.is_it_role
    assert {"Go", "Kubernetes", "AWS"} <= set(go.skills)
    assert {"software-development", "devops", "cloud-computing"} <= set(go.categories)
    assert not Job.objects.get(title="Registered Nurse").is_it_role


def test_it_sanitizes_html_and_cuts_the_snippet_at_150_characters():
    text = "x" * 200
    jobs_ingest(jobs=[normalized_job(description_html='<p onclick="x()">Hi<script>alert(1)</script></p>',
                                     description_text=text)], now=NOW)  # fmt: skip
    job = Job.objects.get()
    assert "script" not in job.description_html
    assert "onclick" not in job.description_html
    assert job.snippet == "x" * 150 + "..."


def test_it_holds_every_record_to_the_parsers_allow_list():
    html = '<p>Hi <a href="https://evil.example">there</a></p><img src="x"><table><tr><td>pay</td></tr></table>'
    jobs_ingest(jobs=[normalized_job(description_html=html)], now=NOW)

    assert Job.objects.get().description_html == "<p>Hi there</p>pay"


def test_it_cuts_the_snippet_without_a_space_before_the_dots():
    jobs_ingest(jobs=[normalized_job(description_text="word " * 40)], now=NOW)

    assert Job.objects.get().snippet == ("word " * 30).rstrip() + "..."


def test_it_normalizes_salaries_to_a_yearly_figure():
    jobs_ingest(
        jobs=[normalized_job(salary_min=50, salary_max=60, salary_period="hour", salary_currency="USD")], now=NOW
    )
    job = Job.objects.get()
    assert job.salary_period == "HOUR"
    assert (job.salary_yearly_min, job.salary_yearly_max) == (104_000, 124_800)


def test_it_detects_remote_jobs_from_the_title_or_location():
    jobs_ingest(jobs=[normalized_job(title="Backend Engineer (Remote)"), normalized_job(location_text="Remote, US")],
                now=NOW)  # fmt: skip
    assert Job.objects.filter(remote=True).count() == 2


def test_two_jobs_whose_sort_keys_collide_both_stay_searchable(monkeypatch):
    monkeypatch.setattr("itjobs.jobs.services.rows.search_rowid_for", lambda job_id, listed_at: 1234)
    first, second = normalized_job(title="Go Developer"), normalized_job(title="Go Engineer")
    jobs_ingest(jobs=[first], now=NOW)
    jobs_ingest(jobs=[second], now=NOW)
    assert sorted(Job.objects.values_list("search_rowid", flat=True)) == [1234, 1235]
    assert job_search(query=JobQuery(keyword="go"), now=NOW).total == 2


def test_the_sort_key_orders_by_listing_minute_then_is_stable():
    older = search_rowid_for("adzuna-1", POSTED)
    newer = search_rowid_for("adzuna-1", POSTED + timedelta(minutes=1))
    assert 0 < older < newer < 2**63
    assert search_rowid_for("adzuna-1", POSTED) == older
    assert search_rowid_for("adzuna-2", POSTED) != older


def test_the_same_records_again_keep_the_search_caches_and_refresh_last_seen():
    records = [normalized_job(), jsearch_job(title="DevOps Engineer")]
    jobs_ingest(jobs=records, now=NOW)
    generation = search_generation()

    later = NOW + timedelta(hours=1)
    stats = jobs_ingest(jobs=records, now=later)

    assert (stats.updated, stats.changed) == (2, 0)
    assert search_generation() == generation  # nothing a search shows moved: cached answers stay
    assert set(Job.objects.values_list("last_seen", flat=True)) == {later}


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"title": "Senior Python Developer"}, "a changed record"),
        ({"salary_min": 120_000.0}, "a changed record"),
        ({"source_id": "new"}, "a new job"),
    ],
)
def test_a_changed_or_new_record_retires_the_search_caches(change, expected):
    record = normalized_job()
    jobs_ingest(jobs=[record], now=NOW)
    generation = search_generation()

    values = {field: getattr(record, field) for field in record.__dataclass_fields__} | change
    stats = jobs_ingest(jobs=[type(record)(**values)], now=NOW + timedelta(hours=1))

    assert stats.changed == 1, expected
    assert search_generation() != generation


def test_a_new_duplicate_changes_the_shown_jobs_sources():
    jobs_ingest(jobs=[normalized_job(company_name="Acme")], now=NOW)
    generation = search_generation()

    stats = jobs_ingest(jobs=[jsearch_job(title="Python Developer", company_name="Acme")], now=NOW)

    assert stats.changed >= 1  # the new record, and the shown job's seen_on now lists JSearch
    assert search_generation() != generation
