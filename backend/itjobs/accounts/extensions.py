"""What other apps add to an account, without accounts importing them.

Accounts sits below the apps that build on it (employers): they register here, in their
AppConfig.ready(), and accounts calls whatever is registered.
- on_signup: inside the sign-up transaction, after the user and profile exist (a company
  account gets its company row).
- account_fields: more fields of AccountOut for a signed-in user (its 'company').
- export_fields: more fields of the data export (the company and its job posts).
- on_email_verified: after an account verified its address the first time (employers: the
  company's posts that waited for it).
AccountOut's and AccountExportOut's own defaults (company None, no job posts) stand for an app
that is not installed.
"""

from datetime import datetime
from typing import Any, Protocol

from django.contrib.auth.models import User


class SignupHook(Protocol):
    def __call__(self, *, user: User, user_type: str, company_name: str) -> None: ...


class AccountFields(Protocol):
    def __call__(self, *, user: User, onboarded: bool) -> dict[str, Any]: ...


class ExportFields(Protocol):
    def __call__(self, *, user: User) -> dict[str, Any]: ...


class EmailVerifiedHook(Protocol):
    def __call__(self, *, user: User, now: datetime) -> None: ...


_on_signup: list[SignupHook] = []
_account_fields: list[AccountFields] = []
_export_fields: list[ExportFields] = []
_on_email_verified: list[EmailVerifiedHook] = []


def register(
    *,
    on_signup: SignupHook | None = None,
    account_fields: AccountFields | None = None,
    export_fields: ExportFields | None = None,
    on_email_verified: EmailVerifiedHook | None = None,
) -> None:
    """Add an app's hooks; registering the same function twice keeps one."""
    if on_signup is not None and on_signup not in _on_signup:
        _on_signup.append(on_signup)
    if account_fields is not None and account_fields not in _account_fields:
        _account_fields.append(account_fields)
    if export_fields is not None and export_fields not in _export_fields:
        _export_fields.append(export_fields)
    if on_email_verified is not None and on_email_verified not in _on_email_verified:
        _on_email_verified.append(on_email_verified)


def run_signup_hooks(*, user: User, user_type: str, company_name: str) -> None:
    for hook in _on_signup:
        hook(user=user, user_type=user_type, company_name=company_name)


def extra_account_fields(*, user: User, onboarded: bool) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for hook in _account_fields:
        fields |= hook(user=user, onboarded=onboarded)
    return fields


def extra_export_fields(*, user: User) -> dict[str, Any]:
    fields: dict[str, Any] = {}
    for hook in _export_fields:
        fields |= hook(user=user)
    return fields


def run_email_verified_hooks(*, user: User, now: datetime) -> None:
    for hook in _on_email_verified:
        hook(user=user, now=now)
