from django.db import connection
from django.http import HttpRequest, HttpResponse, HttpResponsePermanentRedirect, JsonResponse
from django.views.decorators.http import require_safe

from .head import render_head
from .pages import resolve_page
from .preload import preloaded_script
from .search_heads import with_search_title
from .shell import append_to_body, inject_head, prerendered_html, query_allows_prerendered, shell_html

# Addresses that name no page of their own: '/jobs/location/' (a place left out) is the search page.
_MOVED = {"/jobs/location": "/jobs"}


@require_safe
def page(request: HttpRequest, path: str = "") -> HttpResponse:
    """Every frontend route: the built page with this path's head, its first data and the right status."""
    url_path = "/" + path
    target = url_path.rstrip("/") or "/"
    target = _MOVED.get(target, target)
    if target != url_path:
        if query := request.META.get("QUERY_STRING"):
            target += f"?{query}"
        return HttpResponsePermanentRedirect(target)
    head = with_search_title(resolve_page(url_path), url_path, request.GET)
    # A 404 has no page of its own, unless its head names the prerendered page that shows it.
    has_page = head.status == 200 or head.document is not None
    document = head.document or url_path
    prerendered = has_page and query_allows_prerendered(request.GET.keys()) and prerendered_html(document) is not None
    html = inject_head(shell_html(document, prerendered=prerendered), render_head(head))
    # The data the page's app asks for first, so it renders without another round trip
    # (not for HEAD: nobody reads the body). A prerendered page shows its loading state in the
    # HTML; its app takes the data right after hydrating, so the first render still matches.
    if request.method == "GET":
        html = append_to_body(html, preloaded_script(request, url_path, after_hydration=prerendered))
    response = HttpResponse(html, status=head.status)
    # HTML is small and changes with each deploy: always revalidate; assets are immutable.
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def healthz(request: HttpRequest) -> JsonResponse:
    """Liveness plus a real database round trip, for load balancers and uptime checks."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # any database failure makes the instance unhealthy
        return JsonResponse({"status": "error", "database": "error", "detail": str(exc)}, status=503)
    return JsonResponse({"status": "ok", "database": "ok", "vendor": connection.vendor})


def api_not_found(request: HttpRequest, path: str = "") -> JsonResponse:
    return JsonResponse({"detail": "Not Found"}, status=404)
