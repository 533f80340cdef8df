"""What alerts adds to an account (registered in AlertsConfig.ready): its alerts in the data export,
and their deletion with the account."""

from typing import Any

from django.contrib.auth.models import User

from .selectors import alerts_export
from .services import alerts_delete_for_account


def alerts_export_fields(*, user: User) -> dict[str, Any]:
    return {"alerts": alerts_export(user)}


def alerts_on_account_delete(sender: type[User], instance: User, **kwargs: Any) -> None:
    alerts_delete_for_account(user=instance)
