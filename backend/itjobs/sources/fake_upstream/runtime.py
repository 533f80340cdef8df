"""The process-wide fake upstream that demo mode's clients talk to, configured from settings."""

from datetime import UTC, datetime
from functools import lru_cache

from django.conf import settings

from itjobs.sources.fake_upstream.app import FakeUpstream

# Base URLs the in-process transport answers; any host works, these say what they are.
ADZUNA_DEMO_BASE_URL = "http://fake-upstream.local/adzuna/v1/api"
JSEARCH_DEMO_BASE_URL = "http://fake-upstream.local/jsearch"
DEMO_ADZUNA_APP_ID = "demo"
DEMO_ADZUNA_APP_KEY = "demo"
DEMO_JSEARCH_KEY = "demo"


def configured_now() -> datetime | None:
    """FAKE_UPSTREAM_NOW pins the generator's clock (ISO date or datetime); empty: today, UTC."""
    value = getattr(settings, "FAKE_UPSTREAM_NOW", "")
    if not value:
        return None
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


_installed: list[FakeUpstream] = []  # the quota simulation's world, in place of the configured app


def install_fake_upstream(app: FakeUpstream | None) -> None:
    """Answer demo mode's clients from `app` (None: from the configured app again)."""
    _installed[:] = [app] if app else []


def shared_fake_upstream() -> FakeUpstream:
    return _installed[0] if _installed else _configured_fake_upstream()


@lru_cache(maxsize=1)
def _configured_fake_upstream() -> FakeUpstream:
    return FakeUpstream(
        seed=settings.FAKE_UPSTREAM_SEED,
        size=settings.FAKE_UPSTREAM_SIZE,
        now=configured_now(),
        adzuna_credentials=(DEMO_ADZUNA_APP_ID, DEMO_ADZUNA_APP_KEY),
        jsearch_key=DEMO_JSEARCH_KEY,
    )
