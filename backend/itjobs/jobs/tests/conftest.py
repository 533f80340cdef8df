import pytest

from itjobs.jobs.search_cache import bump_search_generation


@pytest.fixture(autouse=True)
def _fresh_search_cache():
    """Each test starts from a new cache generation: no answer cached by another test leaks in."""
    bump_search_generation()
