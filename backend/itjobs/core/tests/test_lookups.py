"""field__any_of finds what field__in finds, on SQLite (IN) and PostgreSQL (= ANY, one array)."""

import pytest
from django.contrib.auth.models import User

pytestmark = pytest.mark.django_db


def test_any_of_finds_what_in_finds():
    for name in ("ada", "grace", "linus"):
        User.objects.create(username=name)
    wanted = ["grace", "linus", "nobody"]
    found = set(User.objects.filter(username__any_of=wanted).values_list("username", flat=True))
    assert found == set(User.objects.filter(username__in=wanted).values_list("username", flat=True))
    assert found == {"grace", "linus"}
    assert not User.objects.filter(username__any_of=[]).exists()


def test_any_of_refuses_values_it_would_not_prepare():
    with pytest.raises(TypeError, match="use __in"):
        User.objects.filter(username__any_of=[1.5]).exists()
