"""Filter words in the full-text index, so SQLite answers a filtered search from FTS5 alone.

'listed lus cus remote tfulltime sadzuna y50000 y60000 kdevops': shown in search, shown in the us (one
word for the commonest pair of filters: one posting list to read, not two), country us, remote, full
time, from Adzuna, a yearly minimum salary of at least 50,000 and 60,000, in the devops category.
They live in their own column, so no keyword or place can match them. `filter_tags` writes a job's
words, `search_tags` the words a search requires: both engines match with the same words.
"""

import re

from .query import Filters

_NOT_WORD = re.compile(r"[^a-z0-9]")


def _word(prefix: str, value: str | None) -> str:
    return prefix + (_NOT_WORD.sub("", (value or "").lower()) or "none")


# Minimum-salary steps with a word of their own; another minimum goes through the ORM.
SALARY_STEPS = (20_000, 30_000, 40_000, 50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 120_000, 140_000,
                150_000, 160_000, 180_000, 200_000, 250_000, 300_000)  # fmt: skip


# Every category a job can be in, each with a bit of Job.category_bits (facet counts read the bits).
# Append only: a bit's meaning is stored in every row.
CATEGORY_SLUGS = ("software-development", "data-science", "cybersecurity", "network-administration", "devops",
                  "cloud-computing", "ui-ux-design", "project-management")  # fmt: skip
CATEGORY_BITS = {slug: 1 << n for n, slug in enumerate(CATEGORY_SLUGS)}


def category_bits(categories: list[str]) -> int:
    return sum(CATEGORY_BITS.get(slug, 0) for slug in set(categories))


def filter_tags(
    *,
    is_listed: bool,
    country_code: str | None,
    remote: bool,
    employment_type: str | None,
    source: str,
    salary_yearly_min: int | None = None,
    categories: list[str] | None = None,
) -> str:
    words = ["listed", _word("l", country_code)] if is_listed else []
    words += [
        _word("c", country_code),
        remote_tag(remote),
        _word("t", employment_type),
        _word("s", source),
    ]
    words += [salary_tag(step) for step in SALARY_STEPS if salary_yearly_min and salary_yearly_min >= step]
    words += [category_tag(slug) for slug in dict.fromkeys(categories or [])]
    return " ".join(words)


def search_tags(filters: Filters) -> list[str]:
    """The filter words every match must have. A minimum salary between the steps has no word: the
    engine filters it by value (PostgreSQL in SQL, SQLite through the ORM)."""
    words = [listed_tag(filters.country)]
    if filters.remote is not None:
        words.append(remote_tag(filters.remote))
    if filters.employment_type:
        words.append(employment_tag(filters.employment_type))
    if filters.source:
        words.append(source_tag(filters.source))
    if filters.min_salary and filters.min_salary in SALARY_STEPS:
        words.append(salary_tag(filters.min_salary))
    if filters.category:
        words.append(category_tag(filters.category))
    return words


def listed_tag(country: str | None) -> str:
    return _word("l", country) if country else "listed"


def remote_tag(remote: bool) -> str:
    return "remote" if remote else "onsite"


def salary_tag(step: int) -> str:
    return f"y{step}"


def employment_tag(employment_type: str) -> str:
    return _word("t", employment_type)


def source_tag(source: str) -> str:
    return _word("s", source)


def category_tag(slug: str) -> str:
    return _word("k", slug)
