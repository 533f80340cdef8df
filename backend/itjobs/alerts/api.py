"""The alert API (mounted at /api/alerts): make one from a search, confirm it, unsubscribe, and the
signed-in account's list, change and delete."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Status

from itjobs.accounts.auth import csrf_protected, current_user, session_required
from itjobs.core.client_ip import client_ip
from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from . import services
from .schemas import (
    AlertConfirmedOut,
    AlertCreatedOut,
    AlertCreateIn,
    AlertListOut,
    AlertOut,
    AlertTokenIn,
    AlertUpdateIn,
    UnsubscribedOut,
)
from .searches import search_summary
from .selectors import ALERTS_PER_ADDRESS, alert_out, alerts_of_user

router = Router(tags=["alerts"])

_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ValidationErrorOut}


@router.post("", response={201: AlertCreatedOut, 429: ErrorOut, **_ERRORS}, auth=csrf_protected)
def alert_create(request: HttpRequest, payload: AlertCreateIn) -> Status[Any]:
    """Get e-mails with the new jobs of a search (its parameters as GET /api/jobs/search takes them).
    Signed out: the address must confirm from a mailed link first, and the answer is the same
    whatever the address (no account or alert is revealed). Signed in: the account's address."""
    user = request.user if request.user.is_authenticated else None
    created = services.alert_create(
        params=payload,
        frequency=payload.frequency,
        email=payload.email,
        user=user,
        client=client_ip(request),
        now=services.clock(),
    )
    return Status(
        201, {"detail": created.detail, "alert": alert_out(created.alert) if created.alert is not None else None}
    )


@router.post("/confirm", response={200: AlertConfirmedOut, **_ERRORS}, auth=csrf_protected)
def alert_confirm(request: HttpRequest, payload: AlertTokenIn) -> dict[str, str]:
    """Confirm an alert with the token of its mailed link (SITE_URL/alerts/confirm?token=...)."""
    alert = services.alert_confirm(token=payload.token, now=services.clock())
    return {"detail": services.CONFIRMED, "summary": search_summary(alert.search)}


@router.post("/unsubscribe", response={200: UnsubscribedOut, **_ERRORS}, auth=csrf_protected)
def alert_unsubscribe(request: HttpRequest, payload: AlertTokenIn) -> dict[str, str]:
    """Unsubscribe with the token of the digest's link (SITE_URL/alerts/unsubscribe?token=...): no
    login; the same answer when already unsubscribed. Mail clients use /mail/unsubscribe (RFC 8058)."""
    services.alert_unsubscribe(token=payload.token, now=services.clock())
    return {"detail": services.UNSUBSCRIBED}


@router.get("", response={200: AlertListOut, **_ERRORS}, auth=session_required)
def alert_list(request: HttpRequest) -> dict[str, Any]:
    """The signed-in account's alerts, newest first."""
    alerts = alerts_of_user(current_user(request))
    return {"alerts": [alert_out(alert) for alert in alerts], "limit": ALERTS_PER_ADDRESS}


@router.patch("/{alert_id}", response={200: AlertOut, **_ERRORS}, auth=session_required)
def alert_update(request: HttpRequest, alert_id: int, payload: AlertUpdateIn) -> dict[str, Any]:
    """Change an alert's frequency or pause it (paused: no mail until resumed)."""
    alert = services.alert_update(
        user=current_user(request), alert_id=alert_id, frequency=payload.frequency, paused=payload.paused
    )
    return alert_out(alert)


@router.delete("/{alert_id}", response={204: None, **_ERRORS}, auth=session_required)
def alert_delete(request: HttpRequest, alert_id: int) -> Status[None]:
    services.alert_delete(user=current_user(request), alert_id=alert_id)
    return Status(204, None)
