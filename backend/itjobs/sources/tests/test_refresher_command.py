"""`manage.py refresher` as gunicorn.conf.py starts it: a process of its own that refreshes what a
search hands it, in the shared database, and stops on SIGTERM with its socket removed."""

import queue
import signal
import subprocess
import sys
import tempfile
import threading
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
    errors = (tmp_path / "refresher.err").open("w+")
    child = subprocess.Popen(
        [sys.executable, "manage.py", "refresher", "--nice=5", "-v", "2"],
        cwd=BACKEND_DIR,
        env=env,
        stdout=subprocess.PIPE,
        stderr=errors,
        text=True,
    )
    # Its lines, as they come, until it exits.
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        for line in child.stdout or ():
            lines.put(line.strip())

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert "Refresher listening" in lines.get(timeout=60), (tmp_path / "refresher.err").read_text()
        query = query_key(keyword="python developer", location="", country="us")

        assert handoff_send(query) == "sent"
        # The command says when a refresh has ended: wait for that line (within a bound), not a poll.
        assert lines.get(timeout=30) == f"Refreshed {query.key}"
        assert QueryState.objects.filter(key=query.key, refreshed_at__isnull=False).exists()
    finally:
        child.send_signal(signal.SIGTERM)
        child.wait(timeout=30)
        reader.join(timeout=30)
        errors.close()
    assert child.returncode == 0
    assert lines.get(timeout=1) == "Refresher stopped"
    assert not socket_path.exists()
    socket_path.parent.rmdir()
