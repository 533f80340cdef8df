"""Page heads for the content pages: titles, keywords, canonical paths and JSON-LD.

itjobs/web/pages.py routes paths here; the content modules stay the one source of every name.
"""

from dataclasses import replace
from typing import Any

from django.conf import settings

from itjobs.core.head import Head, truncate_description

from .articles import article_by_slug
from .categories import category_by_slug, is_known_category
from .guides import guide_section
from .roles import IT_ROLES

# The role whose salary range a category page's Occupation data shows (roles.py).
CATEGORY_ROLES = {
    "software-development": "software-engineer",
    "data-science": "data-scientist",
    "cybersecurity": "security-engineer",
    "devops": "devops-engineer",
    "cloud-computing": "cloud-engineer",
}

Crumb = tuple[str, str]  # (name, path)

# Prerendered once and sent for every address without a page of its own (see Head.document).
UNKNOWN_CATEGORY_PAGE = "/careers/it-careers"
MISSING_ARTICLE_PAGE = "/career-guides/article-not-found"
FALLBACK_PAGES = (UNKNOWN_CATEGORY_PAGE, MISSING_ARTICLE_PAGE)


def absolute(path: str) -> str:
    return f"{settings.SITE_URL}{path}"


def breadcrumb_list(crumbs: list[Crumb]) -> dict[str, Any]:
    """BreadcrumbList JSON-LD for the visible breadcrumbs, Home first (Google wants 2+ items)."""
    items = [("Home", "/"), *crumbs]
    return {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        "itemListElement": [
            {"@type": "ListItem", "position": index, "name": name, "item": absolute(path)}
            for index, (name, path) in enumerate(items, start=1)
        ],
    }


def organization() -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": settings.SITE_NAME,
        "url": absolute("/"),
        "logo": absolute("/favicon.svg"),
        "email": settings.OPERATOR_EMAIL,
    }


def website() -> dict[str, Any]:
    return {
        "@context": "https://schema.org",
        "@type": "WebSite",
        "name": settings.SITE_NAME,
        "url": absolute("/"),
        "potentialAction": {
            "@type": "SearchAction",
            "target": {"@type": "EntryPoint", "urlTemplate": absolute("/jobs?keyword={search_term_string}")},
            "query-input": "required name=search_term_string",
        },
    }


def _occupation(*, slug: str, name: str, description: str, skills: tuple[str, ...], path: str) -> dict[str, Any]:
    data: dict[str, Any] = {
        "@context": "https://schema.org",
        "@type": "Occupation",
        "name": name,
        "description": description,
        "skills": ", ".join(skills),
        "occupationLocation": {"@type": "Country", "name": "United States"},
        "url": absolute(path),
    }
    role = next((r for r in IT_ROLES if r.slug == CATEGORY_ROLES.get(slug)), None)
    if role is not None:
        data["estimatedSalary"] = {
            "@type": "MonetaryAmountDistribution",
            "name": "base",
            "currency": role.average_salary.currency,
            "duration": "P1Y",
            "minValue": role.average_salary.min,
            "maxValue": role.average_salary.max,
        }
    return data


def category_head(*, slug: str) -> Head:
    """/careers/{slug} and its alias /job-categories/{slug}: canonical is always /careers/{slug}."""
    category = category_by_slug(slug)
    known = is_known_category(slug)
    canonical = f"/careers/{slug}"
    return Head(
        title=f"{category.name} Jobs and Career Guide",
        description=f"{category.name} jobs, skills, salaries and career paths. {category.description}",
        path=canonical,
        robots="index, follow" if known else "noindex, follow",  # the generic fallback page
        document=None if known else UNKNOWN_CATEGORY_PAGE,
        keywords=(f"{category.name} jobs", *category.related_keywords, *category.skills[:4]),
        json_ld=(
            _occupation(
                slug=category.slug,
                name=category.name,
                description=category.description,
                skills=category.skills,
                path=canonical,
            ),
            breadcrumb_list([("Careers", "/careers"), (category.name, canonical)]),
        ),
    )


def article_head(*, slug: str, not_found: Head, sections_only: bool = False) -> Head:
    """A guide article; a slug without an article (or, under /job-guide/, not a section) is a 404."""
    article = article_by_slug(slug)
    section = guide_section(slug)
    if article is None or (sections_only and section is None):
        return replace(not_found, title="Article Not Found", document=MISSING_ARTICLE_PAGE)
    # /job-guide/{section} and /career-guides/{section} show the same article: one canonical.
    canonical = f"/job-guide/{slug}" if section else f"/career-guides/{slug}"
    return Head(
        title=article.title,
        description=truncate_description(article.summary),
        path=canonical,
        og_type="article",
        keywords=tuple(dict.fromkeys((article.title, "IT career guide", "tech jobs"))),
        json_ld=(
            _article(headline=article.title, description=article.summary, path=canonical),
            breadcrumb_list([("Career Guides", "/career-guides"), (article.title, canonical)]),
        ),
    )


def _article(*, headline: str, description: str, path: str) -> dict[str, Any]:
    publisher = {"@type": "Organization", "name": settings.SITE_NAME, "url": absolute("/")}
    return {
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": headline[:110],  # Google shows at most 110 characters
        "description": truncate_description(description),
        "mainEntityOfPage": absolute(path),
        "author": publisher,
        "publisher": publisher,
    }


# Structured data and keywords on top of the static pages' heads (itjobs/web/pages.py).
_STATIC_BREADCRUMBS: dict[str, list[Crumb]] = {
    "/careers": [("Careers", "/careers")],
    "/career-guides": [("Career Guides", "/career-guides")],
    "/job-guide": [("Career Guides", "/job-guide")],
    "/employers": [("For Employers", "/employers")],
    "/about": [("About Us", "/about")],
}
_STATIC_KEYWORDS: dict[str, tuple[str, ...]] = {
    "/": ("IT jobs", "tech jobs", "developer jobs", "software engineer jobs", "IT careers"),
    "/careers": ("IT careers", "tech career paths", "IT job categories"),
    "/career-guides": ("IT career guides", "tech resume", "tech interview preparation"),
    "/job-guide": ("IT job guide", "how to get an IT job", "tech career advice"),
    "/employers": ("post IT jobs", "hire developers", "tech recruiting", "job posting pricing"),
}


def enrich_static_head(path: str, head: Head) -> Head:
    extra: tuple[dict[str, Any], ...] = ()
    if path == "/":
        extra = (organization(), website())
    elif crumbs := _STATIC_BREADCRUMBS.get(path):
        extra = (breadcrumb_list(crumbs),)
    return replace(head, json_ld=(*head.json_ld, *extra), keywords=head.keywords or _STATIC_KEYWORDS.get(path, ()))
