"""RFC 8058 one-click unsubscribe: the digest's List-Unsubscribe URL, outside the JSON API.

A mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) to it, without cookies, so it takes
no CSRF token and no JSON: the signed token in the address is the authority. A person who opens the
address (GET) is sent to the unsubscribe page, which asks before it unsubscribes (a link scanner's
GET unsubscribes nobody).
"""

from urllib.parse import quote

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from itjobs.core.errors import ServiceError

from . import services


@csrf_exempt
@require_http_methods(["GET", "POST"])
def one_click_unsubscribe(request: HttpRequest) -> HttpResponse:
    token = request.GET.get("token", "")
    if request.method == "GET":
        return HttpResponseRedirect(f"/alerts/unsubscribe?token={quote(token)}")
    try:
        services.alert_unsubscribe(token=token, now=services.clock())
    except ServiceError as error:
        return HttpResponse(error.message, status=400, content_type="text/plain; charset=utf-8")
    response = HttpResponse(services.UNSUBSCRIBED, content_type="text/plain; charset=utf-8")
    response["Cache-Control"] = "private, no-store"
    return response
