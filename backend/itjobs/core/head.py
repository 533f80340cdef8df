"""The page head a feature describes: title, description, canonical path, robots, JSON-LD.

Apps build a Head for their pages (content's guides, jobs' job pages); itjobs.web renders it into
the HTML and answers /api/pages/head with it.
"""

from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

DESCRIPTION_LIMIT = 160


@dataclass(frozen=True)
class Head:
    title: str
    description: str
    path: str  # canonical path, e.g. '/careers/devops'
    status: int = 200
    robots: str = "index, follow"
    og_type: str = "website"
    keywords: tuple[str, ...] = ()
    json_ld: tuple[dict[str, Any], ...] = field(default_factory=tuple)
    # The prerendered page that shows this path when it has none of its own (an unknown category
    # shows 'IT Careers', an unknown article 'Article Not Found'), so its text is in the HTML too.
    document: str | None = None
    # The Atom feed of what the page lists ('/feeds/jobs.atom?keyword=...'), announced with <link rel="alternate">.
    feed_path: str | None = None
    # Other sites' images the page shows (an employer's logo): its Content-Security-Policy allows their origins.
    image_urls: tuple[str, ...] = ()

    @property
    def full_title(self) -> str:
        return f"{self.title} | {settings.SITE_NAME}"

    @property
    def canonical_url(self) -> str:
        return f"{settings.SITE_URL}{self.path}"

    @property
    def meta_description(self) -> str:
        return truncate_description(self.description)


def truncate_description(text: str, limit: int = DESCRIPTION_LIMIT) -> str:
    """Cut at `limit` characters including the ellipsis, on a word boundary when one is near."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit * 0.6:
        cut = cut[:space]
    return cut.rstrip(" ,.;:-") + "…"
