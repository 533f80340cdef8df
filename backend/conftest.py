"""Root of the pytest tree: how the tests configure the site (settings never look for a test runner).
Fixtures live with the tests that use them (itjobs/<app>/tests/)."""

import pytest
from django.conf import settings


def pytest_configure(config: pytest.Config) -> None:
    # Searches never call the sources unless a test turns a refresh mode on.
    settings.SOURCES_REFRESH_MODE = "off"
