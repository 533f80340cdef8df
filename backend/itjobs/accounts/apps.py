from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "itjobs.accounts"
    label = "accounts"
    verbose_name = "Accounts"
