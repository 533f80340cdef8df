from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from itjobs.fakeworld.app import FakeUpstream
from itjobs.fakeworld.faults import FAULT_KINDS
from itjobs.fakeworld.providers.adzuna import AdzunaFake
from itjobs.fakeworld.providers.jsearch import JSearchFake
from itjobs.fakeworld.runtime import configured_now
from itjobs.fakeworld.server import base_urls, serve


class Command(BaseCommand):
    help = "Serve the fake upstream of every registered source on loopback for manual runs (Ctrl-C stops it)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--port", type=int, default=8765)
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--seed", type=int, default=settings.FAKE_UPSTREAM_SEED)
        parser.add_argument("--size", type=int, default=settings.FAKE_UPSTREAM_SIZE)
        parser.add_argument("--adzuna-app-id", default="", help="require these Adzuna keys (default: any)")
        parser.add_argument("--adzuna-app-key", default="")
        parser.add_argument("--jsearch-key", default="", help="require this JSearch key (default: any)")

    def handle(self, *args: Any, **options: Any) -> None:
        app = FakeUpstream(seed=options["seed"], size=options["size"], now=configured_now())
        if options["adzuna_app_id"]:
            app.servers["adzuna"] = AdzunaFake(credentials=(options["adzuna_app_id"], options["adzuna_app_key"]))
        if options["jsearch_key"]:
            app.servers["jsearch"] = JSearchFake(key=options["jsearch_key"])
        server = serve(app, host=options["host"], port=options["port"])
        urls = base_urls(server, app)
        self.stdout.write(f"Fake upstream: {len(app.jobs)} jobs, dated up to {app.now:%Y-%m-%d}. Use:")
        for name, url in urls.items():
            if name != "FAULTS_URL":
                self.stdout.write(f"  {name}={url}")
        self.stdout.write("  with any keys, unless --adzuna-app-id or --jsearch-key set the ones to send.")
        self.stdout.write(
            f'Faults: curl -X POST {urls["FAULTS_URL"]} -d \'{{"source": "jsearch", "kind": "rate_limit", '
            f'"times": 3}}\'  (kinds: {", ".join(FAULT_KINDS)}; DELETE clears)'
        )
        self.stdout.flush()
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass
        finally:
            server.server_close()
