"""Tables every app shares."""

from django.db import models


class RateCounter(models.Model):
    """Events of one key in its current fixed window (core.ratelimit), used when REDIS_URL is unset.

    Keys name the limit and hash what it counts ('login-ip:<sha256>'), never an address itself;
    windows that follow the clock carry their start ('source:adzuna:d:<epoch>').
    """

    key = models.CharField(primary_key=True, max_length=100)
    count = models.PositiveIntegerField(default=0)
    window_ends = models.DateTimeField(db_index=True)

    def __str__(self) -> str:
        return f"{self.key}: {self.count} until {self.window_ends:%Y-%m-%d %H:%M:%S}"


class BackoffGate(models.Model):
    """Attempts of one key and when the next may go (core.ratelimit.Backoff), used when REDIS_URL is
    unset. Keys hash what they count ('login-pair:<sha256>'), never an address or e-mail itself."""

    key = models.CharField(primary_key=True, max_length=100)
    attempts = models.PositiveIntegerField(default=0)
    opens_at = models.DateTimeField()  # the next attempt waits until then (once the free ones are used)
    forget_at = models.DateTimeField(db_index=True)  # quiet until then: the attempts are forgotten

    def __str__(self) -> str:
        return f"{self.key}: {self.attempts}, next at {self.opens_at:%Y-%m-%d %H:%M:%S}"
