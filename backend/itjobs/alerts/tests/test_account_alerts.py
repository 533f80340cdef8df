"""Signed in: alerts on the account (list, change, pause, delete), in its data export, gone with it."""

from typing import Any

from django.core import mail

from itjobs.accounts.models import Profile
from itjobs.accounts.tests.factories import PASSWORD, make_seeker, send, signed_in
from itjobs.alerts.models import Alert
from itjobs.alerts.rounds import alerts_round
from itjobs.alerts.selectors import ALERTS_PER_ADDRESS

from .support import SEARCH, confirmed_alert, create_signed_out, digests, ingest, python_jobs


def _verified(user: Any) -> Any:
    Profile.objects.filter(user=user).update(verified_email=user.email)
    return user


def _create(client: Any, ip: str = "127.0.0.1", **search: Any) -> Any:
    return send(client, "post", "/api/alerts", {**SEARCH, **search, "frequency": "weekly"}, REMOTE_ADDR=ip)


def test_a_verified_account_gets_its_alert_at_once_without_a_confirmation(seeker, clock):
    account = signed_in(_verified(seeker))
    response = _create(account, email="someone-else@example.com")
    assert response.status_code == 201
    alert = response.json()["alert"]
    assert alert["confirmed"] is True
    assert alert["frequency"] == "weekly"
    assert alert["results_path"] == "/jobs?keyword=python+developer&location=Seattle&country=us"
    assert Alert.objects.get().email == "sam.seeker@example.com"  # the account's address, not the body's
    assert mail.outbox == []
    ingest(clock.advance(hours=1), *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    assert [m.to for m in digests()] == [["sam.seeker@example.com"]]


def test_an_unverified_account_confirms_by_mail(seeker, clock):
    response = _create(signed_in(seeker))
    assert response.json()["alert"]["confirmed"] is False
    assert len(mail.outbox) == 1


def test_list_change_pause_and_delete(seeker, clock):
    account = signed_in(_verified(seeker))
    first = _create(account).json()["alert"]["id"]
    _create(account, keyword="devops")
    listed = send(account, "get", "/api/alerts").json()
    assert [a["search"]["keyword"] for a in listed["alerts"]] == ["devops", "python developer"]
    assert listed["limit"] == ALERTS_PER_ADDRESS
    changed = send(account, "patch", f"/api/alerts/{first}", {"frequency": "daily", "paused": True}).json()
    assert (changed["frequency"], changed["paused"]) == ("daily", True)
    assert send(account, "patch", f"/api/alerts/{first}", {"frequency": "hourly"}).status_code == 422
    assert account.delete(f"/api/alerts/{first}").status_code == 204
    assert Alert.objects.count() == 1


def test_alerts_made_signed_out_appear_once_the_account_verified_its_address(client, seeker, clock):
    confirmed_alert(client, "sam.seeker@example.com")
    account = signed_in(seeker)
    assert send(account, "get", "/api/alerts").json()["alerts"] == []  # not proven to be theirs yet
    _verified(seeker)
    assert len(send(account, "get", "/api/alerts").json()["alerts"]) == 1


def test_nobody_else_can_see_or_change_an_alert(client, seeker, clock):
    theirs = _create(signed_in(_verified(seeker))).json()["alert"]["id"]
    other = signed_in(_verified(make_seeker("olga@example.com")))
    assert send(other, "patch", f"/api/alerts/{theirs}", {"paused": True}).status_code == 404
    assert other.delete(f"/api/alerts/{theirs}").status_code == 404
    assert send(other, "get", "/api/alerts").json()["alerts"] == []
    assert send(client, "get", "/api/alerts").status_code == 401
    assert client.delete(f"/api/alerts/{theirs}").status_code == 401
    assert Alert.objects.get().paused is False


def test_an_account_may_have_at_most_twenty(seeker, clock, settings):
    account = signed_in(_verified(seeker))
    for n in range(ALERTS_PER_ADDRESS):
        assert _create(account, keyword=f"python {n}", ip=f"10.1.0.{n}").status_code == 201
    response = _create(account, ip="10.2.0.1", keyword="one more")
    assert response.status_code == 409
    assert "20 alerts" in response.json()["detail"]


def test_alerts_and_their_mails_are_in_the_export_and_go_with_the_account(client, seeker, clock):
    _verified(seeker)
    confirmed_alert(client, "sam.seeker@example.com")  # made signed out for the verified address
    account = signed_in(seeker)
    _create(account, keyword="devops")
    exported = send(account, "get", "/api/account/export").json()["alerts"]
    assert sorted(a["search"]["keyword"] for a in exported) == ["devops", "python developer"]
    signed_out = next(a for a in exported if a["search"]["keyword"] == "python developer")
    assert signed_out["confirmed_at"] is not None
    assert [m["kind"] for m in signed_out["mails"]] == ["confirm"]
    create_signed_out(client, "stranger@example.com")
    assert send(account, "delete", "/api/account", {"password": PASSWORD}).status_code == 204
    assert list(Alert.objects.values_list("email", flat=True)) == ["stranger@example.com"]
