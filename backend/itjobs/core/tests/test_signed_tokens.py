"""Server-signed tokens: the value comes back only within its age and only with its own salt."""

from datetime import UTC, datetime, timedelta

import pytest

from itjobs.core.signed_tokens import BadToken, TokenExpired, TokenTooFresh, sign, unsign

NOW = datetime(2026, 11, 24, 12, 0, tzinfo=UTC)


def test_a_token_gives_back_its_value_within_its_age():
    token = sign({"u": 7, "e": "a@b.example"}, salt="test", now=NOW)
    later = NOW + timedelta(seconds=30)
    assert unsign(token, salt="test", now=later, max_age=60, min_age=3) == {"u": 7, "e": "a@b.example"}


def test_too_old_and_too_fresh_tokens_are_refused():
    token = sign("x", salt="test", now=NOW)
    with pytest.raises(TokenExpired):
        unsign(token, salt="test", now=NOW + timedelta(seconds=61), max_age=60)
    with pytest.raises(TokenTooFresh):
        unsign(token, salt="test", now=NOW + timedelta(seconds=2), max_age=60, min_age=3)
    with pytest.raises(TokenTooFresh):  # issued 'in the future' (another node's clock): not old enough
        unsign(token, salt="test", now=NOW - timedelta(seconds=10), max_age=60, min_age=3)


@pytest.mark.parametrize(
    "token", [None, "", 123, "abc", "x" * 5000, "eyJ1Ijo3fQ:1tQ:forged", "a:b:c:d", "\u0000:\ud800"]
)
def test_anything_else_is_a_bad_token(token):
    with pytest.raises(BadToken):
        unsign(token, salt="test", now=NOW, max_age=60)


def test_a_token_of_another_purpose_or_tampered_is_bad():
    token = sign("x", salt="one", now=NOW)
    with pytest.raises(BadToken):
        unsign(token, salt="two", now=NOW, max_age=60)
    payload, stamp, signature = token.rsplit(":", 2)
    with pytest.raises(BadToken):  # an older stamp, e.g. to skip the minimum fill time
        unsign(f"{payload}:{'0'}:{signature}", salt="one", now=NOW, max_age=10**10)
    assert stamp
