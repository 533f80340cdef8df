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
