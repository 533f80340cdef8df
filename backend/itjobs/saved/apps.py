from django.apps import AppConfig


class SavedConfig(AppConfig):
    name = "itjobs.saved"
    label = "saved"
    verbose_name = "Saved jobs"

    def ready(self) -> None:
        from itjobs.accounts import extensions

        from .account_hooks import saved_jobs_export_fields

        # Deletion needs no hook: saved jobs go with their user (ForeignKey CASCADE).
        extensions.register(export_fields=saved_jobs_export_fields)
