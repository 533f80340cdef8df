from django.apps import AppConfig


class EmployersConfig(AppConfig):
    name = "itjobs.employers"
    label = "employers"
    verbose_name = "Employers"

    def ready(self) -> None:
        from django.db.models.signals import pre_delete

        from .models import JobPost
        from .search import remove_deleted_post

        # Posts also go with their company or user (account deletion, the admin): none stays in search.
        pre_delete.connect(remove_deleted_post, sender=JobPost, dispatch_uid="employers.remove_deleted_post")
