"""Write (or --check) frontend/app/content/generated/content.json from the content modules."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from itjobs.content.export import content_json

DEFAULT_OUTPUT = settings.REPO_DIR / "frontend" / "app" / "content" / "generated" / "content.json"


class Command(BaseCommand):
    help = "Export the site content for the frontend's prerendered pages."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
        parser.add_argument("--check", action="store_true", help="fail when the file is stale")

    def handle(self, *args: Any, output: Path, check: bool, **options: Any) -> None:
        fresh = content_json()
        if check:
            current = output.read_text(encoding="utf-8") if output.exists() else ""
            if current != fresh:
                raise CommandError(f"{output} is stale: run 'make client' and commit the result.")
            self.stdout.write("Content export is up to date.")
            return
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(fresh, encoding="utf-8")
        if options["verbosity"] > 0:
            self.stdout.write(f"Wrote {output}")
