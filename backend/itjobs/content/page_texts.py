"""The titles and descriptions of the site's own pages, and the texts their screens share with them.

Content pages (categories, guides) take theirs from their content (seo.py). For the others the
server's head (itjobs/web/pages.py) and the screen read the same text from here: a search page's
heading is its title. The export hands the screens their part (pages.json).

Texts with '{city}', '{kind}' or '{product}' are filled in per page (`str.format` here,
`fillText` in the frontend's lib/page-texts.ts).
"""

from dataclasses import dataclass

from .cities import POPULAR_CITY_SLUGS

NOINDEX = "noindex, nofollow"


@dataclass(frozen=True)
class PageText:
    title: str  # the head's title before ' | {site}'; on search pages also the heading
    description: str
    robots: str = "index, follow"


PAGES: dict[str, PageText] = {
    "/": PageText(
        "Find IT Jobs, Developer Jobs and Tech Careers",
        "Search thousands of IT jobs from top employers: software engineering, DevOps, data, "
        "cybersecurity and cloud roles near you or remote, plus career guides and salary insights.",
    ),
    "/jobs": PageText(
        "Search IT Jobs",
        "Search IT and developer jobs by title, location and country. Fresh listings from "
        "Adzuna, JSearch and direct employers, filtered to real tech roles.",
    ),
    "/software-engineer-jobs": PageText(
        "Software Engineer Jobs",
        "Browse software engineer jobs: backend, frontend and full stack roles with salaries, "
        "remote options and direct links to apply.",
    ),
    "/web-developer-jobs": PageText(
        "Web Developer Jobs",
        "Browse web developer jobs: React, JavaScript, TypeScript and full stack roles with "
        "salaries, remote options and direct links to apply.",
    ),
    "/developer-jobs": PageText(
        "Developer Jobs",
        "Developer jobs across the United States. Search by city to find software, web and "
        "mobile developer roles with salary ranges.",
    ),
    "/programmer-jobs": PageText(
        "Programmer Jobs",
        "Programmer jobs across the United States. Search by city to find programming roles "
        "with salary ranges and direct links to apply.",
    ),
    "/careers": PageText(
        "IT Career Paths and Job Categories",
        "Explore IT career categories: software development, data science, cybersecurity, "
        "DevOps, cloud computing, UI/UX design, networking and project management.",
    ),
    "/career-guides": PageText(
        "IT Career Guides",
        "Practical IT career guides: getting started in tech, resumes and portfolios, "
        "interview preparation and career growth.",
    ),
    "/job-guide": PageText(
        "{product} Guide",
        "Your guide to landing an IT job: getting started in tech, building a resume and "
        "portfolio, preparing for interviews and growing your career.",
    ),
    "/employers": PageText(
        "For Employers: Post IT Jobs",
        "Hire tech talent on IT Jobs Info. Post developer, data and IT jobs, reach qualified "
        "candidates and choose the plan that fits: Starter, Professional or Enterprise.",
    ),
    "/employers/inquiry": PageText(
        "Post a Job Inquiry",
        "Tell us about your hiring needs and our team will get back to you shortly.",
    ),
    "/post-job": PageText("Post a Job", "Post an IT job to reach qualified tech candidates.", robots=NOINDEX),
    "/legal": PageText("Impressum", "Legal notice (Impressum): operator, contact details and VAT ID."),
    "/terms": PageText("Terms of Service", "The terms that govern the use of IT Jobs Info and its services."),
    "/privacy": PageText("Privacy Policy", "How IT Jobs Info handles personal data, hosting and cookies."),
    "/about": PageText(
        "About Us",
        "IT Jobs Info helps people find technology jobs and helps employers reach tech talent.",
    ),
    "/auth": PageText("Sign Up or Sign In", "Create a job seeker or employer account.", robots=NOINDEX),
    "/login": PageText("Login", "Log in to your IT Jobs Info account.", robots=NOINDEX),
    "/onboarding": PageText("Complete Your Profile", "Complete your profile.", robots=NOINDEX),
    "/account": PageText("Your Account", "Your IT Jobs Info account: data export and deletion.", robots=NOINDEX),
    "/reset-password": PageText("Set a New Password", "Set a new password for your account.", robots=NOINDEX),
    "/verify-email": PageText("Verify Your E-mail Address", "Confirm your account's e-mail address.", robots=NOINDEX),
    "/alerts/confirm": PageText("Confirm Your Job Alert", "Confirm your job alert e-mails.", robots=NOINDEX),
    "/alerts/unsubscribe": PageText("Unsubscribe From a Job Alert", "Stop a job alert's e-mails.", robots=NOINDEX),
    "/employers/dashboard": PageText("Employer Dashboard", "Manage your company's job posts.", robots=NOINDEX),
    "/saved-jobs": PageText("Saved Jobs", "The IT jobs you saved to come back to.", robots=NOINDEX),
}

NOT_FOUND = PageText("Page Not Found", "The page you are looking for does not exist.", robots=NOINDEX)
JOB_DETAIL = PageText("Job Details", "IT job details and how to apply.")

# Pages for any city, filled in with its name (and the page kind's label or the product name).
JOBS_IN_LOCATION = PageText(
    "IT Jobs in {city}",
    "Search IT and developer jobs in {city}: fresh listings with salaries and direct links to apply.",
)
CITY_PAGE = PageText(
    "{kind} in {city}",
    "Find {kind} in {city}: current openings, salaries and top employers hiring now.",
)
# A search's own title when the address holds one (/jobs?keyword=Python+Developer&location=Austin):
# '{what}' is the keyword ('IT' for none), '{where}' the location. The bare pages keep theirs above.
SEARCH_RESULTS = PageText(
    "{what} Jobs in {where}",
    "{what} jobs in {where}: current openings with salaries and direct links to apply.",
)
SEARCH_RESULTS_ANYWHERE = PageText(
    "{what} Jobs",
    "{what} jobs: current openings with salaries, remote options and direct links to apply.",
)
CITY_GUIDE = PageText(
    "{city} {product} Guide",
    "Tech jobs in {city}: who is hiring, average salaries, neighbourhoods and current IT openings.",
)


@dataclass(frozen=True)
class SearchScreen:
    """A search page's screen: its heading is the page's title; the lead below it; its fixed keyword."""

    lead: str
    keyword: str = ""  # '' searches what the address says, else the jobs page's default search
    noun: str = ""  # developer pages: 'No {noun} jobs match ...' when nothing is found


SEARCH_SCREENS = {
    "/jobs": SearchScreen("Fresh IT listings from Adzuna, JSearch and direct employers, filtered to real tech roles."),
    "/software-engineer-jobs": SearchScreen(
        "Backend, frontend and full stack engineering roles with salaries and remote options.",
        keyword="Software Engineer",
    ),
    "/web-developer-jobs": SearchScreen(
        "React, JavaScript, TypeScript and full stack web roles from trusted sources.", keyword="Web Developer"
    ),
    # Location-only search pages: the keyword is fixed, the country is us.
    "/developer-jobs": SearchScreen(
        "Developer roles across the United States with salary ranges. Search by city or state.",
        keyword="Developer",
        noun="developer",
    ),
    "/programmer-jobs": SearchScreen(
        "Programming roles across the United States with salary ranges. Search by city or state.",
        keyword="Programmer",
        noun="programming",
    ),
}


def search_landing_paths() -> list[str]:
    """Search pages whose first search needs no query string: prerendered with their heading and
    sent with their first results, like the city pages (decision 0009). The bare /jobs is not (0006)."""
    fixed = [path for path in SEARCH_SCREENS if path != "/jobs"]
    return fixed + [f"/jobs/location/{slug}" for slug in POPULAR_CITY_SLUGS]


JOBS_IN_LOCATION_LEAD = "Software, data, cloud and security roles in {city}, updated throughout the day."

# Developer and programmer pages: related categories shown when nothing is found (at most 5).
DEVELOPER_RELATED_CATEGORIES = ("software-development", "data-science", "devops", "cloud-computing", "cybersecurity")
