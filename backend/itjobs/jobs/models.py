"""One table for every job, whichever source it came from (issue 4, item 1)."""

import hashlib

from django.db import models


def search_rowid_for(job_id: str) -> int:
    """A stable positive 63-bit integer for a job id: the row id of its full-text index entry.

    Job ids are strings, FTS5 keys rows by integer, and SQLite may renumber implicit rowids on
    VACUUM; a hash of the id never changes.
    """
    digest = hashlib.blake2b(job_id.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF_FFFF_FFFF


# What a search filters and sorts on, kept in the covering indexes so pages and counts never read rows.
_FILTER_COLUMNS = [
    "country_code", "expires_at", "listed_at", "id", "remote", "employment_type", "source", "salary_yearly_max"
]  # fmt: skip


class Job(models.Model):
    # NULL, not '', means "the source did not say" (DJ001 is waived for those columns).
    id = models.CharField(primary_key=True, max_length=300)  # 'adzuna-123', 'jsearch-t_-mBq...==', 'direct-7'
    title = models.CharField(max_length=300)
    company_name = models.CharField(max_length=300, null=True, blank=True)  # noqa: DJ001
    location_text = models.CharField(max_length=300, blank=True, default="")
    city = models.CharField(max_length=120, null=True, blank=True)  # noqa: DJ001
    region = models.CharField(max_length=120, null=True, blank=True)  # noqa: DJ001
    country_code = models.CharField(max_length=2, null=True, blank=True)  # noqa: DJ001 -- lowercase
    remote = models.BooleanField(default=False)
    employment_type = models.CharField(max_length=20, null=True, blank=True)  # noqa: DJ001

    salary_min = models.FloatField(null=True, blank=True)
    salary_max = models.FloatField(null=True, blank=True)
    salary_currency = models.CharField(max_length=3, null=True, blank=True)  # noqa: DJ001
    salary_period = models.CharField(max_length=10, null=True, blank=True)  # noqa: DJ001 -- YEAR, MONTH, WEEK, DAY, HOUR
    salary_is_predicted = models.BooleanField(null=True, blank=True)  # True: estimated by the source
    # Yearly figures in the job's own currency, for the minimum-salary filter.
    salary_yearly_min = models.IntegerField(null=True, blank=True)
    salary_yearly_max = models.IntegerField(null=True, blank=True)

    snippet = models.CharField(max_length=160, blank=True, default="")
    apply_url = models.URLField(max_length=2000)

    posted_at = models.DateTimeField(null=True, blank=True)
    listed_at = models.DateTimeField()  # posted_at, else first_seen: the recency the ranking uses
    first_seen = models.DateTimeField()
    last_seen = models.DateTimeField()
    expires_at = models.DateTimeField()

    source = models.CharField(max_length=10)  # 'adzuna', 'jsearch', 'direct'
    publisher = models.CharField(max_length=120, null=True, blank=True)  # noqa: DJ001
    seen_on = models.JSONField(default=list)  # [{'source': 'jsearch', 'publisher': 'LinkedIn'}, ...]
    explanation = models.TextField(null=True, blank=True)  # noqa: DJ001
    skills = models.JSONField(default=list)
    categories = models.JSONField(default=list)  # category slugs, e.g. ['devops', 'cloud-computing']
    is_it_role = models.BooleanField(default=False)
    is_listed = models.BooleanField(default=False)  # shown in search: an IT role and not a duplicate

    # Duplicates (normalized title + company) point at the one job that is shown.
    dedupe_key = models.CharField(max_length=400)
    duplicate_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="duplicates", db_constraint=False
    )

    # What the full-text index reads (see index/text.py); kept in sync by database triggers.
    # Unique in practice (a 63-bit hash): the FTS5 table refuses a second row with the same rowid.
    # Not a unique index of its own, so SQLite's planner takes the covering index below.
    search_rowid = models.BigIntegerField()
    search_title = models.TextField(blank=True, default="")
    search_extra = models.TextField(blank=True, default="")  # company, skills, categories
    search_place = models.TextField(blank=True, default="")  # city, region, location text
    # Long texts last: SQLite keeps a row's first bytes in the table page and the rest in overflow
    # pages, so the short columns a search reads stay in the page it lands on.
    description_html = models.TextField(blank=True, default="")  # sanitized with nh3
    description_text = models.TextField(blank=True, default="")
    search_body = models.TextField(blank=True, default="")  # description

    class Meta:
        indexes = [
            # Covering indexes: a search page's ids and its count come from the index alone.
            models.Index(
                fields=[
                    "search_rowid",
                    "is_listed",
                    "country_code",
                    "expires_at",
                    "listed_at",
                    "id",
                    "remote",
                    "employment_type",
                    "source",
                    "salary_yearly_max",
                ],
                name="job_search_cover_idx",
            ),
            models.Index(
                fields=[
                    "is_listed",
                    "country_code",
                    "-listed_at",
                    "id",
                    "expires_at",
                    "remote",
                    "employment_type",
                    "source",
                    "salary_yearly_max",
                ],
                name="job_browse_cover_idx",
            ),
            models.Index(fields=["last_seen"], name="job_last_seen_idx"),
            models.Index(fields=["dedupe_key"], name="job_dedupe_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.id})"

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.search_rowid:
            self.search_rowid = search_rowid_for(self.id)
        super().save(*args, **kwargs)  # type: ignore[arg-type]
