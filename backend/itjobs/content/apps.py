from django.apps import AppConfig


class ContentConfig(AppConfig):
    name = "itjobs.content"
    label = "content"
