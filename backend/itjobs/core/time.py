"""Time values as the API and the exports write them."""

from datetime import UTC, datetime


def iso_datetime(value: datetime | None) -> str | None:
    """Like JavaScript's toISOString: '2026-11-22T11:30:00.123Z'."""
    if value is None:
        return None
    return value.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
