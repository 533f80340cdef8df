"""The per-page <head> the server sends: a core Head rendered as title, description, canonical, social
tags and JSON-LD, plus the site settings the browser reads."""

import json
from typing import Any

from django.conf import settings
from django.utils.html import escape

from itjobs.content.cities import product_slug
from itjobs.core.head import Head


def json_for_script(data: Any) -> str:
    """JSON that can sit inside <script>: third-party text can never close the element."""
    return (
        json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )


def site_config() -> dict[str, str]:
    """Settings the browser needs; read once by the frontend from the page."""
    return {
        "siteName": settings.SITE_NAME,
        "productName": settings.PRODUCT_NAME,
        "productSlug": product_slug(),  # the prefix of its city pages, by the server's rule
        "siteUrl": settings.SITE_URL,
        "newsletterUrl": settings.NEWSLETTER_URL,
        "analyticsScriptUrl": settings.ANALYTICS_SCRIPT_URL,
    }


def render_head(head: Head) -> str:
    title = escape(head.full_title)
    description = escape(head.meta_description)
    canonical = escape(head.canonical_url)
    tags = [
        f"<title>{title}</title>",
        f'<meta name="description" content="{description}">',
        f'<meta name="robots" content="{escape(head.robots)}">',
        f'<link rel="canonical" href="{canonical}">',
        f'<meta property="og:site_name" content="{escape(settings.SITE_NAME)}">',
        f'<meta property="og:title" content="{title}">',
        f'<meta property="og:description" content="{description}">',
        f'<meta property="og:url" content="{canonical}">',
        f'<meta property="og:type" content="{escape(head.og_type)}">',
        '<meta name="twitter:card" content="summary">',
        f'<meta name="twitter:title" content="{title}">',
        f'<meta name="twitter:description" content="{description}">',
    ]
    if head.feed_path:
        feed_title = escape(f"{head.title} (Atom feed)")
        feed_href = escape(head.feed_path)
        tags.append(f'<link rel="alternate" type="application/atom+xml" title="{feed_title}" href="{feed_href}">')
    if head.keywords:
        tags.append(f'<meta name="keywords" content="{escape(", ".join(head.keywords))}">')
    for block in head.json_ld:
        tags.append(f'<script type="application/ld+json">{json_for_script(block)}</script>')
    tags.append(f'<script id="site-config" type="application/json">{json_for_script(site_config())}</script>')
    return "".join(tags)
