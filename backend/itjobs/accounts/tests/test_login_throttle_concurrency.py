"""A burst of parallel guesses gets no more than the free attempts before the 429s start: per account
and client, and per account from many addresses at once."""

import threading
from unittest import mock

import pytest
from django.contrib.auth import authenticate
from django.db import connection
from django.test import Client

from .factories import make_seeker, send

pytestmark = pytest.mark.django_db(transaction=True)
GUESSES = 12


@pytest.mark.parametrize("spread", ["one address", "many addresses"])
def test_parallel_guesses_are_held_to_five(settings, spread):
    settings.LOGIN_THROTTLE_ACCOUNT_FAILURES = 5  # the per-account gate holds a spread burst the same way
    seeker = make_seeker()
    barrier = threading.Barrier(GUESSES)
    statuses: list[int] = []
    settled = threading.Condition()
    checking, refused = 0, 0

    def held_authenticate(*args, **kwargs):
        """Every guess let through waits here until each of the others was let through or refused, so
        all of them are in flight at once (as with a slow password hash), without a sleep."""
        nonlocal checking
        with settled:
            checking += 1
            settled.notify_all()
            settled.wait_for(lambda: checking + refused == GUESSES, timeout=30)
        return authenticate(*args, **kwargs)

    def worker(n: int) -> None:
        nonlocal refused
        try:
            body = {"email": seeker.email, "password": f"guess-{n}", "terms_accepted": True}
            barrier.wait()
            status = send(
                Client(),
                "post",
                "/api/auth/login",
                body,
                REMOTE_ADDR=f"198.51.100.{n if spread == 'many addresses' else 1}",
            ).status_code
            statuses.append(status)
            if status == 429:
                with settled:
                    refused += 1
                    settled.notify_all()
        finally:
            connection.close()

    with mock.patch("itjobs.accounts.services.authenticate", side_effect=held_authenticate):
        threads = [threading.Thread(target=worker, args=(n,)) for n in range(GUESSES)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
    assert checking == 5
    assert sorted(statuses) == [401] * 5 + [429] * 7
