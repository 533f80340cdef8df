"""gunicorn's settings for `make run`, the benchmarks and production (gunicorn reads ./gunicorn.conf.py).

Beside the web workers the master starts the node's source refresher (`manage.py refresher`, decision
0016) when SOURCES_REFRESH_MODE is `background`: one child process at a lower CPU priority that does
every source fetch and index write, so a search's worker never shares its CPU (or the GIL) with an
ingest. The master restarts it when it dies (waiting longer after each quick death); meanwhile the
web workers refresh in their own small pools, as they do wherever no refresher listens.
"""

import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

BACKEND_DIR = Path(__file__).resolve().parent
REFRESHER_NICE = 10  # below the web workers: a search's CPU comes first
REFRESHER_STOP_SECONDS = 30  # its running refreshes end within their source timeouts
REFRESHER_READY_SECONDS = 30  # the longest the server's start waits for it to listen


class RefresherChild:
    """The refresher process, supervised by a thread of the gunicorn master."""

    def __init__(self) -> None:
        self.stopping = threading.Event()
        self.process: subprocess.Popen[str] | None = None
        self.thread: threading.Thread | None = None

    def start(self, log: Any) -> None:
        """Start it and wait until it listens: the workers, forked after this hook, would otherwise
        find no socket during its first seconds and refresh in their own pools."""
        ready = threading.Event()
        self.thread = threading.Thread(
            target=self._supervise, args=(log, ready), name="refresher-supervisor", daemon=True
        )
        self.thread.start()
        if not ready.wait(REFRESHER_READY_SECONDS):
            log.warning("The source refresher is not listening yet; the workers refresh in their own pools until it is")

    def _supervise(self, log: Any, ready: threading.Event) -> None:
        delay = 1.0
        while not self.stopping.is_set():
            started = time.monotonic()
            args = [sys.executable, "manage.py", "refresher", f"--nice={REFRESHER_NICE}", "--exit-with-parent"]
            self.process = subprocess.Popen(args, cwd=BACKEND_DIR, stdout=subprocess.PIPE, text=True)  # noqa: S603 (our interpreter and command)
            log.info("Started the source refresher (pid %s)", self.process.pid)
            assert self.process.stdout is not None
            for line in self.process.stdout:  # its first line says it listens; read on so it never blocks
                log.info("%s", line.rstrip())
                ready.set()
            # gunicorn's own reaping may collect its exit first: wait() then returns without a code.
            code = self.process.wait()
            ready.set()
            if self.stopping.is_set():
                return
            delay = 1.0 if time.monotonic() - started > 60 else min(delay * 2, 60.0)
            log.warning("The source refresher exited (%s); restarting it in %.0f s", code, delay)
            self.stopping.wait(delay)

    def stop(self) -> None:
        self.stopping.set()
        process = self.process
        if process is None or process.poll() is not None:
            return
        process.terminate()
        try:
            process.wait(timeout=REFRESHER_STOP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()


refresher = RefresherChild()


def refresher_wanted() -> bool:
    """Background mode (read as the settings read it: a typo stops the start) and not SOURCES_REFRESHER=0,
    which a deployment sets when it runs `manage.py refresher` under its own supervisor."""
    sys.path.insert(0, str(BACKEND_DIR))
    from config.env import env_bool, env_choice

    mode = env_choice("SOURCES_REFRESH_MODE", ("background", "inline", "off"), "background")
    return mode == "background" and env_bool("SOURCES_REFRESHER", True)


def when_ready(server: Any) -> None:
    if refresher_wanted():
        refresher.start(server.log)


def on_exit(server: Any) -> None:
    refresher.stop()
