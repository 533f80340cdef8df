"""The baseline of bench/load.sh: the smallest Django view, through the same middleware and workers.

Routed only when BENCH_ENDPOINTS is on (config/urls.py); production never exposes it.
"""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.http import require_safe


@require_safe
def bench_ping(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True})
