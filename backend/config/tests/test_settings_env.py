"""Settings stop the start on a value they cannot use, naming the variable; unset means the default."""

import importlib
from unittest import mock

import pytest
from django.core.exceptions import ImproperlyConfigured

import config.settings as settings_module
from config.env import env_bool, env_choice, env_float, env_int, env_list, env_str


def with_env(**env: str) -> mock._patch_dict:
    return mock.patch.dict("os.environ", env)


def teardown_module():
    importlib.reload(settings_module)


@pytest.mark.parametrize(
    ("value", "expected"), [("1", True), ("TRUE", True), ("on", True), ("0", False), ("no", False)]
)
def test_it_reads_the_usual_booleans(value, expected):
    with with_env(FLAG=value):
        assert env_bool("FLAG") is expected


def test_it_refuses_a_boolean_typo_naming_the_variable():
    with with_env(DEBUG="ture"), pytest.raises(ImproperlyConfigured) as refused:
        env_bool("DEBUG")
    assert str(refused.value) == "DEBUG must be one of 1/true/yes/on/0/false/no/off, got 'ture'"


def test_unset_or_empty_takes_the_default():
    with mock.patch.dict("os.environ", {"EMPTY": ""}):
        assert env_bool("UNSET_FLAG", True) is True
        assert env_bool("EMPTY", True) is True
        assert env_int("EMPTY", 7) == 7
        assert env_float("UNSET_NUMBER", 0.5) == 0.5
        assert env_choice("EMPTY", ("a", "b"), "b") == "b"


def test_strings_and_lists_keep_an_empty_value():
    with with_env(OPERATOR_PHONE="", PARTNER_SITES=""):
        assert env_str("OPERATOR_PHONE", "+49 30 12345678") == ""
        assert env_list("PARTNER_SITES", "A|https://a.example|") == []


def test_it_reads_numbers_within_their_range():
    with with_env(WORKERS=" 4 ", RESERVE="0.25"):
        assert env_int("WORKERS", 2, minimum=1) == 4
        assert env_float("RESERVE", 0.2, minimum=0, maximum=1) == 0.25


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("two", "SOURCES_REFRESH_WORKERS must be a whole number of at least 1, got 'two'"),
        ("0", "SOURCES_REFRESH_WORKERS must be a whole number of at least 1, got '0'"),
        ("1.5", "SOURCES_REFRESH_WORKERS must be a whole number of at least 1, got '1.5'"),
    ],
)
def test_it_refuses_a_bad_whole_number(value, message):
    with with_env(SOURCES_REFRESH_WORKERS=value), pytest.raises(ImproperlyConfigured, match=f"^{message}$"):
        env_int("SOURCES_REFRESH_WORKERS", 2, minimum=1)


@pytest.mark.parametrize("value", ["1.5", "-0.1", "nan", "lots"])
def test_it_refuses_a_share_outside_zero_to_one(value):
    with with_env(SOURCES_BACKGROUND_RESERVE=value), pytest.raises(ImproperlyConfigured) as refused:
        env_float("SOURCES_BACKGROUND_RESERVE", 0.2, minimum=0, maximum=1)
    assert str(refused.value) == f"SOURCES_BACKGROUND_RESERVE must be a number from 0 to 1, got {value!r}"


def test_it_refuses_an_unknown_choice():
    with with_env(SOURCES_REFRESH_MODE="bakground"), pytest.raises(ImproperlyConfigured) as refused:
        env_choice("SOURCES_REFRESH_MODE", ("background", "inline", "off"), "background")
    assert str(refused.value) == "SOURCES_REFRESH_MODE must be one of background/inline/off, got 'bakground'"


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("DEBUG", "ture"),
        ("SOURCES_REFRESH_MODE", "bakground"),
        ("LOGIN_THROTTLE_FAILURES", "five"),
        ("EMAIL_USE_TLS", "maybe"),
        ("EMAIL_PORT", "70000"),
        ("LOG_LEVEL", "LOUD"),
        ("TRUSTED_PROXY_HOPS", "-1"),
    ],
)
def test_the_settings_module_refuses_to_load_with_a_bad_value(variable, value):
    with with_env(**{variable: value}), pytest.raises(ImproperlyConfigured, match=f"^{variable} must be"):
        importlib.reload(settings_module)


def test_the_settings_do_not_look_for_a_test_runner():
    with with_env(SOURCES_REFRESH_MODE=""):
        assert importlib.reload(settings_module).SOURCES_REFRESH_MODE == "background"
