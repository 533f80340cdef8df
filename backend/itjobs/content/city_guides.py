"""The written city guides and the New York page's static stats."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Stat:
    value: str
    label: str


@dataclass(frozen=True)
class Highlight:
    title: str
    text: str


@dataclass(frozen=True)
class CityGuide:
    city: str
    stats: tuple[Stat, ...]
    intro: str
    highlights: tuple[Highlight, ...]


# The New York page's static stats (/{product}-in-nyc and the other New York city pages).
NEW_YORK_PAGE_STATS = (
    Stat("5,000+", "Active IT jobs"),
    Stat("200+", "Companies hiring"),
    Stat("$142K", "Average salary"),
    Stat("30%", "Job growth"),
)

# The two written city guides (New York, San Francisco); the other /guide/{city} pages are city job pages.
CITY_GUIDES = {
    "New York": CityGuide(
        city="New York",
        stats=(Stat("8,500+", "Open IT jobs"), Stat("$145K", "Average tech salary")),
        intro=(
            "New York is the largest tech job market on the East Coast: finance, media, health and a "
            "deep start-up scene all hire engineers, data specialists and security professionals."
        ),
        highlights=(
            Highlight(
                "Who is hiring",
                "Banks and fintechs, media and advertising groups, health tech and fast-growing start-ups.",
            ),
            Highlight(
                "In-demand skills",
                "Java, Python, TypeScript, cloud platforms, data engineering and security operations.",
            ),
            Highlight(
                "Where the jobs are",
                "Midtown and the Financial District, the Flatiron district and a growing Brooklyn tech scene.",
            ),
        ),
    ),
    "San Francisco": CityGuide(
        city="San Francisco",
        stats=(Stat("12,000+", "Open IT jobs"), Stat("$165K", "Average tech salary")),
        intro=(
            "San Francisco and the Bay Area remain the centre of the software industry, from global "
            "platforms to AI labs and early-stage start-ups."
        ),
        highlights=(
            Highlight(
                "Who is hiring",
                "Platform companies, AI research labs, developer-tool makers and venture-backed start-ups.",
            ),
            Highlight(
                "In-demand skills",
                "Machine learning, distributed systems, Go, Python, Kubernetes and product design.",
            ),
            Highlight(
                "Where the jobs are",
                "SoMa, the Financial District, Mission Bay and the wider Peninsula and South Bay.",
            ),
        ),
    ),
}
