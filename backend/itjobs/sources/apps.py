from django.apps import AppConfig
from django.conf import settings
from django.core.signals import request_started


class SourcesConfig(AppConfig):
    name = "itjobs.sources"
    label = "sources"

    def ready(self) -> None:
        # Each web process starts its loop (search counts; the popular round only where no refresher
        # listens) with its first request, not in commands.
        # SOURCES_REFRESH_MODE itself is checked where the settings read it (config/env.py).
        from itjobs.jobs.freshness import register_refresher
        from itjobs.jobs.suggestions import register_popular_searches

        from .popular import popular_searches
        from .providers.registry import check_providers, demo_mode, register_provider_sources
        from .search_refresh import count_search, request_refresh, start_background_refresher

        check_providers()  # a source without its call limits stops the start, naming the setting
        register_provider_sources()  # the jobs app labels and finds their jobs; it never imports sources
        if settings.DEMO_MODE is None:  # settled here, from every registered source's keys
            settings.DEMO_MODE = demo_mode()
        register_refresher(request_refresh, counter=count_search)  # the jobs app never imports sources
        register_popular_searches(popular_searches)  # the title box suggests what people search
        request_started.connect(start_background_refresher, dispatch_uid="sources-background-refresher")
