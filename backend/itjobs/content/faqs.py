"""Frequently asked questions: the employer page's and the home page's."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Faq:
    question: str
    answer: str


EMPLOYER_FAQS: tuple[Faq, ...] = (
    Faq(
        "How quickly can I post a job?",
        "Create a company account and complete your company profile. We verify your company "
        "details before your first job goes live, which usually takes less than one business day.",
    ),
    Faq(
        "Is there a limit on the number of applications I can receive?",
        "No. There is no limit on the number of applications your job posts can receive, on any plan.",
    ),
    Faq(
        "Can I integrate with my applicant tracking system (ATS)?",
        "Yes. ATS integrations are included with the Enterprise plan, so applications flow straight "
        "into the tools your recruiters already use.",
    ),
    Faq(
        "Can I upgrade or downgrade my plan?",
        "Yes. An upgrade takes effect immediately, so you can publish more jobs right away. A "
        "downgrade takes effect at the end of your current billing cycle.",
    ),
)

HOME_FAQS: tuple[Faq, ...] = (
    Faq(
        "Where do the job listings come from?",
        "We aggregate IT jobs from trusted job sources and employers who post directly with us. "
        "Every listing links to the original posting, where you apply.",
    ),
    Faq(
        "Is it free for job seekers?",
        "Yes. Searching jobs, reading career guides and signing up for job alerts is free.",
    ),
    Faq(
        "How do I find remote IT jobs?",
        "Search with the keyword you want and 'Remote' as the location, or browse a career "
        "category and filter the listings by location.",
    ),
    Faq(
        "How often are jobs updated?",
        "Listings are refreshed from our sources throughout the day, and expired jobs are "
        "removed, so what you see is current.",
    ),
    Faq(
        "I'm new to tech. Where should I start?",
        "Read our Getting Started in Tech guide, then explore the career categories to compare "
        "skills, salaries and career paths before you apply.",
    ),
)
