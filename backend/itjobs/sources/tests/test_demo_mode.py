"""Demo mode: no registered source has its keys. Settled at start from the registry, so a new
source's keys count without a line in settings.py."""

from django import conf
from django.apps import apps

import config.settings as settings_module
from itjobs.sources.providers.registry import demo_mode


def test_no_source_keys_mean_demo_mode(settings):
    settings.ADZUNA_APP_ID = settings.ADZUNA_APP_KEY = settings.JSEARCH_API_KEY = ""
    assert demo_mode() is True
    settings.ADZUNA_APP_ID = "id"  # Adzuna needs its id and its key
    assert demo_mode() is True
    settings.ADZUNA_APP_KEY = "key"
    assert demo_mode() is False


def test_one_source_with_keys_ends_it(settings):
    settings.ADZUNA_APP_ID = settings.ADZUNA_APP_KEY = ""
    settings.JSEARCH_API_KEY = "rapid"
    assert demo_mode() is False


def test_the_settings_leave_it_to_the_start_and_the_start_settles_it():
    assert settings_module.DEMO_MODE is None
    assert apps.ready
    assert conf.settings.DEMO_MODE is demo_mode()  # the test settings have no keys: True
