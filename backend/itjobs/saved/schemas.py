"""The saved-jobs API's shapes (/api/saved-jobs). The frontend's typed client is generated from these."""

from typing import Annotated

from ninja import Field, Schema

from itjobs.jobs.schemas import ApiDatetime, JobCardOut, Out

# What a job id looks like ('adzuna-123', 'jsearch-t_-mBq...==', 'direct-7'): anything else is refused
# with 422 before a query is made.
JobId = Annotated[str, Field(min_length=3, max_length=300, pattern=r"^[a-z]+-[0-9A-Za-z_=-]+$")]
BROWSER_LIST_LIMIT = 100  # ids a signed-out browser keeps, merges in or looks up at once


class SavedJobOut(Out):
    job_id: str  # the id that is saved; `job.id` differs when it has become a duplicate of `job`
    saved_at: ApiDatetime | None  # None in a lookup: the browser knows when it saved the job
    open: bool  # False: closed or expired; `job` is then the card as it was when saved
    job: JobCardOut
    similar: list[JobCardOut]  # for a closed job: a few open jobs like it


class SavedJobsOut(Out):
    jobs: list[SavedJobOut]
    limit: int  # the most jobs an account keeps


class SavedJobIdsOut(Out):
    ids: list[str]  # newest first
    limit: int


class SavedJobStateOut(Out):
    job_id: str  # the id saved (a duplicate's id saves the job it duplicates)
    saved_at: ApiDatetime


class SavedJobsMergeIn(Schema):
    """POST /api/saved-jobs/merge: the ids a browser kept while signed out, newest first."""

    job_ids: list[JobId] = Field(..., max_length=BROWSER_LIST_LIMIT)


class SavedJobsMergeOut(Out):
    ids: list[str]  # every saved id after the merge, newest first
    added: int
    over_limit: int  # jobs not saved because the account is full


class SavedJobsLookupIn(Schema):
    """GET /api/saved-jobs/lookup?ids=...&ids=...: the cards of the jobs a signed-out browser keeps."""

    ids: list[JobId] = Field(..., min_length=1, max_length=BROWSER_LIST_LIMIT)
