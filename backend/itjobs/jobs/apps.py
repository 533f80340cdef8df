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
        from itjobs.web.pages import register
        from itjobs.web.preload import register_preload

        from .head import JOB_PAGE_PATTERN, job_page_head
        from .preload import job_page_calls, search_page_calls

        # Before the generic '/jobs/{slug}' route: a job page gets its job's head, or a 404.
        register(JOB_PAGE_PATTERN, job_page_head, first=True)
        register_preload(JOB_PAGE_PATTERN, job_page_calls)
        register_preload(r"^/jobs$", search_page_calls)
        post_migrate.connect(_ensure_search_index, sender=self)
