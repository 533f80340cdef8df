"""The job guide (/job-guide, /career-guides): four sections, plus every article a page links to.

Article texts live in articles/{slug}.md (see articles.py). This module says which slugs exist
and what the index shows; a test checks every slug listed here has an article.
"""

from .categories import CATEGORIES, FALLBACK_CATEGORY
from .types import GuideLink, GuideSection

GUIDE_SECTIONS: tuple[GuideSection, ...] = (
    GuideSection(
        slug="getting-started",
        title="Getting Started in Tech",
        summary="Choose a direction, learn the fundamentals and land your first IT role.",
        bullets=(
            "Pick one entry path: development, data, IT support, security or cloud",
            "Learn with resources that make you build things",
            "Earn entry-level certifications where they matter",
            "Build a network before you need it",
        ),
        icon="rocket",
    ),
    GuideSection(
        slug="resume-portfolio",
        title="Resume & Portfolio Building",
        summary="Show employers proof of your skills with a focused resume and real projects.",
        bullets=(
            "Write a one-page resume that passes ATS screening",
            "Lead with results and numbers, not duties",
            "Build two or three portfolio projects that solve real problems",
            "Keep GitHub and LinkedIn consistent with your resume",
        ),
        icon="file-text",
    ),
    GuideSection(
        slug="interview-preparation",
        title="Interview Preparation",
        summary="Prepare for screening calls, technical rounds and behavioural questions.",
        bullets=(
            "Know the typical stages of a tech hiring process",
            "Practise coding and technical questions out loud",
            "Prepare STAR stories for behavioural questions",
            "Ask good questions and follow up professionally",
        ),
        icon="message-square",
    ),
    GuideSection(
        slug="career-growth",
        title="Career Growth & Advancement",
        summary="Grow from junior to senior, negotiate pay and choose your long-term track.",
        bullets=(
            "Understand what separates junior, mid-level and senior engineers",
            "Choose between the individual contributor and management tracks",
            "Negotiate salary and promotions with market data",
            "Keep learning without burning out",
        ),
        icon="trending-up",
    ),
)

_SECTIONS_BY_SLUG = {section.slug: section for section in GUIDE_SECTIONS}


def guide_section(slug: str) -> GuideSection | None:
    return _SECTIONS_BY_SLUG.get(slug)


def category_guides() -> tuple[GuideLink, ...]:
    """Every guide the category pages link to, each once, in page order."""
    seen: dict[str, GuideLink] = {}
    for category in (*CATEGORIES, FALLBACK_CATEGORY):
        for guide in category.guides:
            if guide.slug not in _SECTIONS_BY_SLUG:
                seen.setdefault(guide.slug, guide)
    return tuple(seen.values())


def related_guides(slug: str) -> tuple[GuideLink, ...]:
    """The guides read next: the other job-guide sections, or the other guides of the same career."""
    if slug in _SECTIONS_BY_SLUG:
        return tuple(GuideLink(s.title, s.slug) for s in GUIDE_SECTIONS if s.slug != slug)
    for category in CATEGORIES:
        if any(guide.slug == slug for guide in category.guides):
            siblings = tuple(guide for guide in category.guides if guide.slug != slug)
            return (*siblings, GuideLink(GUIDE_SECTIONS[0].title, GUIDE_SECTIONS[0].slug))
    return ()


def all_article_slugs() -> tuple[str, ...]:
    """Every article the site links to: the four sections first, then the category guides."""
    return tuple(section.slug for section in GUIDE_SECTIONS) + tuple(g.slug for g in category_guides())
