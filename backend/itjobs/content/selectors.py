"""Reads of the site content in the API's shapes; the API and the content export both use these."""

from dataclasses import asdict

from . import legal
from .articles import Article
from .categories import CATEGORIES, FALLBACK_CATEGORY, category_by_slug, latest_jobs_keyword, related_categories
from .faqs import EMPLOYER_FAQS, HOME_FAQS
from .guides import GUIDE_SECTIONS, guide_section, related_guides
from .pricing import PLANS
from .roles import IT_ROLES
from .schemas import (
    AboutOut,
    ArticleBlockOut,
    ArticleOut,
    ArticleSectionOut,
    CareerLevelOut,
    CategoryGuidesOut,
    CategoryOut,
    CategorySummaryOut,
    FaqOut,
    FaqsOut,
    GuideIndexOut,
    GuideLinkOut,
    GuideSectionOut,
    LegalOut,
    LegalSectionOut,
    OperatorOut,
    PartnerSiteOut,
    PlanOut,
    RoleOut,
    SalaryRangeOut,
)
from .types import Category


def _summary(category: Category) -> CategorySummaryOut:
    return CategorySummaryOut(slug=category.slug, name=category.name, description=category.description)


def category_list() -> list[CategorySummaryOut]:
    return [_summary(category) for category in CATEGORIES]


def category_detail(*, slug: str | None) -> CategoryOut:
    category = category_by_slug(slug)
    return CategoryOut(
        slug=category.slug,
        name=category.name,
        description=category.description,
        related_keywords=list(category.related_keywords),
        skills=list(category.skills),
        guides=[GuideLinkOut(title=g.title, slug=g.slug) for g in category.guides],
        highlights=list(category.highlights),
        career_path=[CareerLevelOut(**asdict(level)) for level in category.career_path],
        related=[_summary(other) for other in related_categories(category)],
        jobs_keyword=latest_jobs_keyword(category),
        is_fallback=category is FALLBACK_CATEGORY,
    )


def guide_index() -> GuideIndexOut:
    return GuideIndexOut(
        sections=[
            GuideSectionOut(slug=s.slug, title=s.title, summary=s.summary, bullets=list(s.bullets), icon=s.icon)
            for s in GUIDE_SECTIONS
        ],
        categories=[
            CategoryGuidesOut(
                slug=c.slug, name=c.name, guides=[GuideLinkOut(title=g.title, slug=g.slug) for g in c.guides]
            )
            for c in CATEGORIES
        ],
    )


def article_out(article: Article) -> ArticleOut:
    return ArticleOut(
        slug=article.slug,
        is_section=guide_section(article.slug) is not None,
        title=article.title,
        icon=article.icon,
        summary=article.summary,
        sections=[
            ArticleSectionOut(
                heading=section.heading,
                blocks=[ArticleBlockOut(kind=b.kind, text=b.text, items=list(b.items)) for b in section.blocks],
            )
            for section in article.sections
        ],
        related=[GuideLinkOut(title=g.title, slug=g.slug) for g in related_guides(article.slug)],
    )


def plan_list() -> list[PlanOut]:
    return [PlanOut(**{**asdict(plan), "features": list(plan.features)}) for plan in PLANS]


def faq_lists() -> FaqsOut:
    return FaqsOut(
        employers=[FaqOut(question=f.question, answer=f.answer) for f in EMPLOYER_FAQS],
        home=[FaqOut(question=f.question, answer=f.answer) for f in HOME_FAQS],
    )


def _sections(sections: tuple[legal.LegalSection, ...]) -> list[LegalSectionOut]:
    return [LegalSectionOut(heading=s.heading, paragraphs=list(s.paragraphs)) for s in sections]


def legal_texts() -> LegalOut:
    op = legal.operator()
    return LegalOut(
        operator=OperatorOut(name=op.name, email=op.email, phone=op.phone, vat_id=op.vat_id),
        impressum=_sections(legal.impressum_sections()),
        terms=_sections(legal.terms_sections()),
        privacy=_sections(legal.privacy_sections()),
    )


def about_page() -> AboutOut:
    return AboutOut(
        mission=list(legal.ABOUT_MISSION),
        partners=[PartnerSiteOut(**asdict(site)) for site in legal.partner_sites()],
    )


def role_list() -> list[RoleOut]:
    return [
        RoleOut(
            slug=role.slug,
            title=role.title,
            category=role.category,
            quick_info=role.quick_info,
            responsibilities=list(role.responsibilities),
            required_skills=list(role.required_skills),
            career_path=list(role.career_path),
            average_salary=SalaryRangeOut(**asdict(role.average_salary), display=role.average_salary.display),
            industry=role.industry,
        )
        for role in IT_ROLES
    ]
