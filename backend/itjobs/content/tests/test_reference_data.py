"""Roles, pricing and FAQs hold the site's numbers and statements: salary ranges, plans, employer FAQ."""

from itjobs.content.faqs import EMPLOYER_FAQS, HOME_FAQS
from itjobs.content.pricing import PLANS
from itjobs.content.roles import IT_ROLES


def test_it_lists_the_reference_roles_with_their_salary_ranges():
    ranges = {role.title: (role.average_salary.min, role.average_salary.max) for role in IT_ROLES}
    assert ranges["Software Engineer"] == (70_000, 150_000)
    assert ranges["Frontend Developer"] == (65_000, 140_000)
    assert ranges["DevOps Engineer"] == (80_000, 160_000)
    assert ranges["Data Scientist"] == (85_000, 170_000)
    assert ranges["Security Engineer"] == (90_000, 180_000)


def test_it_files_every_role_under_the_four_role_categories():
    categories = {"Software Development", "DevOps & Infrastructure", "Data & Analytics", "Cybersecurity"}
    assert {role.category for role in IT_ROLES} == categories
    for role in IT_ROLES:
        for value in (role.quick_info, role.responsibilities, role.required_skills, role.career_path, role.industry):
            assert value


def test_it_shows_salaries_as_dollar_ranges():
    assert IT_ROLES[0].average_salary.display == "$70,000-$150,000"


def test_it_prices_the_three_plans():
    plans = {plan.name: plan for plan in PLANS}
    assert [(p.name, p.price_usd, p.active_job_posts) for p in PLANS] == [
        ("Starter", 398, 1),
        ("Professional", 998, 3),
        ("Enterprise", 1998, 10),
    ]
    assert plans["Starter"].features == ("1 active job post", "Standard visibility", "Email support")
    assert plans["Professional"].features == ("3 active job posts", "Company profile page", "Priority email support")
    assert plans["Enterprise"].features == (
        "10 active job posts",
        "Featured company profile",
        "Priority support",
        "Featured job placements",
        "ATS integrations",
    )
    assert [p.name for p in PLANS if p.popular] == ["Professional"]


def test_it_answers_the_employer_faq_on_verification_applications_and_plans():
    text = " ".join(f"{f.question} {f.answer}" for f in EMPLOYER_FAQS).lower()
    assert "verify your company details before" in text
    assert "no limit on the number of applications" in text
    assert "ats integrations are included with the enterprise plan" in text
    assert "upgrade takes effect immediately" in text
    assert "downgrade takes effect at the end of your current billing cycle" in text


def test_it_has_a_home_faq():
    assert len(HOME_FAQS) >= 4
