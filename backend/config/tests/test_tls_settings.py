"""TLS settings from the environment (docs/OPERATIONS.md, 'Production behind a TLS proxy'):
off for the demo, each one named when its value cannot be used."""

import importlib
import os
from unittest import mock

import pytest
from django.core.exceptions import ImproperlyConfigured

import config.settings as settings_module

PRODUCTION = {
    "SITE_URL": "https://jobs.example.com",
    "TRUSTED_PROXY_SSL_HEADER": "X-Forwarded-Proto",
    "SECURE_SSL_REDIRECT": "1",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "1",
    "SECURE_HSTS_PRELOAD": "1",
}


def reload_with(env: dict[str, str]):
    with mock.patch.dict(os.environ, env, clear=False):
        return importlib.reload(settings_module)


def teardown_module():
    importlib.reload(settings_module)


def test_the_production_environment_turns_on_hsts_redirect_proxy_header_and_secure_cookies():
    module = reload_with(PRODUCTION)
    assert module.SECURE_PROXY_SSL_HEADER == ("HTTP_X_FORWARDED_PROTO", "https")
    assert module.SECURE_SSL_REDIRECT is True
    assert module.SECURE_REDIRECT_EXEMPT == [r"^healthz$"]
    assert module.SECURE_HSTS_SECONDS == 31536000
    assert module.SECURE_HSTS_INCLUDE_SUBDOMAINS is True
    assert module.SECURE_HSTS_PRELOAD is True
    assert module.SESSION_COOKIE_SECURE is True
    assert module.CSRF_COOKIE_SECURE is True


def test_the_proxy_header_may_name_its_value():
    module = reload_with({"TRUSTED_PROXY_SSL_HEADER": "X-Forwarded-Ssl: on"})
    assert module.SECURE_PROXY_SSL_HEADER == ("HTTP_X_FORWARDED_SSL", "on")


def test_the_site_origin_is_always_trusted_for_csrf_plus_the_listed_ones():
    module = reload_with({"SITE_URL": "https://Jobs.Example.com/", "CSRF_TRUSTED_ORIGINS": ""})
    assert module.CSRF_TRUSTED_ORIGINS == ["https://jobs.example.com"]
    module = reload_with(
        {
            "SITE_URL": "https://jobs.example.com",
            "CSRF_TRUSTED_ORIGINS": "https://admin.example.com, https://jobs.example.com",
        }
    )
    assert module.CSRF_TRUSTED_ORIGINS == ["https://jobs.example.com", "https://admin.example.com"]


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SECURE_HSTS_SECONDS": "a year"}, "SECURE_HSTS_SECONDS must be a whole number of at least 0, got 'a year'"),
        ({"SECURE_HSTS_PRELOAD": "yes please"}, "SECURE_HSTS_PRELOAD must be one of"),
        ({"SECURE_SSL_REDIRECT": "ture"}, "SECURE_SSL_REDIRECT must be one of"),
        (
            {"SECURE_SSL_REDIRECT": "1", "SITE_URL": "http://jobs.example.com"},
            "SECURE_SSL_REDIRECT=1 needs an https:// SITE_URL, got 'http://jobs.example.com'",
        ),
        (
            {"TRUSTED_PROXY_SSL_HEADER": "X-Forwarded-Proto=https"},
            "TRUSTED_PROXY_SSL_HEADER must be a header name such as X-Forwarded-Proto",
        ),
        ({"TRUSTED_PROXY_SSL_HEADER": "X-Forwarded-Ssl:"}, "TRUSTED_PROXY_SSL_HEADER must be a header name"),
        (
            {"CSRF_TRUSTED_ORIGINS": "admin.example.com"},
            "CSRF_TRUSTED_ORIGINS must be an http:// or https:// address with a host, got 'admin.example.com'",
        ),
        ({"CSRF_TRUSTED_ORIGINS": "https://admin.example.com/forms"}, "CSRF_TRUSTED_ORIGINS must be origins like"),
        ({"SITE_URL": "jobs.example.com"}, "SITE_URL must be an http:// or https:// address with a host"),
    ],
)
def test_a_value_the_site_cannot_use_stops_the_start_naming_it(env, message):
    with pytest.raises(ImproperlyConfigured) as refused:
        reload_with(env)
    assert str(refused.value).startswith(message)
