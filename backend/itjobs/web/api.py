from django.http import HttpRequest, QueryDict
from ninja import Router, Schema

from .pages import resolve_page
from .search_heads import with_search_title

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
    """The head of a page, for client-side navigations (the first load gets it in the HTML).

    `path` may carry the page's query string: a search page's title names its search."""
    page_path, _, query = path.partition("?")
    page_path = "/" + page_path.lstrip("/")
    head = with_search_title(resolve_page(page_path), page_path, QueryDict(query))
    return PageHeadOut(
        title=head.title,
        full_title=head.full_title,
        description=head.meta_description,
        canonical_url=head.canonical_url,
        robots=head.robots,
        status=head.status,
    )
