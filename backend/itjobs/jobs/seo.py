"""Job page addresses: /jobs/{title-slug}-at-{company-slug}-{id}, and back from an address to the id.

Ids keep the source's own id (JSearch ids are URL-safe base64 with '-', '_' and '='), so the id is
found by its source prefix, never by splitting on '-'.
"""

import re

from django.utils.text import slugify

from .source_labels import SOURCE_LABELS

SOURCE_PREFIXES: tuple[str, ...] = tuple(SOURCE_LABELS)  # every source's name starts its jobs' ids
# What a source's own ids look like; a source not listed here may use any URL-safe characters.
_URL_SAFE_ID = re.compile(r"[0-9A-Za-z_=-]+")
_ID_SHAPES = {
    "adzuna": re.compile(r"[0-9A-Za-z]+"),
    "direct": re.compile(r"[0-9A-Za-z]+"),
    "jsearch": _URL_SAFE_ID,
}
_PREFIX = re.compile(r"(?:^|-)(?=(?:" + "|".join(map(re.escape, SOURCE_PREFIXES)) + r")-)")
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
    source, sep, source_id = value.partition("-")
    shape = _ID_SHAPES.get(source, _URL_SAFE_ID) if source in SOURCE_PREFIXES else None
    return bool(sep and shape and shape.fullmatch(source_id))


def job_path_candidates(slug: str) -> list[str]:
    """Every id the slug could end with, most likely first.

    The id starts where a source prefix follows a '-' (or the start). The rightmost such place is
    the likeliest (a title can say 'jsearch' or contain '-at-'); a JSearch id that itself contains
    '-adzuna-' is caught by the longer candidates that follow.
    """
    starts = [match.start() + (1 if match.group() == "-" else 0) for match in _PREFIX.finditer(slug)]
    return [slug[start:] for start in reversed(starts) if is_job_id(slug[start:])]
