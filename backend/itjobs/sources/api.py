"""GET /api/sources/status: whether each job source is answering, in words a visitor can read."""

from django.http import HttpRequest
from ninja import Router

from itjobs.jobs.schemas import SourceStatusOut

from .status import source_statuses_cached

router = Router(tags=["sources"])


@router.get("/status", response=list[SourceStatusOut])
def sources_status(request: HttpRequest) -> list[SourceStatusOut]:
    """Adzuna and JSearch: ok, degraded (failing; the site answers from its index) or disabled (not connected)."""
    return source_statuses_cached()
