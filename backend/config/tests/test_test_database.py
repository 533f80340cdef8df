"""The tests' SQLite database behaves like production's: a file in WAL mode whose writers wait for
each other (conftest.py), not pytest-django's shared-cache memory database, which fails at once with
'database table is locked' when a background thread writes."""

from pathlib import Path

import pytest
from django.db import connection


@pytest.mark.django_db
def test_sqlite_tests_run_on_a_wal_file_that_waits_for_locks():
    if connection.vendor != "sqlite":
        return
    with connection.cursor() as cursor:
        journal_mode = cursor.execute("PRAGMA journal_mode").fetchone()[0]
        busy_timeout = cursor.execute("PRAGMA busy_timeout").fetchone()[0]
    assert Path(connection.settings_dict["NAME"]).is_file()
    assert (journal_mode, busy_timeout) == ("wal", 5000)
