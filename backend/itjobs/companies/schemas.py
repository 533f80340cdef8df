"""The company page API's shapes; the frontend's typed client is generated from these."""

from ninja import Field, Schema

from itjobs.jobs.schemas import JobCardOut, Out


class CompanyPageIn(Schema):  # GET /api/companies/{slug}
    page: int = Field(1, ge=1, le=1000)


class EmployerProfileOut(Out):
    """What a company account says of itself; shown only once a moderator published one of its posts."""

    description: str  # plain text, '' when none
    website: str | None  # http(s) only
    logo_url: str | None  # http(s) only


class CompanyPageOut(Out):
    slug: str  # the page: '/companies/{slug}'
    name: str
    profile: EmployerProfileOut | None  # None: no company account has published one of these jobs
    jobs: list[JobCardOut]  # open jobs from every source, newest first
    total: int
    page: int
    pages: int
    page_size: int
