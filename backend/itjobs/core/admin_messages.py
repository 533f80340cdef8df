"""Django's messages, for the admin only: the one part of the site that flashes them.

MessageMiddleware builds the cookie and session message stores for every request; on a cached
page or search answer that was about a twentieth of the request's time, for messages that nothing
outside the admin ever writes. This subclass (the admin's system check accepts a subclass) gives
the admin's requests their store and leaves every other request without one.
"""

from django.contrib.messages.middleware import MessageMiddleware
from django.http import HttpRequest

ADMIN_PREFIX = "/admin/"  # config/urls.py mounts the admin here


class AdminMessageMiddleware(MessageMiddleware):
    def process_request(self, request: HttpRequest) -> None:
        if request.path_info.startswith(ADMIN_PREFIX):
            super().process_request(request)
