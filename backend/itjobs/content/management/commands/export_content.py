"""Write (or --check) the content export under frontend/app/content/generated/."""

from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from itjobs.content.export import COMMITTED, DEPLOYMENT_FILE, as_json, deployment_bundle

DEFAULT_DIRECTORY = settings.REPO_DIR / "frontend" / "app" / "content" / "generated"


class Command(BaseCommand):
    help = (
        "Export the site content for the frontend's build: the committed content files, and "
        f"{DEPLOYMENT_FILE} (never committed) with what this environment's settings decide."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--directory", type=Path, default=DEFAULT_DIRECTORY)
        parser.add_argument(
            "--check",
            action="store_true",
            help=f"fail when a committed file is stale (reads no setting; {DEPLOYMENT_FILE} is not checked)",
        )

    def handle(self, *args: Any, directory: Path, check: bool, **options: Any) -> None:
        if check:
            stale = [name for name, bundle in COMMITTED.items() if _read(directory / name) != as_json(bundle())]
            if stale:
                names = ", ".join(stale)
                raise CommandError(f"The content export is stale ({names} in {directory}): run 'make client'.")
            self.stdout.write("Content export is up to date.")
            return
        directory.mkdir(parents=True, exist_ok=True)
        written = []
        for name, bundle in (COMMITTED | {DEPLOYMENT_FILE: deployment_bundle}).items():
            fresh = as_json(bundle())
            # An unchanged file keeps its time stamp, so `make build` rebuilds only when something changed.
            if _read(directory / name) != fresh:
                (directory / name).write_text(fresh, encoding="utf-8")
                written.append(name)
        if options["verbosity"] > 0:
            self.stdout.write(f"Wrote {', '.join(written)} to {directory}" if written else "Content export unchanged.")


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""
