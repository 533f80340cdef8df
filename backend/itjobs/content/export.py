"""content.json: everything the prerendered pages need, in the API's shapes.

The Python modules stay the one home of the content; this file is derived from them (like the
OpenAPI client) so the frontend's build-time loaders can put the content into the HTML.
"""

import json
from typing import Any

from django.conf import settings
from django.utils.text import slugify

from . import selectors
from .articles import article_by_slug
from .categories import CATEGORIES, FALLBACK_CATEGORY
from .cities import city_page_paths
from .guides import all_article_slugs
from .seo import FALLBACK_PAGES


def content_bundle() -> dict[str, Any]:
    articles = {}
    for slug in all_article_slugs():
        if (article := article_by_slug(slug)) is not None:
            articles[slug] = selectors.article_out(article).model_dump()
    return {
        # Names the prerendered pages print; the page the server sends then matches what hydrates.
        "site": {"siteName": settings.SITE_NAME, "productName": settings.PRODUCT_NAME},
        "categories": {
            c.slug: selectors.category_detail(slug=c.slug).model_dump() for c in (*CATEGORIES, FALLBACK_CATEGORY)
        },
        "categoryList": [c.model_dump() for c in selectors.category_list()],
        "guides": selectors.guide_index().model_dump(),
        "articles": articles,
        "pricing": [p.model_dump() for p in selectors.plan_list()],
        "faqs": selectors.faq_lists().model_dump(),
        "legal": selectors.legal_texts().model_dump(),
        "about": selectors.about_page().model_dump(),
        "roles": [r.model_dump() for r in selectors.role_list()],
        # City pages carry static text around their live results: prerendered, they paint at once.
        "cityPages": city_page_paths(slugify(settings.PRODUCT_NAME)),
        # What unknown categories and articles show, prerendered once (content.seo.FALLBACK_PAGES).
        "fallbackPages": list(FALLBACK_PAGES),
    }


def content_json() -> str:
    return json.dumps(content_bundle(), ensure_ascii=False, indent=1, sort_keys=False) + "\n"
