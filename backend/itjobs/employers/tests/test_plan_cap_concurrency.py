"""Posts sent at the same moment cannot exceed the plan: the cap is checked under a lock on the company."""

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

import pytest
from django.db import OperationalError, connection

from itjobs.accounts.tests.factories import make_company, post_fields
from itjobs.core.errors import Conflict
from itjobs.employers.models import JobPost
from itjobs.employers.services import JobPostFields, job_post_create

# Threads need their own connections to one database: PostgreSQL, or the tests' SQLite file (where
# every transaction begins IMMEDIATE: writers queue).
pytestmark = pytest.mark.django_db(transaction=True)


@contextmanager
def no_waiting_for_locks() -> Iterator[None]:
    """On this thread's connection, a lock another transaction holds fails at once instead of waiting."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("PRAGMA busy_timeout = 0")
        else:
            cursor.execute("SET lock_timeout = 1")
    try:
        yield
    finally:
        connection.close()  # the next statement opens a connection with the configured timeouts


def test_a_post_waits_while_another_post_of_the_company_is_being_created():
    company = make_company(plan="professional")
    holding, release = threading.Event(), threading.Event()
    real_create = JobPost.objects.create

    def held_create(**kwargs):
        if threading.current_thread() is holder:
            holding.set()  # the cap is checked and the company locked: hold it there
            release.wait(timeout=30)
        return real_create(**kwargs)

    def first_post() -> None:
        try:
            job_post_create(company=company, fields=JobPostFields(**post_fields()))
        finally:
            connection.close()

    holder = threading.Thread(target=first_post)
    with mock.patch.object(JobPost.objects, "create", side_effect=held_create):
        holder.start()
        try:
            assert holding.wait(timeout=30)
            with no_waiting_for_locks(), pytest.raises(OperationalError):
                job_post_create(company=company, fields=JobPostFields(**post_fields(title="Go Developer")))
        finally:
            release.set()
            holder.join(timeout=30)
    assert list(JobPost.objects.filter(company=company).values_list("title", flat=True)) == ["Senior Python Developer"]


def _post_at_once(company, count: int) -> list[str]:
    barrier = threading.Barrier(count)
    outcomes: list[str] = []

    def worker() -> None:
        try:
            barrier.wait()
            job_post_create(company=company, fields=JobPostFields(**post_fields()))
            outcomes.append("created")
        except Conflict:
            outcomes.append("refused")
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return sorted(outcomes)


def test_sqlite_transactions_begin_immediate():
    if connection.vendor == "sqlite":
        assert connection.settings_dict["OPTIONS"]["transaction_mode"] == "IMMEDIATE"


def test_it_lets_only_one_of_two_simultaneous_posts_through_on_starter():
    company = make_company()
    assert _post_at_once(company, 2) == ["created", "refused"]
    assert JobPost.objects.filter(company=company).count() == 1


def test_it_holds_a_bigger_plan_to_its_limit_under_a_burst():
    company = make_company(plan="professional")
    outcomes = _post_at_once(company, 6)
    assert outcomes.count("created") == 3
    assert outcomes.count("refused") == 3
    assert JobPost.objects.filter(company=company).count() == 3
