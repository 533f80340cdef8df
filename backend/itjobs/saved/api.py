"""The saved-jobs API (at /api/saved-jobs): a signed-in user's list, save, unsave and the browser's
list merged in at sign-in; and a public lookup for the list a signed-out browser keeps.

Every operation but the lookup reads and writes only the session's own user: no user id is ever
taken from the request."""

from typing import Any

from django.http import HttpRequest
from ninja import Query, Router, Status

from itjobs.accounts.auth import csrf_protected, current_user, session_required
from itjobs.core.schemas import ErrorOut, ValidationErrorOut

from . import selectors, services
from .schemas import (
    JobId,
    SavedJobIdsOut,
    SavedJobOut,
    SavedJobsLookupIn,
    SavedJobsMergeIn,
    SavedJobsMergeOut,
    SavedJobsOut,
    SavedJobStateOut,
)
from .selectors import SavedEntry
from .services import SAVED_JOBS_LIMIT

router = Router(tags=["saved-jobs"], auth=session_required)
_ERRORS = {401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 409: ErrorOut, 422: ValidationErrorOut}


def _out(entry: SavedEntry) -> SavedJobOut:
    return SavedJobOut.model_validate(
        {"job_id": entry.job_id, "saved_at": entry.saved_at, "open": entry.is_open, "job": entry.card,
         "similar": entry.similar}
    )  # fmt: skip


@router.get("", response={200: SavedJobsOut, **_ERRORS})
def saved_jobs(request: HttpRequest) -> SavedJobsOut:
    """The signed-in user's saved jobs, newest first; a closed or expired one stays, `open` false,
    with similar open jobs."""
    entries = selectors.saved_jobs_list(user=current_user(request))
    return SavedJobsOut(jobs=[_out(entry) for entry in entries], limit=SAVED_JOBS_LIMIT)


@router.get("/ids", response={200: SavedJobIdsOut, **_ERRORS})
def saved_job_ids(request: HttpRequest) -> SavedJobIdsOut:
    """Just the ids: what the save buttons on cards need."""
    return SavedJobIdsOut(ids=selectors.saved_job_ids(user=current_user(request)), limit=SAVED_JOBS_LIMIT)


@router.post("/merge", response={200: SavedJobsMergeOut, **_ERRORS})
def merge(request: HttpRequest, payload: SavedJobsMergeIn) -> SavedJobsMergeOut:
    """Add the jobs the browser kept while signed out (at most 100; ids no job has are ignored)."""
    user = current_user(request)
    result = services.saved_jobs_merge(user=user, job_ids=payload.job_ids)
    return SavedJobsMergeOut(ids=selectors.saved_job_ids(user=user), added=result.added, over_limit=result.over_limit)


@router.get("/lookup", response={200: SavedJobsOut, 422: ValidationErrorOut}, auth=csrf_protected)
def lookup(request: HttpRequest, params: Query[SavedJobsLookupIn]) -> SavedJobsOut:
    """Anyone: the cards of up to 100 jobs by id, as the saved list shows them (open or closed, with
    similar jobs). Ids no job has are left out of the answer."""
    entries = selectors.saved_jobs_lookup(job_ids=params.ids)
    return SavedJobsOut(jobs=[_out(entry) for entry in entries], limit=SAVED_JOBS_LIMIT)


@router.put("/{job_id}", response={200: SavedJobStateOut, **_ERRORS})
def save(request: HttpRequest, job_id: JobId) -> SavedJobStateOut:
    """Save a job (saving it again changes nothing). 404 for an unknown job, 409 when the account
    already keeps the most it may."""
    saved = services.saved_job_add(user=current_user(request), job_id=job_id)
    return SavedJobStateOut(job_id=saved.job_id, saved_at=saved.saved_at)


@router.delete("/{job_id}", response={204: None, **_ERRORS})
def unsave(request: HttpRequest, job_id: JobId) -> Status[Any]:
    """Unsave a job; one that is not saved answers 204 too."""
    services.saved_job_remove(user=current_user(request), job_id=job_id)
    return Status(204, None)
