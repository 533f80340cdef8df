"""The content API's shapes. content.json (the frontend's prerender input) uses the same ones."""

from typing import Literal

from ninja import Schema


class GuideLinkOut(Schema):
    title: str
    slug: str


class CareerLevelOut(Schema):
    level: str
    title: str
    years: str
    description: str


class CategorySummaryOut(Schema):
    slug: str
    name: str
    description: str


class CategoryOut(CategorySummaryOut):
    related_keywords: list[str]
    skills: list[str]
    guides: list[GuideLinkOut]
    highlights: list[str]
    career_path: list[CareerLevelOut]
    related: list[CategorySummaryOut]
    jobs_keyword: str  # the 'Latest jobs' search: first two related keywords joined by ' OR '
    is_fallback: bool


class GuideSectionOut(Schema):
    slug: str
    title: str
    summary: str
    bullets: list[str]
    icon: str


class CategoryGuidesOut(Schema):
    slug: str
    name: str
    guides: list[GuideLinkOut]


class GuideIndexOut(Schema):
    sections: list[GuideSectionOut]
    categories: list[CategoryGuidesOut]


class ArticleBlockOut(Schema):
    kind: Literal["paragraph", "list"]
    text: str
    items: list[str]


class ArticleSectionOut(Schema):
    heading: str
    blocks: list[ArticleBlockOut]


class ArticleOut(Schema):
    slug: str
    is_section: bool  # one of the four /job-guide sections
    title: str
    icon: str
    summary: str
    sections: list[ArticleSectionOut]
    related: list[GuideLinkOut]  # guides to read next


class PlanOut(Schema):
    slug: str
    name: str
    price_usd: int
    active_job_posts: int
    features: list[str]
    popular: bool
    cta: str


class FaqOut(Schema):
    question: str
    answer: str


class FaqsOut(Schema):
    employers: list[FaqOut]
    home: list[FaqOut]


class LegalSectionOut(Schema):
    heading: str
    paragraphs: list[str]


class OperatorOut(Schema):
    name: str
    email: str
    phone: str
    vat_id: str


class LegalOut(Schema):
    operator: OperatorOut
    impressum: list[LegalSectionOut]
    terms: list[LegalSectionOut]
    privacy: list[LegalSectionOut]


class PartnerSiteOut(Schema):
    name: str
    url: str
    logo_url: str


class AboutOut(Schema):
    mission: list[str]
    partners: list[PartnerSiteOut]


class SalaryRangeOut(Schema):
    min: int
    max: int
    currency: str
    period: str
    display: str


class RoleOut(Schema):
    slug: str
    title: str
    category: str
    quick_info: str
    responsibilities: list[str]
    required_skills: list[str]
    career_path: list[str]
    average_salary: SalaryRangeOut
    industry: str


class NotFoundOut(Schema):
    detail: str
