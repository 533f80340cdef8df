"""robots.txt: crawl everything public, keep out of the API, admin and signed-in flows."""

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

DISALLOWED = ("/api/", "/admin/", "/onboarding", "/post-job")


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    lines = ["User-agent: *", *(f"Disallow: {path}" for path in DISALLOWED), "Allow: /", ""]
    lines.append(f"Sitemap: {settings.SITE_URL}/sitemap.xml")
    response = HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
    response["Cache-Control"] = "public, max-age=3600"
    return response
