from django.apps import AppConfig


class EmployersConfig(AppConfig):
    name = "itjobs.employers"
    label = "employers"
    verbose_name = "Employers"
