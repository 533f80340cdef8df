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
