from django.apps import AppConfig


class CompaniesConfig(AppConfig):
    name = "itjobs.companies"
    label = "companies"
    verbose_name = "Company pages"
