"""Every registered source has its call limits: a missing one stops the start, naming the setting."""

from dataclasses import replace

import pytest
from django.core.exceptions import ImproperlyConfigured

from itjobs.sources.budget import source_limits
from itjobs.sources.providers import registry
from itjobs.sources.providers.adzuna import ADZUNA


@pytest.fixture
def acme(monkeypatch):
    """A third source, registered as any provider is: Adzuna's client under another name and prefix."""
    spec = replace(ADZUNA, name="acme", label="Acme", settings_prefix="ACME")
    monkeypatch.setattr(registry, "PROVIDERS", (*registry.PROVIDERS, spec))
    return spec


def test_it_stops_the_start_when_a_source_has_no_limits(acme, settings):
    settings.ACME_CALLS_PER_DAY = 100
    with pytest.raises(ImproperlyConfigured, match="ACME_CALLS_PER_MINUTE is not set"):
        registry.check_providers()


def test_it_rejects_a_limit_that_is_not_a_count(acme, settings):
    settings.ACME_CALLS_PER_MINUTE = 10
    settings.ACME_CALLS_PER_DAY = "100"
    with pytest.raises(ImproperlyConfigured, match="ACME_CALLS_PER_DAY must be a whole number"):
        registry.check_providers()


def test_a_source_with_its_limits_is_budgeted_by_them(acme, settings):
    settings.ACME_CALLS_PER_MINUTE = 10
    settings.ACME_CALLS_PER_DAY = 0
    registry.check_providers()
    limits = source_limits(source="acme")
    assert (limits.per_minute, limits.per_day) == (10, 0)


def test_the_registered_sources_have_theirs(settings):
    registry.check_providers()
    assert source_limits(source="adzuna").per_day == settings.ADZUNA_CALLS_PER_DAY


def test_an_unregistered_name_has_no_budget():
    with pytest.raises(ValueError, match="no source named 'nobody'"):
        source_limits(source="nobody")
