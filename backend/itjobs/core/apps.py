from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "itjobs.core"
    label = "core"
