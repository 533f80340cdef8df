"""Django's message store exists for the admin's requests only (core/admin_messages.py)."""

from django.contrib.sessions.backends.signed_cookies import SessionStore
from django.http import HttpResponse
from django.test import RequestFactory

from itjobs.core.admin_messages import AdminMessageMiddleware


def _through(path: str):
    seen = {}

    def view(request):
        seen["store"] = getattr(request, "_messages", None)
        return HttpResponse("ok")

    request = RequestFactory().get(path)
    request.session = SessionStore()  # as SessionMiddleware gives it
    AdminMessageMiddleware(view)(request)
    return seen["store"]


def test_an_admin_request_gets_the_message_store():
    assert _through("/admin/employers/jobpost/") is not None


def test_any_other_request_gets_none_and_its_answer_is_untouched():
    assert _through("/jobs") is None
    assert _through("/api/jobs/search") is None
    assert _through("/administrator") is None  # only the admin's own prefix
