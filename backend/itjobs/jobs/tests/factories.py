"""NormalizedJob values for tests: what a provider would hand to jobs_ingest."""

from datetime import UTC, datetime, timedelta
from itertools import count
from typing import Any

from itjobs.jobs.types import NormalizedJob

_ids = count(1)
POSTED = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def normalized_job(**overrides: Any) -> NormalizedJob:
    """An Adzuna-style Python developer job in Seattle; override anything."""
    n = next(_ids)
    values: dict[str, Any] = {
        "source": "adzuna",
        "source_id": str(4_000_000 + n),
        "title": "Python Developer",
        "apply_url": f"https://www.adzuna.com/land/ad/{4_000_000 + n}",
        "company_name": f"Company {n}",
        "location_text": "Seattle, King County",
        "city": "Seattle",
        "region": "WA",
        "country_code": "us",
        "employment_type": "FULL_TIME",
        "description_html": "<p>Build APIs with <strong>Django</strong> and PostgreSQL.</p>",
        "description_text": "Build APIs with Django and PostgreSQL.",
        "posted_at": POSTED - timedelta(hours=n),
        "publisher": "Adzuna",
    }
    values.update(overrides)
    return NormalizedJob(**values)


def jsearch_job(**overrides: Any) -> NormalizedJob:
    """A JSearch job as LinkedIn published it; its id has '-', '_' and '=' like the real ones."""
    n = next(_ids)
    values: dict[str, Any] = {
        "source": "jsearch",
        "source_id": f"t_-mBqRwmXRz3F{n:04d}AAAA==",
        "publisher": "LinkedIn",
        "apply_url": f"https://www.linkedin.com/jobs/view/{n}",
    }
    values.update(overrides)
    return normalized_job(**values)
