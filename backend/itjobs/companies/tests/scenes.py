"""Companies in the index for the company page tests: jobs from two sources, and a company account."""

from datetime import datetime

from itjobs.accounts.tests.factories import make_company, make_post, published
from itjobs.employers.models import Company, JobPost
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import jsearch_job, normalized_job
from itjobs.jobs.types import NormalizedJob


def acme_jobs(now: datetime | None = None) -> list[NormalizedJob]:
    """Acme as two sources write it, plus a job of another company and one that is no IT role."""
    jobs = [
        normalized_job(title="Python Developer", company_name="Acme Inc."),
        jsearch_job(title="Data Engineer", company_name="ACME, Inc", salary_min=120000.0, salary_max=150000.0),
        normalized_job(title="Warehouse Associate", company_name="Acme Inc."),
        normalized_job(title="DevOps Engineer", company_name="Globex"),
    ]
    jobs_ingest(jobs=jobs, now=now)
    return jobs


def acme_account(**profile: str) -> tuple[Company, JobPost]:
    """Acme's company account with its profile and a published post."""
    company = make_company(email="hr@acme.example", name="Acme Inc")
    for name, value in profile.items():
        setattr(company, name, value)
    company.save()
    return company, published(make_post(company, title="Senior Cloud Engineer"))
