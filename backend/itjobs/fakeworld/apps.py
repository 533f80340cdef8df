from django.apps import AppConfig


class FakeworldConfig(AppConfig):
    """Installed for its command (`manage.py fake_upstream`); it has no models and no hooks."""

    name = "itjobs.fakeworld"
    label = "fakeworld"
