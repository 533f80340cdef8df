"""Add up the JUnit reports that `make test`'s runners wrote and print one closing line.

pytest, vitest, schemathesis and Playwright each print their own summary, but far apart in a long
log. This reads their JUnit XML files (one per run, in the directory given) and ends the output
with 'tests: N passed, N failed, N skipped', the plain line CI reads. No report, or no test in
them, is a failure: a test command that ran nothing must not pass.
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Counts:
    tests: int = 0
    failed: int = 0
    skipped: int = 0

    @property
    def passed(self) -> int:
        return self.tests - self.failed - self.skipped

    def add(self, other: Counts) -> None:
        self.tests += other.tests
        self.failed += other.failed
        self.skipped += other.skipped


def _suite_counts(suite: ET.Element) -> Counts:
    def number(name: str) -> int:
        return int(float(suite.get(name) or 0))

    return Counts(
        tests=number("tests"),
        failed=number("failures") + number("errors"),
        skipped=number("skipped") + number("disabled"),
    )


def report_counts(path: Path) -> Counts:
    # Our own runners wrote these files a moment ago: trusted input, not a parser-attack surface.
    root = ET.parse(path).getroot()  # noqa: S314
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    total = Counts()
    for suite in suites:
        total.add(_suite_counts(suite))
    return total


def main(argv: list[str]) -> int:
    reports = sorted(Path(argv[1]).glob("*.xml")) if len(argv) > 1 else []
    total = Counts()
    for path in reports:
        counts = report_counts(path)
        print(f"  {path.stem}: {counts.passed} passed, {counts.failed} failed, {counts.skipped} skipped")
        total.add(counts)
    print(f"tests: {total.passed} passed, {total.failed} failed, {total.skipped} skipped")
    return 0 if total.passed > 0 and total.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
