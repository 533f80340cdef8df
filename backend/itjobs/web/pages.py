"""The site's route table on the server: which paths exist, their head and their status.

The frontend router renders the screens; this table decides what the HTML for a path carries
before any JavaScript runs (title, description, canonical URL, JSON-LD) and whether the answer
is 200 or 404. Features add dynamic routes with `register`.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings

from itjobs.content import seo as content_seo
from itjobs.content.cities import (
    CITY_GUIDE_ALIASES,
    CITY_GUIDE_PAGES,
    CITY_PAGE_KINDS,
    city_name_from_slug,
    product_slug,
)
from itjobs.content.guides import GUIDE_SECTIONS as _GUIDE_SECTIONS
from itjobs.core.head import Head

NOINDEX = "noindex, nofollow"

Resolver = Callable[[re.Match[str]], Head]


@dataclass(frozen=True)
class Route:
    pattern: re.Pattern[str]
    resolve: Resolver


def _static(title: str, description: str, *, robots: str = "index, follow") -> Callable[[str], Head]:
    return lambda path: Head(title=title, description=description, path=path, robots=robots)


STATIC_PAGES: dict[str, Callable[[str], Head]] = {
    "/": _static(
        "Find IT Jobs, Developer Jobs and Tech Careers",
        "Search thousands of IT jobs from top employers: software engineering, DevOps, data, "
        "cybersecurity and cloud roles near you or remote, plus career guides and salary insights.",
    ),
    "/jobs": _static(
        "Search IT Jobs",
        "Search IT and developer jobs by title, location and country. Fresh listings from "
        "Adzuna, JSearch and direct employers, filtered to real tech roles.",
    ),
    "/software-engineer-jobs": _static(
        "Software Engineer Jobs",
        "Browse software engineer jobs: backend, frontend and full stack roles with salaries, "
        "remote options and direct links to apply.",
    ),
    "/web-developer-jobs": _static(
        "Web Developer Jobs",
        "Browse web developer jobs: React, JavaScript, TypeScript and full stack roles with "
        "salaries, remote options and direct links to apply.",
    ),
    "/developer-jobs": _static(
        "Developer Jobs",
        "Developer jobs across the United States. Search by city to find software, web and "
        "mobile developer roles with salary ranges.",
    ),
    "/programmer-jobs": _static(
        "Programmer Jobs",
        "Programmer jobs across the United States. Search by city to find programming roles "
        "with salary ranges and direct links to apply.",
    ),
    "/careers": _static(
        "IT Career Paths and Job Categories",
        "Explore IT career categories: software development, data science, cybersecurity, "
        "DevOps, cloud computing, UI/UX design, networking and project management.",
    ),
    "/career-guides": _static(
        "IT Career Guides",
        "Practical IT career guides: getting started in tech, resumes and portfolios, "
        "interview preparation and career growth.",
    ),
    "/job-guide": _static(
        f"{settings.PRODUCT_NAME} Guide",
        "Your guide to landing an IT job: getting started in tech, building a resume and "
        "portfolio, preparing for interviews and growing your career.",
    ),
    "/employers": _static(
        "For Employers: Post IT Jobs",
        "Hire tech talent on IT Jobs Info. Post developer, data and IT jobs, reach qualified "
        "candidates and choose the plan that fits: Starter, Professional or Enterprise.",
    ),
    "/employers/inquiry": _static(
        "Post a Job Inquiry",
        "Tell us about your hiring needs and our team will get back to you shortly.",
    ),
    "/post-job": _static("Post a Job", "Post an IT job to reach qualified tech candidates.", robots=NOINDEX),
    "/legal": _static("Impressum", "Legal notice (Impressum): operator, contact details and VAT ID."),
    "/terms": _static("Terms of Service", "The terms that govern the use of IT Jobs Info and its services."),
    "/privacy": _static("Privacy Policy", "How IT Jobs Info handles personal data, hosting and cookies."),
    "/about": _static(
        "About Us",
        "IT Jobs Info helps people find technology jobs and helps employers reach tech talent.",
    ),
    "/auth": _static("Sign Up or Sign In", "Create a job seeker or employer account.", robots=NOINDEX),
    "/login": _static("Login", "Log in to your IT Jobs Info account.", robots=NOINDEX),
    "/onboarding": _static("Complete Your Profile", "Complete your profile.", robots=NOINDEX),
    "/account": _static("Your Account", "Your IT Jobs Info account: data export and deletion.", robots=NOINDEX),
    "/reset-password": _static("Set a New Password", "Set a new password for your account.", robots=NOINDEX),
    "/employers/dashboard": _static("Employer Dashboard", "Manage your company's job posts.", robots=NOINDEX),
}

GUIDE_SECTIONS = {section.slug: section.title for section in _GUIDE_SECTIONS}


def not_found(path: str) -> Head:
    return Head(
        title="Page Not Found",
        description="The page you are looking for does not exist.",
        path=path,
        status=404,
        robots=NOINDEX,
    )


def _jobs_in_location(m: re.Match[str]) -> Head:
    city = city_name_from_slug(m["location"])
    return Head(
        title=f"IT Jobs in {city}",
        description=f"Search IT and developer jobs in {city}: fresh listings with salaries and direct links to apply.",
        path=m.string,
    )


def _city_page(m: re.Match[str]) -> Head:
    city = city_name_from_slug(m["location"])
    kind = CITY_PAGE_KINDS.get(m["kind"], settings.PRODUCT_NAME)
    return Head(
        title=f"{kind} in {city}",
        description=f"Find {kind} in {city}: current openings, salaries and top employers hiring now.",
        path=m.string,
    )


def _city_guide(m: re.Match[str]) -> Head:
    slug = m["city"]
    city = CITY_GUIDE_PAGES[slug]
    path = f"/guide/{CITY_GUIDE_ALIASES.get(slug, slug)}"
    return Head(
        title=f"{city} {settings.PRODUCT_NAME} Guide",
        description=f"Tech jobs in {city}: who is hiring, average salaries, neighbourhoods and current IT openings.",
        path=path,
    )


def _career_category(m: re.Match[str]) -> Head:
    return content_seo.category_head(slug=m["slug"])


def _guide_article(m: re.Match[str]) -> Head:
    return content_seo.article_head(slug=m["slug"], not_found=not_found(m.string))


def _job_guide_section(m: re.Match[str]) -> Head:
    return content_seo.article_head(slug=m["section"], not_found=not_found(m.string), sections_only=True)


def _job_detail(m: re.Match[str]) -> Head:
    return Head(title="Job Details", description="IT job details and how to apply.", path=m.string)


_SEGMENT = r"[^/]+"

ROUTES: list[Route] = []


def register(pattern: str, resolve: Resolver, *, first: bool = False) -> None:
    """Add a dynamic route; `first` lets a feature override a generic one."""
    route = Route(re.compile(pattern), resolve)
    if first:
        ROUTES.insert(0, route)
    else:
        ROUTES.append(route)


def _register_defaults() -> None:
    slug = re.escape(product_slug())
    register(rf"^/jobs/location/(?P<location>{_SEGMENT})$", _jobs_in_location)
    register(rf"^/jobs/(?P<slug>{_SEGMENT})$", _job_detail)
    kinds = "|".join(map(re.escape, CITY_PAGE_KINDS))
    register(rf"^/(?P<kind>{slug}|{kinds})-in-(?P<location>{_SEGMENT})$", _city_page)
    register(rf"^/guide/(?P<city>{'|'.join(map(re.escape, CITY_GUIDE_PAGES))})$", _city_guide)
    register(rf"^/(?:careers|job-categories)/(?P<slug>{_SEGMENT})$", _career_category)
    register(rf"^/career-guides/(?P<slug>{_SEGMENT})$", _guide_article)
    register(rf"^/job-guide/(?P<section>{_SEGMENT})$", _job_guide_section)


_register_defaults()


def resolve_page(path: str) -> Head:
    """The head and status for a path; unknown paths get the not-found head and 404."""
    if static := STATIC_PAGES.get(path):
        return content_seo.enrich_static_head(path, static(path))
    for route in ROUTES:
        if match := route.pattern.match(path):
            return route.resolve(match)
    return not_found(path)
