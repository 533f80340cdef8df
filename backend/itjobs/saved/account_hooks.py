"""What saved jobs add to an account (registered with itjobs.accounts.extensions in SavedConfig.ready)."""

from typing import Any

from django.contrib.auth.models import User

from .selectors import saved_jobs_export


def saved_jobs_export_fields(*, user: User) -> dict[str, Any]:
    return {"saved_jobs": saved_jobs_export(user=user)}
