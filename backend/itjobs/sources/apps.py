from django.apps import AppConfig
from django.core.signals import request_started


class SourcesConfig(AppConfig):
    name = "itjobs.sources"
    label = "sources"

    def ready(self) -> None:
        # Each web process starts its background refresher with its first request (not in commands).
        # SOURCES_REFRESH_MODE itself is checked where the settings read it (config/env.py).
        from .refresh import start_background_refresher

        request_started.connect(start_background_refresher, dispatch_uid="sources-background-refresher")
