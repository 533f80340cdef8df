"""A one-line progress bar for the sources' commands (redrawn in place on a terminal)."""

import logging
import time
from collections.abc import Callable

from django.core.management.base import BaseCommand


class ProgressBar:
    def __init__(self, *, total: int, write: Callable[[str], object], tty: bool, width: int = 30) -> None:
        self.total = max(1, total)
        self.write = write
        self.width = width
        self.done = 0
        self.started = time.monotonic()
        self.tty = tty

    def step(self, label: str, jobs: int, *, advance: int = 0) -> None:
        self.done = min(self.total, self.done + advance)
        filled = round(self.width * self.done / self.total)
        bar = "#" * filled + "-" * (self.width - filled)
        line = f"[{bar}] {self.done}/{self.total} {jobs:>6} jobs  {label}"
        if self.tty:
            self.write(f"\r\033[K{line}")
        elif advance:  # logs and CI: one line per finished step, not per page
            self.write(line + "\n")

    def finish(self) -> float:
        if self.tty:
            self.write("\n")
        return time.monotonic() - self.started


def quiet_http_logs() -> None:
    """One log line per upstream request drowns the bar; keep httpx to warnings in commands."""
    logging.getLogger("httpx").setLevel(logging.WARNING)


def command_progress(command: BaseCommand, *, total: int) -> ProgressBar:
    """A bar on the command's stderr (so call_command(stderr=...) captures it)."""
    quiet_http_logs()
    stderr = command.stderr
    return ProgressBar(total=total, write=lambda text: stderr.write(text, ending=""), tty=stderr.isatty())
