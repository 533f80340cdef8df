from django.apps import AppConfig


class EmployersConfig(AppConfig):
    name = "itjobs.employers"
    label = "employers"
    verbose_name = "Employers"

    def ready(self) -> None:
        from django.db.models.signals import pre_delete

        from itjobs.accounts import extensions

        from .account_hooks import (
            company_account_fields,
            company_export_fields,
            company_on_email_verified,
            company_on_signup,
        )
        from .models import JobPost
        from .search import remove_deleted_post

        extensions.register(
            on_signup=company_on_signup,
            account_fields=company_account_fields,
            export_fields=company_export_fields,
            on_email_verified=company_on_email_verified,
        )

        # Posts also go with their company or user (account deletion, the admin): none stays in search.
        pre_delete.connect(remove_deleted_post, sender=JobPost, dispatch_uid="employers.remove_deleted_post")
