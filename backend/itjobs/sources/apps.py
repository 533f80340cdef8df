from django.apps import AppConfig


class SourcesConfig(AppConfig):
    name = "itjobs.sources"
    label = "sources"
