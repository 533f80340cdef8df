from django.apps import AppConfig


class JobsConfig(AppConfig):
    name = "itjobs.jobs"
    label = "jobs"

    def ready(self) -> None:
        from itjobs.core.microcache import register_version

        from .search_cache import search_generation

        # Replayed answers name the index generation, as the cached pages and answers they came from.
        register_version(search_generation)
