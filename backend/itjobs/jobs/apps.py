from typing import Any

from django.apps import AppConfig
from django.db import connections
from django.db.models.signals import post_migrate


def _ensure_search_index(using: str = "default", **kwargs: Any) -> None:
    """Django rebuilds SQLite tables on some schema changes, dropping the FTS triggers: put them back."""
    from .index import ensure_schema

    connection = connections[using]
    if "jobs_job" in connection.introspection.table_names():
        ensure_schema(connection)


class JobsConfig(AppConfig):
    name = "itjobs.jobs"
    label = "jobs"

    def ready(self) -> None:
        from itjobs.core.microcache import register_version

        from .search_cache import search_generation

        post_migrate.connect(_ensure_search_index, sender=self)
        # Replayed answers name the index generation, as the cached pages and answers they came from.
        register_version(search_generation)
