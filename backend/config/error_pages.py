"""Errors Django answers itself (a request refused before any view, an uncaught exception): JSON under
/api/, so an API client always reads {"detail": ...}; Django's own pages everywhere else."""

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views import defaults

API_PREFIX = "/api/"


def _is_api(request: HttpRequest) -> bool:
    return request.path_info.startswith(API_PREFIX)


def bad_request(request: HttpRequest, exception: Exception) -> HttpResponse:
    """400: e.g. a Host not in ALLOWED_HOSTS, a body over DATA_UPLOAD_MAX_MEMORY_SIZE read by a middleware."""
    if _is_api(request):
        return JsonResponse({"detail": "Bad request"}, status=400)
    return defaults.bad_request(request, exception)


def server_error(request: HttpRequest) -> HttpResponse:
    if _is_api(request):
        return JsonResponse({"detail": "Server error"}, status=500)
    return defaults.server_error(request)
