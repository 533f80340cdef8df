"""E-mail backends that fail, for the fault tests (named by dotted path in settings.EMAIL_BACKEND)."""

import smtplib
from typing import Any

from django.core import mail
from django.core.mail.backends.locmem import EmailBackend


class DownBackend(EmailBackend):
    """A mail server that refuses every connection."""

    def send_messages(self, messages: Any) -> int:
        raise smtplib.SMTPConnectError(421, "Service not available")


class Crash(BaseException):
    """The process dies (kill -9, power cut): not an error the round could catch."""


class CrashAfterBackend(EmailBackend):
    """Delivers `limit` mails (to mail.outbox), then the process 'dies' while sending the next."""

    limit = 0

    def send_messages(self, messages: Any) -> int:
        if len(mail.outbox) >= CrashAfterBackend.limit:
            raise Crash
        return super().send_messages(messages)
