"""Employer plans and prices per month, as the employer page shows them. The post limits a plan
enforces (employers/models.py, PLAN_POST_LIMITS) are the same numbers as active_job_posts here."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Plan:
    slug: str
    name: str
    price_usd: int  # per month
    active_job_posts: int
    features: tuple[str, ...]
    popular: bool = False
    cta: str = "Get Started"


PLANS: tuple[Plan, ...] = (
    Plan(
        slug="starter",
        name="Starter",
        price_usd=398,
        active_job_posts=1,
        features=("1 active job post", "Standard visibility", "Email support"),
    ),
    Plan(
        slug="professional",
        name="Professional",
        price_usd=998,
        active_job_posts=3,
        features=("3 active job posts", "Company profile page", "Priority email support"),
        popular=True,
    ),
    Plan(
        slug="enterprise",
        name="Enterprise",
        price_usd=1998,
        active_job_posts=10,
        features=(
            "10 active job posts",
            "Featured company profile",
            "Priority support",
            "Featured job placements",
            "ATS integrations",
        ),
        cta="Contact Sales",
    ),
)
