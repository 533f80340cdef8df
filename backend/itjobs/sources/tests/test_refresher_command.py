"""`manage.py refresher` as gunicorn.conf.py starts it: a process of its own that refreshes what a
search hands it, in the shared database, and stops on SIGTERM with its socket removed."""

import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from itjobs.sources.handoff import handoff_send
from itjobs.sources.models import QueryState
from itjobs.sources.singleflight import query_key
from itjobs.sources.tests.refresh_support import BACKEND_DIR, shared_database_env

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_refreshes_a_handed_on_query_in_its_own_process(settings, tmp_path):
    socket_path = Path(tempfile.mkdtemp(prefix="itjobs-rc-")) / "refresher.sock"
    settings.SOURCES_REFRESHER_SOCKET = socket_path
    env = shared_database_env(tmp_path=tmp_path) | {
        "SOURCES_REFRESH_MODE": "background",
        "SOURCES_REFRESHER_SOCKET": str(socket_path),
        "ADZUNA_APP_ID": "",
        "JSEARCH_API_KEY": "",
    }
    child = subprocess.Popen(
        [sys.executable, "manage.py", "refresher", "--nice=5"],
        cwd=BACKEND_DIR,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert "Refresher listening" in child.stdout.readline(), child.stderr.read() if child.stderr else ""
        query = query_key(keyword="python developer", location="", country="us")

        assert handoff_send(query) == "sent"
        deadline = time.monotonic() + 30  # a real process: wait for its write, within a bound
        while not QueryState.objects.filter(key=query.key, refreshed_at__isnull=False).exists():
            assert time.monotonic() < deadline, "the refresher did not refresh the query"
            time.sleep(0.05)
    finally:
        child.send_signal(signal.SIGTERM)
        child.communicate(timeout=30)
    assert child.returncode == 0
    assert not socket_path.exists()
    socket_path.parent.rmdir()
