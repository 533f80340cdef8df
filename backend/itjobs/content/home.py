"""The home page's own content: popular searches, category cards, near-me shortcuts.

The background refresher keeps the popular searches and the near-me cities fresh
(`sources.popular.popular_targets`); the export hands all of it to the home screen (home.json).
"""

from dataclasses import dataclass

from .cities import NEAR_ME_CITIES

POPULAR_SEARCHES = (
    "Software Engineer",
    "DevOps Engineer",
    "Cybersecurity Analyst",
    "Cloud Architect",
    "Full Stack Developer",
    "Data Engineer",
)


@dataclass(frozen=True)
class CategoryCard:
    name: str
    description: str
    slug: str  # links to /careers/{slug}; some cards share a category
    icon: str  # the screen's icon key (features/home/components/category-cards.tsx)


# Ten category cards; some share a category page.
CATEGORY_CARDS = (
    CategoryCard(
        "Software Development", "Backend, frontend and full stack engineering", "software-development", "code"
    ),
    CategoryCard("Web Development", "React, JavaScript, TypeScript and more", "software-development", "globe"),
    CategoryCard("Mobile Development", "iOS, Android and cross-platform apps", "software-development", "smartphone"),
    CategoryCard("Data Science", "Analytics, statistics and data engineering", "data-science", "chart"),
    CategoryCard("Machine Learning & AI", "Models, MLOps and applied AI", "data-science", "brain"),
    CategoryCard("DevOps & Cloud", "CI/CD, Kubernetes, AWS, Azure and GCP", "devops", "infinity"),
    CategoryCard("Cybersecurity", "Security analysis, engineering and operations", "cybersecurity", "shield"),
    CategoryCard("UI/UX Design", "Product, interaction and visual design", "ui-ux-design", "palette"),
    CategoryCard(
        "IT Project Management", "Agile delivery, Scrum and program management", "project-management", "kanban"
    ),
    CategoryCard("Network Administration", "Networks, systems and IT support", "network-administration", "network"),
)


@dataclass(frozen=True)
class Shortcut:
    """A near-me link to /jobs with these query parameters (empty ones left out)."""

    label: str
    keyword: str = ""
    location: str = ""
    country: str = "us"


# Near-me shortcuts: the cities with country=us, then the country alone and remote jobs.
# 'United States' searches the whole country by its name: with neither keyword nor location the
# search is the fallback ('Software Developer' in 'US'), not every US job.
NEAR_ME_SHORTCUTS = (
    *(Shortcut(city, location=city) for city in NEAR_ME_CITIES),
    Shortcut("United States", location="United States"),
    Shortcut("Remote (US)", keyword="Remote"),
)
