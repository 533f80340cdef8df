"""One click unsubscribes, without a login: the RFC 8058 POST and the page's button."""

import zlib
from typing import Any

from django.conf import settings
from django.core import mail, signing
from django.test import Client

from itjobs.accounts.tests.factories import send
from itjobs.alerts.models import Alert
from itjobs.alerts.rounds import alerts_round

from .support import confirmed_alert, digests, ingest, python_jobs, text_of, token_in


def _digest_for(client: Any, clock: Any) -> Any:
    confirmed_alert(client)
    ingest(clock.advance(hours=1), *python_jobs(1))
    alerts_round(now=clock.advance(minutes=1))
    [digest] = digests()
    return digest


def test_the_one_click_post_stops_further_mail(client, clock):
    digest = _digest_for(client, clock)
    url = digest.extra_headers["List-Unsubscribe"].strip("<>").removeprefix(settings.SITE_URL)
    # A mail client: no cookies, no CSRF token, the form body RFC 8058 prescribes.
    mail_client = Client(enforce_csrf_checks=True)
    response = mail_client.post(url, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 200
    assert Alert.objects.count() == 0
    assert (
        mail_client.post(
            url, "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
        ).status_code
        == 200
    )
    mail.outbox.clear()
    ingest(clock.advance(days=2), *python_jobs(2))
    alerts_round(now=clock.advance(minutes=1))
    assert mail.outbox == []


def test_opening_the_one_click_address_shows_the_page_instead(client, clock):
    digest = _digest_for(client, clock)
    url = digest.extra_headers["List-Unsubscribe"].strip("<>").removeprefix(settings.SITE_URL)
    response = client.get(url)
    assert response.status_code == 302
    assert response["Location"].startswith("/alerts/unsubscribe?token=")
    assert Alert.objects.count() == 1


def test_the_body_link_page_unsubscribes_through_the_api(client, clock):
    digest = _digest_for(client, clock)
    token = token_in(text_of(digest), "/alerts/unsubscribe")
    response = send(Client(), "post", "/api/alerts/unsubscribe", {"token": token})
    assert response.status_code == 200
    assert Alert.objects.count() == 0


def test_a_confirm_token_does_not_unsubscribe_and_the_reverse(client, clock):
    send(client, "post", "/api/alerts", {"keyword": "go", "country": "us", "email": "x@example.com"})
    confirm = token_in(text_of(mail.outbox[0]), "/alerts/confirm")
    assert send(client, "post", "/api/alerts/unsubscribe", {"token": confirm}).status_code == 400
    assert Alert.objects.count() == 1


def test_the_links_never_carry_the_address_or_a_bare_id(client, clock):
    digest = _digest_for(client, clock)
    token = token_in(text_of(digest), "/alerts/unsubscribe")
    payload = signing.b64_decode(token.split(":")[0].removeprefix(".").encode())
    data = zlib.decompress(payload) if token.startswith(".") else payload
    assert b'"a":' in data
    assert b"ann" not in data
    # The alert's id alone (or a token for another address) unsubscribes nobody.
    assert send(Client(), "post", "/api/alerts/unsubscribe", {"token": "1"}).status_code == 400
    assert Alert.objects.count() == 1
