"""A password validator Django lacks: the e-mail's local part (`sam.seeker` of sam.seeker@example.com)
as the password, with or without its dots and a few digits. Django's UserAttributeSimilarityValidator
compares the whole address and its dot-separated words, so `sam.seeker` itself slips through."""

import re

from django.contrib.auth.models import User
from django.core.exceptions import ValidationError

TOO_SIMILAR = "The password is too similar to the email address."  # Django's own wording
_NOT_ALNUM = re.compile(r"[\W_]+")


def _letters(value: str) -> str:
    return _NOT_ALNUM.sub("", value.casefold())


class EmailLocalPartValidator:
    """Refuses a password that is mostly the e-mail's local part (3+ letters), in any case or spelling."""

    def validate(self, password: str, user: User | None = None) -> None:
        email = getattr(user, "email", "") or ""
        local = _letters(email.partition("@")[0])
        plain = _letters(password)
        if len(local) >= 3 and local in plain and len(local) * 10 >= len(plain) * 6:
            raise ValidationError(TOO_SIMILAR, code="password_too_similar")

    def get_help_text(self) -> str:
        return "Your password can't be your email address."
