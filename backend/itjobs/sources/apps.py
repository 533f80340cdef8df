from django.apps import AppConfig
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.signals import request_started

REFRESH_MODES = ("background", "inline", "off")


class SourcesConfig(AppConfig):
    name = "itjobs.sources"
    label = "sources"

    def ready(self) -> None:
        mode = settings.SOURCES_REFRESH_MODE
        if mode not in REFRESH_MODES:
            raise ImproperlyConfigured(f"SOURCES_REFRESH_MODE must be one of {', '.join(REFRESH_MODES)}, not {mode!r}")
        # Each web process starts its background refresher with its first request (not in commands).
        from itjobs.jobs.freshness import register_refresher

        from .refresh import request_refresh, start_background_refresher

        register_refresher(request_refresh)  # every search asks it; the jobs app never imports sources
        request_started.connect(start_background_refresher, dispatch_uid="sources-background-refresher")
