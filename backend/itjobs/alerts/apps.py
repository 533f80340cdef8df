from django.apps import AppConfig


class AlertsConfig(AppConfig):
    name = "itjobs.alerts"
    label = "alerts"
    verbose_name = "Job alerts"

    def ready(self) -> None:
        from django.conf import settings
        from django.contrib.auth.models import User
        from django.db.models.signals import pre_delete

        from itjobs.accounts import extensions
        from itjobs.core import periodic

        from .account_hooks import alerts_export_fields, alerts_on_account_delete
        from .rounds import alerts_round

        extensions.register(export_fields=alerts_export_fields)
        # Deleted with the account: also the alerts made signed out for its verified address.
        pre_delete.connect(alerts_on_account_delete, sender=User, dispatch_uid="alerts.account_delete")
        # The rounds run in the node's refresher process (decision 0017); 0 turns the schedule off.
        periodic.register(
            periodic.PeriodicJob(
                name="alerts-round",
                every=lambda: float(settings.ALERTS_ROUND_INTERVAL_SECONDS),
                run=lambda now: alerts_round(now=now),
            )
        )
