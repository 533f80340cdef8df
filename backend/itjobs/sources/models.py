"""What the refresh machinery remembers between processes: source health, query freshness and
popular query counts (no personal data). The call budgets' counters live in core.ratelimit."""

from django.db import models


class SourceState(models.Model):
    """Health and running totals of one job source ('adzuna', 'jsearch')."""

    source = models.CharField(max_length=20, primary_key=True)
    calls_total = models.PositiveIntegerField(default=0)
    calls_failed = models.PositiveIntegerField(default=0)
    jobs_fetched = models.PositiveIntegerField(default=0)
    records_dropped = models.PositiveIntegerField(default=0)  # malformed upstream records
    last_success_at = models.DateTimeField(null=True, blank=True)
    last_error_at = models.DateTimeField(null=True, blank=True)
    last_error_kind = models.CharField(max_length=20, blank=True)  # auth, rate_limited, quota, bad_response, error
    last_error_message = models.CharField(max_length=500, blank=True)
    recent_errors = models.JSONField(default=list, blank=True)  # newest first: {at, kind, message}
    # Not called before this moment: burst 429 back-off, auth failures, or a spent monthly quota.
    paused_until = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return self.source


class QueryState(models.Model):
    """One normalized (keyword, location, country): when it was refreshed and how often it is searched."""

    key = models.CharField(max_length=300, unique=True)
    keyword = models.CharField(max_length=200, blank=True)
    location = models.CharField(max_length=200, blank=True)
    country = models.CharField(max_length=2)
    refreshed_at = models.DateTimeField(null=True, blank=True)
    next_refresh_at = models.DateTimeField(null=True, blank=True)  # fresh until then
    # Single-flight across processes: whoever moves this into the future owns the refresh.
    locked_until = models.DateTimeField(null=True, blank=True)
    search_count = models.PositiveIntegerField(default=0)
    last_searched_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["-search_count"], name="sources_query_popular_idx")]

    def __str__(self) -> str:
        return self.key


class Lease(models.Model):
    """A named lock with expiry shared by every process (e.g. the periodic popular-query refresher)."""

    name = models.CharField(max_length=100, primary_key=True)
    holder = models.CharField(max_length=100, blank=True)
    expires_at = models.DateTimeField()

    def __str__(self) -> str:
        return self.name


class Sweep(models.Model):
    """One broad or demand-weighted search the crawl plan repeats (crawl_plan.py): where its paging
    stands and what it last saw at its head, so the next run knows where to stop and to go on."""

    key = models.CharField(max_length=400, unique=True)  # crawl_plan.SweepSpec.key
    source = models.CharField(max_length=20)
    country = models.CharField(max_length=2)
    kind = models.CharField(max_length=10)  # crawl_plan.SweepKind: broad, place, demand
    keyword = models.CharField(max_length=300, blank=True)
    location = models.CharField(max_length=200, blank=True)
    head_at = models.DateTimeField(null=True, blank=True)  # the last run from page 1
    head_newest = models.DateTimeField(null=True, blank=True)  # the newest posting that run saw
    walk_page = models.PositiveIntegerField(default=1)  # where the next walk through older pages starts
    walk_at = models.DateTimeField(null=True, blank=True)
    calls = models.PositiveIntegerField(default=0)
    calls_on = models.DateField(null=True, blank=True)  # the UTC day `calls_today` counts
    calls_today = models.PositiveIntegerField(default=0)  # for the plan's split of a day
    delisted = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return self.key


class SweepMember(models.Model):
    """A job a sweep returned, with the posting date that places it in the sweep's date order: a
    later run that covered that date without returning it shows the source no longer lists it."""

    sweep = models.ForeignKey(Sweep, on_delete=models.CASCADE, related_name="members")
    job_id = models.CharField(max_length=300)  # 'adzuna-123': the jobs app's id, never a 'direct-' one
    posted_at = models.DateTimeField(null=True, blank=True)
    seen_at = models.DateTimeField()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["sweep", "job_id"], name="sources_sweep_member_unique")]
        indexes = [models.Index(fields=["sweep", "posted_at"], name="sources_sweep_member_date_idx")]

    def __str__(self) -> str:
        return f"{self.sweep_id}:{self.job_id}"
