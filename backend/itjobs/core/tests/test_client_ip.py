from django.http import HttpRequest
from django.test import RequestFactory, override_settings

from itjobs.core.client_ip import client_ip


def _request(forwarded: str = "") -> HttpRequest:
    request = RequestFactory().get("/", REMOTE_ADDR="10.0.0.2")
    if forwarded:
        request.META["HTTP_X_FORWARDED_FOR"] = forwarded
    return request


def test_it_uses_the_peer_without_trusted_proxies():
    assert client_ip(_request("6.6.6.6")) == "10.0.0.2"  # a client cannot pick its own address


@override_settings(TRUSTED_PROXY_HOPS=1)
def test_it_uses_the_address_the_trusted_proxy_saw():
    assert client_ip(_request("6.6.6.6, 203.0.113.9")) == "203.0.113.9"
    assert client_ip(_request()) == "10.0.0.2"


@override_settings(TRUSTED_PROXY_HOPS=2)
def test_it_counts_hops_from_the_right():
    assert client_ip(_request("6.6.6.6, 203.0.113.9, 10.0.0.1")) == "203.0.113.9"
