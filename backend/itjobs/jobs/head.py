"""The server-sent head of a job page: title, description, canonical path, JobPosting JSON-LD; 404
for no job, 410 for a closed one (noindex, no JobPosting: decision 0021)."""

import re

from itjobs.core.head import Head

from .presenters import CLOSED_STATUS, job_status
from .selectors import job_get_by_path
from .seo import job_path
from .structured_data import job_posting_ld

JOB_PAGE_PATTERN = r"^/jobs/(?P<slug>[^/]+)$"


def job_page_head(match: re.Match[str]) -> Head:
    job = job_get_by_path(slug=match["slug"])
    if job is None:
        return Head(
            title="Job Details Not Found",
            description="Could not load job details. Please go back to the list.",
            path=match.string,
            status=404,
            robots="noindex, nofollow",
        )
    path = job_path(job_id=job.id, title=job.title, company_name=job.company_name)
    if job_status(job) == CLOSED_STATUS:
        closed = f"{job.title} at {job.company_name}" if job.company_name else job.title
        if job.not_seen_lately:
            since = f"{job.last_seen:%B} {job.last_seen.day}, {job.last_seen.year}"
            title, description = f"Not seen lately: {closed}", f"No source has listed this job since {since}."
        else:
            on = f"{job.closed_at:%B} {job.closed_at.day}, {job.closed_at.year}"  # type: ignore[union-attr]
            title, description = f"Closed: {closed}", f"This job closed on {on}."
        return Head(
            title=title,
            description=f"{description} See similar open jobs.",
            path=path,
            status=CLOSED_STATUS,
            robots="noindex",
        )
    posting = job_posting_ld(job)
    # A job whose source names no employer reads 'Backend Engineer', not 'Backend Engineer at Company not specified'.
    title = f"{job.title} at {job.company_name}" if job.company_name else job.title
    where = f" in {job.location_text}" if job.location_text else ""
    description = f"{title}{where}. {job.snippet}".strip()
    return Head(
        title=title,
        description=description,
        path=path,
        og_type="article",
        json_ld=(posting,) if posting else (),
    )
