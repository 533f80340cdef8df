"""One table for every job, whichever source it came from."""

import hashlib
from datetime import UTC, datetime

from django.db import models

_EPOCH = datetime(2000, 1, 1, tzinfo=UTC)
_HASH_BITS = 38


def search_rowid_for(job_id: str, listed_at: datetime) -> int:
    """The job's sort key and full-text row id: the minute it was listed, then a hash of its id.

    Newest first is highest first, on both databases, and SQLite's FTS5 index walks its rows in
    exactly this order, so a page of the newest matches is read without sorting. 25 bits of
    minutes since 2000 (to 2063) and 38 bits of hash make a positive 63-bit integer.
    """
    minutes = max(0, int((listed_at - _EPOCH).total_seconds() // 60)) & ((1 << 25) - 1)
    digest = int.from_bytes(hashlib.blake2b(job_id.encode(), digest_size=8).digest(), "big")
    return (minutes << _HASH_BITS) | (digest & ((1 << _HASH_BITS) - 1))


def rowid_floor(moment: datetime) -> int:
    """The lowest row id of a job listed at or after this minute (the 'posted within' filter)."""
    return search_rowid_for("", moment) & ~((1 << _HASH_BITS) - 1)


# The columns a search filters on.
_FILTERS = ["country_code", "remote", "employment_type", "source", "salary_yearly_min"]


class Job(models.Model):
    # NULL, not '', means "the source did not say" (DJ001 is waived for those columns).
    id = models.CharField(primary_key=True, max_length=300)  # 'adzuna-123', 'jsearch-t_-mBq...==', 'direct-7'
    title = models.CharField(max_length=300)
    company_name = models.CharField(max_length=300, null=True, blank=True)  # noqa: DJ001
    company_slug = models.CharField(max_length=80, blank=True, default="")  # companies.company_slug: its company page
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
    # Yearly figures in the job's own currency; a single stated figure fills both. The minimum-salary
    # filter reads salary_yearly_min: a job qualifies when its minimum (or its one figure) reaches it.
    salary_yearly_min = models.IntegerField(null=True, blank=True)
    salary_yearly_max = models.IntegerField(null=True, blank=True)

    snippet = models.CharField(max_length=160, blank=True, default="")
    apply_url = models.URLField(max_length=2000)
    description_is_partial = models.BooleanField(default=False)  # the source sent only its start (Adzuna)

    posted_at = models.DateTimeField(null=True, blank=True)
    listed_at = models.DateTimeField()  # posted_at, else first_seen: the recency the ranking uses
    first_seen = models.DateTimeField()
    last_seen = models.DateTimeField()
    expires_at = models.DateTimeField()  # when the job closes unless a source lists it again
    # expires_at ends the short window of a source the crawl plan re-reads (JOB_UNCONFIRMED_DAYS): at
    # expires_at the job leaves search as 'not seen lately', with no sign that it closed, and a
    # source listing it again brings it back, no repost. Kept once closed: its page says which.
    expires_unconfirmed = models.BooleanField(default=False)
    # When we saw the job close (it expired, its employer closed it, a sweep stopped returning it): a
    # closed job is kept, out of search, so its page can say it closed (decision 0021), and purged
    # JOB_CLOSED_KEEP_DAYS later. NULL: open.
    closed_at = models.DateTimeField(null=True, blank=True)
    # When a source listed the job again after it had closed (the same id, or a new id with the
    # dedupe key of a closed job): what ingest observed, never a guess. NULL: never reposted.
    reposted_at = models.DateTimeField(null=True, blank=True)
    # The application deadline a source or the employer states; NULL when none does. Never derived
    # from expires_at: 'last seen + 30 days' is our housekeeping, not the employer's deadline.
    valid_through = models.DateTimeField(null=True, blank=True)

    source = models.CharField(max_length=10)  # 'adzuna', 'jsearch', 'direct'
    # A digest of the record the source last sent (services.record_digest): an ingest that brings
    # the same record again changes nothing a search shows, so it keeps the search caches.
    source_digest = models.CharField(max_length=32, blank=True, default="")
    publisher = models.CharField(max_length=120, null=True, blank=True)  # noqa: DJ001
    seen_on = models.JSONField(default=list)  # [{'source': 'jsearch', 'publisher': 'LinkedIn'}, ...]
    explanation = models.TextField(null=True, blank=True)  # noqa: DJ001
    skills = models.JSONField(default=list)
    categories = models.JSONField(default=list)  # category slugs, e.g. ['devops', 'cloud-computing']
    category_bits = models.PositiveIntegerField(default=0)  # the same as bits (index/tags.py), for facet counts
    is_it_role = models.BooleanField(default=False)
    is_listed = models.BooleanField(default=False)  # shown in search: an open IT role and not a duplicate

    # Duplicates (normalized title + company + place) point at the one job that is shown.
    dedupe_key = models.CharField(max_length=400)
    duplicate_of = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="duplicates", db_constraint=False
    )

    # What the full-text index reads (see index/text.py); kept in sync by database triggers.
    # search_rowid_for(id, listed_at): ingest keeps it unique (the FTS5 table refuses a second row with
    # the same rowid); not a unique index of its own, so SQLite's planner takes the covering index below.
    search_rowid = models.BigIntegerField()
    search_title = models.TextField(blank=True, default="")
    search_extra = models.TextField(blank=True, default="")  # company, skills, categories
    search_place = models.TextField(blank=True, default="")  # city, region, location text
    search_tags = models.TextField(blank=True, default="")  # filter words: 'listed cus remote tfulltime sadzuna'
    search_phrases = models.TextField(blank=True, default="")  # the title's word pairs: 'data0q0engineer'
    # Long texts last: SQLite keeps a row's first bytes in the table page and the rest in overflow
    # pages, so the short columns a search reads stay in the page it lands on.
    description_html = models.TextField(blank=True, default="")  # sanitized with nh3
    description_text = models.TextField(blank=True, default="")
    search_body = models.TextField(blank=True, default="")  # description

    class Meta:
        indexes = [
            # Covering indexes: a search's page and count come from an index, never from table rows.
            models.Index(fields=["search_rowid", "is_listed", *_FILTERS], name="job_search_cover_idx"),
            models.Index(fields=["is_listed", "country_code", "-search_rowid", *_FILTERS[1:]], name="job_browse_idx"),
            # Open jobs due to close: closed rows (kept JOB_CLOSED_KEEP_DAYS) are not in it, so every
            # ingest's jobs_expire reads only what may close now.
            models.Index(
                fields=["expires_at"], name="job_open_expires_idx", condition=models.Q(closed_at__isnull=True)
            ),
            models.Index(fields=["last_seen"], name="job_last_seen_idx"),
            # The purge of jobs closed long ago reads only closed rows.
            models.Index(fields=["closed_at"], name="job_closed_at_idx", condition=models.Q(closed_at__isnull=False)),
            models.Index(fields=["dedupe_key"], name="job_dedupe_idx"),
            # A company page's jobs, newest first, and the companies sitemap.xml lists.
            models.Index(
                fields=["company_slug", "-search_rowid"], name="job_company_idx", condition=models.Q(is_listed=True)
            ),
        ]

    def __str__(self) -> str:
        return f"{self.title} ({self.id})"

    def save(self, *args: object, **kwargs: object) -> None:
        if not self.search_rowid:
            self.search_rowid = search_rowid_for(self.id, self.listed_at or datetime.now(UTC))
        super().save(*args, **kwargs)  # type: ignore[arg-type]

    def is_open(self, *, now: datetime) -> bool:
        """Still listed by a source: not closed, and not past the expiry that closes it at the next
        jobs_expire (jobs_close makes a job due at once; it is closed from that moment)."""
        return self.closed_at is None and self.expires_at > now

    @property
    def not_seen_lately(self) -> bool:
        """Out of search only because no source listed it lately (decision 0022), not seen to close."""
        return self.closed_at is not None and self.expires_unconfirmed


class SearchGeneration(models.Model):
    """The search-answer cache's generation when that cache lives in each process's memory (no
    REDIS_URL): one row every web process reads, so a change in one process retires the answers
    cached in all of them (jobs/search_cache.py). A random token, not a counter, so a value is
    never handed out twice, even after a rolled-back bump."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1)
    token = models.CharField(max_length=32)

    def __str__(self) -> str:
        return self.token


class SearchTerm(models.Model):
    """A word of the index's titles, companies, skills and categories, with how many ingested jobs had
    it: the vocabulary that spelling correction picks from (spelling.py), the same on both databases.
    Written by every ingest; rebuilt by the migrations that change the vocabulary (migrations/_rederive.py)."""

    term = models.CharField(primary_key=True, max_length=64)
    jobs = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return self.term


class Suggestion(models.Model):
    """One thing to suggest as a seeker types (suggestions.py): a job title, skill or popular search
    for the title box, a city for the location box. Rebuilt from the index by `suggestions_refresh`;
    one row per word the text can be found by ('Senior DevOps Engineer' under 'senior devops
    engineer', 'devops engineer' and 'engineer'), so a typed prefix is one range of the index."""

    field = models.CharField(max_length=8)  # 'title' or 'location'
    country = models.CharField(max_length=2)
    key = models.CharField(max_length=200)  # plain words of `text` from one of its words on
    text = models.CharField(max_length=200)  # as shown: 'DevOps Engineer', 'Austin, TX'
    kind = models.CharField(max_length=8)  # 'title', 'skill', 'search' or 'place'
    count = models.PositiveIntegerField()  # jobs that have it (searches for a popular search)

    class Meta:
        indexes = [models.Index(fields=["field", "country", "key", "count"], name="suggestion_prefix_idx")]

    def __str__(self) -> str:
        return self.text


class SuggestionsBuilt(models.Model):
    """When the suggestions were last rebuilt (one row): ingest rebuilds them when it is older than
    JOBS_SUGGESTIONS_REFRESH_SECONDS."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1)
    built_at = models.DateTimeField()

    def __str__(self) -> str:
        return str(self.built_at)
