"""The shapes of the site's editorial content. Plain frozen dataclasses: the content is code."""

from dataclasses import dataclass


@dataclass(frozen=True)
class GuideLink:
    title: str
    slug: str  # served at /career-guides/{slug}


@dataclass(frozen=True)
class CareerLevel:
    level: str  # 'Entry Level' | 'Mid-Level' | 'Senior Level'
    title: str  # a typical job title at that level
    years: str
    description: str


@dataclass(frozen=True)
class Category:
    slug: str
    name: str
    description: str
    related_keywords: tuple[str, ...]
    skills: tuple[str, ...]
    guides: tuple[GuideLink, ...]
    highlights: tuple[str, ...]  # the four 'what you should know' bullets
    career_path: tuple[CareerLevel, ...]


@dataclass(frozen=True)
class GuideSection:
    """A section of the job guide (/job-guide): a card on the index and an article of its own."""

    slug: str
    title: str
    summary: str
    bullets: tuple[str, ...]
    icon: str
