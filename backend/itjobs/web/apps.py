from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "itjobs.web"
    label = "web"

    def ready(self) -> None:
        from .company_pages import register_company_pages
        from .job_pages import register_job_pages

        register_job_pages()
        register_company_pages()
