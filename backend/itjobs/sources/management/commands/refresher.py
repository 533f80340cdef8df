import os
import signal
import threading
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from itjobs.sources.handoff import refresher_socket_path
from itjobs.sources.refresh_context import active_providers
from itjobs.sources.refresher_process import refresher_open
from itjobs.sources.singleflight import QueryKey


class Command(BaseCommand):
    help = (
        "Run the node's source refresher in the foreground: it refreshes the stale queries the web processes "
        "hand it on the UNIX socket SOURCES_REFRESHER_SOCKET and runs the popular round. gunicorn.conf.py starts "
        "one beside gunicorn; run this yourself when the web server is started another way. Stops on SIGTERM "
        "or SIGINT after the running refreshes end."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--nice", type=int, default=0, help="lower this process's CPU priority by N (os.nice)")
        parser.add_argument(
            "--exit-with-parent",
            action="store_true",
            help="stop when the process that started this one is gone (gunicorn.conf.py passes it)",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if settings.SOURCES_REFRESH_MODE != "background":
            raise CommandError(f"SOURCES_REFRESH_MODE is {settings.SOURCES_REFRESH_MODE!r}: nothing hands queries on")
        if options["nice"]:
            os.nice(options["nice"])
        parent = os.getppid() if options["exit_with_parent"] else None
        stop = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
        # Under gunicorn, Ctrl-C reaches the whole process group: the master stops this one after its workers.
        signal.signal(signal.SIGINT, signal.SIG_IGN if parent else lambda *_: stop.set())
        # -v 2 reports each refresh as it ends (one line, flushed: a test or an operator can follow it).
        report = options["verbosity"] >= 2

        def refreshed(query: QueryKey) -> None:
            self.stdout.write(f"Refreshed {query.key}")
            self.stdout.flush()

        try:
            refresher = refresher_open(on_refreshed=refreshed if report else None)
        except OSError as error:  # e.g. a VAR_DIR whose socket path is longer than 107 bytes
            raise CommandError(f"Cannot listen on {refresher_socket_path()}: {error}") from error
        # The sources' clients now, not on the first hand-off: in demo mode this builds the fake
        # upstream's world (about 1.3 s of CPU), better spent while the server starts.
        sources = ", ".join(active_providers()) or "none configured"
        self.stdout.write(f"Refresher listening on {refresher_socket_path()} (pid {os.getpid()}; sources: {sources})")
        self.stdout.flush()
        try:
            refresher.serve(stop=stop, parent=parent)
        finally:
            refresher.close()
        self.stdout.write("Refresher stopped")
