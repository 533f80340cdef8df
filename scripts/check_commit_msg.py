"""The commit-msg hook: a subject of at most 72 characters, then a blank line before any body.

pre-commit passes the message file's path; git's comment lines (starting with '#') are not part
of the message.
"""

import sys
from pathlib import Path

SUBJECT_MAX = 72


def problems(message: str) -> list[str]:
    lines = [line for line in message.splitlines() if not line.startswith("#")]
    while lines and not lines[0].strip():
        lines.pop(0)
    if not lines:
        return ["the message is empty"]
    found = []
    subject = lines[0]
    if len(subject) > SUBJECT_MAX:
        found.append(f"the subject has {len(subject)} characters, at most {SUBJECT_MAX}: put the detail in the body")
    if len(lines) > 1 and lines[1].strip():
        found.append("leave a blank line between the subject and the body")
    return found


def main(argv: list[str]) -> int:
    found = problems(Path(argv[1]).read_text(encoding="utf-8"))
    for problem in found:
        print(f"commit message: {problem}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
