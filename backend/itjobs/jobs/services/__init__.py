"""Writes to the job index, one module per stage of a job's life:

- `ingest`: source records become jobs (classified, deduplicated); a record seen again unchanged
  only moves its job's dates.
- `lifecycle`: closing (kept out of search, then purged: decision 0021) and deleting.
- `rows`: what a job's row derives from its record; `lifetimes`: how long it stays.
- `duplicates` and `reposts`: one job shown per title + company + place, and a job listed again.
- `vocabulary`: the spelling vocabulary's counts; `upsert`: the bulk writes.

Other apps write jobs through the names below.
"""

from .ingest import IngestStats, jobs_ingest
from .lifecycle import jobs_close, jobs_delete, jobs_expire
from .lifetimes import closed_keep_days, expire_days

__all__ = ["IngestStats", "closed_keep_days", "expire_days", "jobs_close", "jobs_delete", "jobs_expire", "jobs_ingest"]
