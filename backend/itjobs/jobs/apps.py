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
        post_migrate.connect(_ensure_search_index, sender=self)
