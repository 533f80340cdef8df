"""GET /api/content/*: the site's editorial content (categories, guides, pricing, FAQs, legal).

Prerendered pages carry the same content in their HTML; the API serves client-side navigations
to pages that are not prerendered (an unknown category slug) and anything else that needs it.
"""

from django.http import HttpRequest
from ninja import Router, Status

from . import selectors
from .articles import article_by_slug
from .schemas import (
    AboutOut,
    ArticleOut,
    CategoryOut,
    CategorySummaryOut,
    FaqsOut,
    GuideIndexOut,
    LegalOut,
    NotFoundOut,
    PlanOut,
    RoleOut,
)

router = Router(tags=["content"])


@router.get("/categories", response=list[CategorySummaryOut])
def categories(request: HttpRequest) -> list[CategorySummaryOut]:
    return selectors.category_list()


@router.get("/categories/{slug}", response=CategoryOut)
def category(request: HttpRequest, slug: str) -> CategoryOut:
    """A category; an unknown slug answers the generic 'IT Careers' one (is_fallback true)."""
    return selectors.category_detail(slug=slug)


@router.get("/guides", response=GuideIndexOut)
def guides(request: HttpRequest) -> GuideIndexOut:
    return selectors.guide_index()


@router.get("/articles/{slug}", response={200: ArticleOut, 404: NotFoundOut})
def article(request: HttpRequest, slug: str) -> Status[ArticleOut | NotFoundOut]:
    found = article_by_slug(slug)
    if found is None:
        return Status(404, NotFoundOut(detail="Article not found"))
    return Status(200, selectors.article_out(found))


@router.get("/pricing", response=list[PlanOut])
def pricing(request: HttpRequest) -> list[PlanOut]:
    return selectors.plan_list()


@router.get("/faqs", response=FaqsOut)
def faqs(request: HttpRequest) -> FaqsOut:
    return selectors.faq_lists()


@router.get("/legal", response=LegalOut)
def legal(request: HttpRequest) -> LegalOut:
    return selectors.legal_texts()


@router.get("/about", response=AboutOut)
def about(request: HttpRequest) -> AboutOut:
    return selectors.about_page()


@router.get("/roles", response=list[RoleOut])
def roles(request: HttpRequest) -> list[RoleOut]:
    return selectors.role_list()
