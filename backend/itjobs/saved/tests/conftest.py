import pytest

from itjobs.accounts.tests.factories import make_seeker
from itjobs.accounts.tests.personas import _empty_cache, _fast_hashers, client, seeker  # noqa: F401 (fixtures)


@pytest.fixture
def other_seeker(db):
    return make_seeker(email="olga.other@example.com")
