"""Job page addresses: /jobs/{title-slug}-at-{company-slug}-{id}, and back from an address to the id.

Ids keep the source's own id (JSearch ids are URL-safe base64 with '-', '_' and '='), so the id is
found by its source prefix, never by splitting on '-'.
"""

import re
from functools import cache

from django.utils.text import slugify

from .source_labels import is_source_id, registered_sources

_SLUG_LIMIT = 80


def _slug(text: str | None) -> str:
    return slugify(text or "")[:_SLUG_LIMIT].strip("-")


def job_path(*, job_id: str, title: str, company_name: str | None) -> str:
    title_slug = _slug(title)
    company_slug = _slug(company_name)
    if title_slug and company_slug:
        return f"/jobs/{title_slug}-at-{company_slug}-{job_id}"
    if title_slug:
        return f"/jobs/{title_slug}-{job_id}"
    return f"/jobs/{job_id}"


def is_job_id(value: str) -> bool:
    """'{source}-{its own id}', the id shaped as that registered source's ids are."""
    source, sep, source_id = value.partition("-")
    return bool(sep) and is_source_id(source, source_id)


@cache
def _prefix(names: tuple[str, ...]) -> re.Pattern[str]:
    """Where an id can start in a slug: a registered source's name and '-', after a '-' or the start."""
    return re.compile(r"(?:^|-)(?=(?:" + "|".join(map(re.escape, names)) + r")-)")


def job_path_candidates(slug: str) -> list[str]:
    """Every id the slug could end with, most likely first.

    The id starts where a source prefix follows a '-' (or the start). The rightmost such place is
    the likeliest (a title can say 'jsearch' or contain '-at-'); a JSearch id that itself contains
    '-adzuna-' is caught by the longer candidates that follow.
    """
    names = tuple(source.name for source in registered_sources())
    starts = [match.start() + (1 if match.group() == "-" else 0) for match in _prefix(names).finditer(slug)]
    return [slug[start:] for start in reversed(starts) if is_job_id(slug[start:])]
