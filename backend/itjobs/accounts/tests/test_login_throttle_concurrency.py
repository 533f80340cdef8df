"""A burst of parallel guesses gets no more than the allowed failures before the 429s start."""

import threading
import time
from unittest import mock

import pytest
from django.contrib.auth import authenticate
from django.db import connection
from django.test import Client

from .factories import in_memory_sqlite, make_seeker, send

pytestmark = pytest.mark.django_db(transaction=True)


def test_parallel_guesses_are_held_to_five():
    if in_memory_sqlite():
        pytest.skip("threads need a file or server database")
    seeker = make_seeker()
    barrier = threading.Barrier(12)
    statuses: list[int] = []

    def slow_authenticate(*args, **kwargs):
        time.sleep(0.2)  # a real password hash takes this long: every guess is in flight at once
        return authenticate(*args, **kwargs)

    def worker(n: int) -> None:
        try:
            body = {"email": seeker.email, "password": f"guess-{n}", "terms_accepted": True}
            barrier.wait()
            statuses.append(send(Client(), "post", "/api/auth/login", body, REMOTE_ADDR=f"198.51.100.{n}").status_code)
        finally:
            connection.close()

    with mock.patch("itjobs.accounts.services.authenticate", side_effect=slow_authenticate):
        threads = [threading.Thread(target=worker, args=(n,)) for n in range(12)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
    assert sorted(statuses) == [401] * 5 + [429] * 7
