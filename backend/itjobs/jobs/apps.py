from django.apps import AppConfig


class JobsConfig(AppConfig):
    name = "itjobs.jobs"
    label = "jobs"
