"""A company page's content: the company's open jobs from every source (jobs.company_jobs) and, where
a company account has published one of them, that employer's profile (employers)."""

from dataclasses import dataclass

from itjobs.core.fields import safe_http_url
from itjobs.core.request_memo import once_per_request
from itjobs.employers.selectors import company_publishing
from itjobs.jobs.companies import company_slug
from itjobs.jobs.company_jobs import CompanyJobs, company_jobs


@dataclass(frozen=True)
class EmployerProfile:
    description: str
    website: str | None  # http(s) only
    logo_url: str | None  # http(s) only


@dataclass(frozen=True)
class CompanyPage:
    name: str
    jobs: CompanyJobs
    profile: EmployerProfile | None


@once_per_request  # the page's head and its preloaded answer read the same company
def company_page(*, slug: str, page: int = 1, page_size: int = 50) -> CompanyPage | None:
    """None for a company with no open job (an unknown slug, or every job closed): the page is a 404.
    The slug is read as a name ('acme-inc' is 'acme'), so CompanyPage.jobs.slug is the canonical one."""
    found = company_jobs(slug=slug, page=page, page_size=page_size)
    canonical = company_slug(slug.replace("-", " "))
    if found is None and canonical != slug:  # another spelling; a stored slug (cut at 80) is taken as it is
        found = company_jobs(slug=canonical, page=page, page_size=page_size)
    if found is None:
        return None
    employer = company_publishing(job_ids=found.direct_job_ids)
    if employer is None:
        return CompanyPage(name=found.name, jobs=found, profile=None)
    profile = EmployerProfile(
        description=employer.description.strip(),
        website=safe_http_url(employer.website),
        logo_url=safe_http_url(employer.logo_url),
    )
    return CompanyPage(name=employer.name, jobs=found, profile=profile)
