from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "itjobs.web"
    label = "web"
