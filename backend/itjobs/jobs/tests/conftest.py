import pytest

from itjobs.core.tests.redis_support import cache_clear
from itjobs.jobs import spelling


@pytest.fixture(autouse=True)
def _fresh_search_cache():
    """Each test starts from an empty cache: no answer cached by another test leaks in (the
    generation row of a test that used the database is rolled back with it)."""
    cache_clear()
    spelling._loaded.clear()  # the spelling vocabulary read from another test's database
