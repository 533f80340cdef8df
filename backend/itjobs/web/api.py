from django.http import HttpRequest
from ninja import Router, Schema

from .pages import resolve_page

router = Router(tags=["pages"])


class PageHeadOut(Schema):
    title: str
    full_title: str
    description: str
    canonical_url: str
    robots: str
    status: int


@router.get("/head", response=PageHeadOut)
def page_head(request: HttpRequest, path: str) -> PageHeadOut:
    """The head of a page, for client-side navigations (the first load gets it in the HTML)."""
    head = resolve_page("/" + path.lstrip("/").split("?", 1)[0])
    return PageHeadOut(
        title=head.title,
        full_title=head.full_title,
        description=head.meta_description,
        canonical_url=head.canonical_url,
        robots=head.robots,
        status=head.status,
    )
