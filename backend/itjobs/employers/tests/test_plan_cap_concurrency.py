"""Posts sent at the same moment cannot exceed the plan: the cap is checked under a lock on the company."""

import threading
import time
from unittest import mock

import pytest
from django.db import connection

from itjobs.accounts.tests.factories import in_memory_sqlite, make_company, post_fields
from itjobs.core.errors import Conflict
from itjobs.employers.models import JobPost
from itjobs.employers.services import JobPostFields, job_post_create

# Threads need their own connections to one database. In-memory SQLite (the default test database)
# shares one cache between them and answers 'table is locked' at once instead of waiting, so these
# run on PostgreSQL and on file SQLite (where every transaction begins IMMEDIATE: writers queue).
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def threads_ok(db):
    if in_memory_sqlite():
        pytest.skip("threads need a file or server database")


def _post_at_once(company, count: int) -> list[str]:
    barrier = threading.Barrier(count)
    outcomes: list[str] = []
    real_create = JobPost.objects.create

    def slow_create(**kwargs):
        time.sleep(0.2)  # widen the gap between counting and inserting: without the lock both would pass
        return real_create(**kwargs)

    def worker() -> None:
        try:
            barrier.wait()
            job_post_create(company=company, fields=JobPostFields(**post_fields()))
            outcomes.append("created")
        except Conflict:
            outcomes.append("refused")
        finally:
            connection.close()

    with mock.patch.object(JobPost.objects, "create", side_effect=slow_create):
        threads = [threading.Thread(target=worker) for _ in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
    return sorted(outcomes)


def test_sqlite_transactions_begin_immediate():
    if connection.vendor == "sqlite":
        assert connection.settings_dict["OPTIONS"]["transaction_mode"] == "IMMEDIATE"


def test_it_lets_only_one_of_two_simultaneous_posts_through_on_starter(threads_ok):
    company = make_company()
    assert _post_at_once(company, 2) == ["created", "refused"]
    assert JobPost.objects.filter(company=company).count() == 1


def test_it_holds_a_bigger_plan_to_its_limit_under_a_burst(threads_ok):
    company = make_company(plan="professional")
    outcomes = _post_at_once(company, 6)
    assert outcomes.count("created") == 3
    assert outcomes.count("refused") == 3
    assert JobPost.objects.filter(company=company).count() == 3
