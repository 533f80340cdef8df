"""A job a source sends again exactly as before: only its dates move, in one statement per batch."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from itjobs.jobs.models import Job, SearchTerm
from itjobs.jobs.services import ingest, jobs_close, jobs_ingest, rows

from .factories import POSTED, jsearch_job, normalized_job

pytestmark = pytest.mark.django_db
NOW = POSTED + timedelta(days=2)
LATER = NOW + timedelta(hours=6)


def _columns(job: Job) -> dict[str, object]:
    dates = {"last_seen", "expires_at", "expires_unconfirmed"}
    fields = [field for field in Job._meta.concrete_fields if field.name not in dates]
    return {field.attname: getattr(job, field.attname) for field in fields}


def _rewrites(monkeypatch) -> list[str]:
    """The ids job_row builds a row for (classify, index words, the whole row written again)."""
    built: list[str] = []
    job_row = rows.job_row

    def spy(record, **kwargs):
        built.append(record.id)
        return job_row(record, **kwargs)

    monkeypatch.setattr(ingest, "job_row", spy)
    return built


def test_only_its_dates_move(settings, monkeypatch):
    settings.JOB_EXPIRE_DAYS = 10
    records = [normalized_job(), jsearch_job(title="DevOps Engineer")]
    jobs_ingest(jobs=records, now=NOW)
    before = {job.id: _columns(job) for job in Job.objects.all()}
    built = _rewrites(monkeypatch)

    stats = jobs_ingest(jobs=records, now=LATER)

    assert built == []
    assert (stats.created, stats.updated, stats.changed) == (0, 2, 0)
    for job in Job.objects.all():
        assert (job.last_seen, job.expires_at) == (LATER, LATER + timedelta(days=10))
        assert _columns(job) == before[job.id]


def test_one_update_for_the_batch_whatever_its_size():
    records = [normalized_job(source_id=str(n), title=f"Go Developer {n}") for n in range(30)]
    jobs_ingest(jobs=records, now=NOW)
    with CaptureQueriesContext(connection) as queries:
        jobs_ingest(jobs=records, now=LATER)
    updates = [query["sql"] for query in queries if 'UPDATE "jobs_job"' in query["sql"]]
    # SQLite runs one executemany, which Django records once ('30 times: UPDATE ...').
    assert len(updates) == 1
    assert Job.objects.filter(last_seen=LATER).count() == 30


def test_its_words_are_not_counted_again():
    record = normalized_job(title="Kotlin Developer")
    jobs_ingest(jobs=[record], now=NOW)
    jobs_ingest(jobs=[record], now=LATER)
    assert SearchTerm.objects.get(term="kotlin").jobs == 1


def test_a_changed_record_in_the_same_batch_is_rewritten(monkeypatch):
    same, changing = normalized_job(source_id="1"), normalized_job(source_id="2", title="Go Developer")
    jobs_ingest(jobs=[same, changing], now=NOW)
    built = _rewrites(monkeypatch)

    changed = normalized_job(source_id="2", title="Rust Developer")
    stats = jobs_ingest(jobs=[same, changed], now=LATER)

    assert built == [changed.id]
    assert stats.changed == 1
    assert Job.objects.get(id=changed.id).title == "Rust Developer"
    assert Job.objects.get(id=same.id).last_seen == LATER


def test_a_closed_job_is_listed_again_by_the_whole_path():
    record = normalized_job()
    jobs_ingest(jobs=[record], now=NOW)
    jobs_close([record.id], now=NOW + timedelta(hours=1))

    stats = jobs_ingest(jobs=[record], now=LATER)

    job = Job.objects.get()
    assert (job.closed_at, job.is_listed, stats.changed) == (None, True, 1)


def test_a_new_derivation_version_rewrites_every_job_once(monkeypatch):
    record = normalized_job()
    jobs_ingest(jobs=[record], now=NOW)
    built = _rewrites(monkeypatch)
    monkeypatch.setattr(rows, "DERIVATION_VERSION", rows.DERIVATION_VERSION + 1)

    jobs_ingest(jobs=[record], now=LATER)
    jobs_ingest(jobs=[record], now=LATER + timedelta(hours=1))

    assert built == [record.id]
