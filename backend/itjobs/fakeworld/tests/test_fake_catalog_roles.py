"""The fake world's roles are what the classifier says they are: an IT role the world posts but the
index takes for another kind of job would be stored unlisted, and every search for it would miss."""

import pytest

from itjobs.fakeworld import catalog
from itjobs.jobs.classify import is_it_role


@pytest.mark.parametrize("title", [role.title for role in catalog.IT_ROLES])
def test_every_it_role_of_the_world_is_an_it_role(title):
    assert is_it_role(title)


@pytest.mark.parametrize("title", [role.title for role in catalog.NON_IT_ROLES])
def test_no_other_role_of_the_world_is(title):
    assert not is_it_role(title)
