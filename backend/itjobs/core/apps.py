from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "itjobs.core"
    label = "core"

    def ready(self) -> None:
        from . import lookups  # noqa: F401 -- registers field__any_of
