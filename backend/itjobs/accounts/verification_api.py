"""The e-mail verification API (/api/email-verification): open a link, ask for a new one."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Status

from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from .auth import csrf_protected, current_user, session_required
from .schemas import EmailVerifiedOut, EmailVerifyIn, MessageOut
from .verification import verification_confirm, verification_send

router = Router(tags=["email-verification"])

SENT = "We have sent you a new verification link. It may take a minute to arrive."
_ERRORS = {400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 409: ErrorOut, 422: ValidationErrorOut, 429: ErrorOut}


@router.post("/confirm", auth=csrf_protected, response={200: EmailVerifiedOut, **_ERRORS})
def confirm(request: HttpRequest, payload: EmailVerifyIn) -> dict[str, str]:
    """Open a verification link (no session needed: it may be opened on another device). 400 with
    'This verification link is invalid...' or '...has expired...'; opening it again is fine."""
    user = verification_confirm(token=payload.token)
    return {"detail": f"Your e-mail address {user.email} is verified.", "email": user.email}


@router.post("/send", auth=session_required, response={202: MessageOut, **_ERRORS})
def send(request: HttpRequest) -> Status[Any]:
    """Mail the signed-in account a new link: 409 when already verified, 429 after 5 in an hour."""
    verification_send(user=current_user(request))
    return Status(202, {"detail": SENT})
