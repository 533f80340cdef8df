"""Filter words in the full-text index, so SQLite answers a filtered search from FTS5 alone.

'listed cus remote tfulltime sadzuna': shown in search, country us, remote, full time, from Adzuna.
They live in their own column, so no keyword or place can match them.
"""

import re

_NOT_WORD = re.compile(r"[^a-z0-9]")


def _word(prefix: str, value: str | None) -> str:
    return prefix + (_NOT_WORD.sub("", (value or "").lower()) or "none")


def filter_tags(
    *, is_listed: bool, country_code: str | None, remote: bool, employment_type: str | None, source: str
) -> str:
    words = ["listed"] if is_listed else []
    words += [
        _word("c", country_code),
        "remote" if remote else "onsite",
        _word("t", employment_type),
        _word("s", source),
    ]
    return " ".join(words)


def country_tag(country: str) -> str:
    return _word("c", country)


def employment_tag(employment_type: str) -> str:
    return _word("t", employment_type)


def source_tag(source: str) -> str:
    return _word("s", source)
