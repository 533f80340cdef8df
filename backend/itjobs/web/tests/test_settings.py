import importlib
import os
from unittest import mock

from django.conf import settings

import config.settings as settings_module


def reload_with(env: dict[str, str]):
    with mock.patch.dict(os.environ, env, clear=False):
        return importlib.reload(settings_module)


def teardown_module():
    importlib.reload(settings_module)


def test_defaults_run_the_demo_on_sqlite_with_debug_off():
    module = reload_with({})
    if "DATABASE_URL" not in os.environ:
        assert module.DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3"
        assert str(module.DATABASES["default"]["NAME"]).endswith("db.sqlite3")
    assert module.DEBUG is False
    assert module.SITE_NAME == "IT Jobs Info"
    assert module.PRODUCT_NAME == "IT Jobs"


def test_database_url_selects_postgresql():
    module = reload_with({"DATABASE_URL": "postgres://postgres@127.0.0.1:5432/itjobs"})
    assert module.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"
    assert module.DATABASES["default"]["NAME"] == "itjobs"


def test_redis_url_selects_the_redis_cache():
    module = reload_with({"REDIS_URL": "redis://127.0.0.1:6379/3"})
    assert module.CACHES["default"]["BACKEND"] == "django.core.cache.backends.redis.RedisCache"


def test_a_missing_secret_key_is_generated_once_and_kept(tmp_path):
    env = {"SECRET_KEY": "", "VAR_DIR": str(tmp_path)}
    first = reload_with(env).SECRET_KEY
    second = reload_with(env).SECRET_KEY
    assert len(first) >= 50
    assert first == second
    assert (tmp_path / "secret_key").read_text() == first
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0


def test_secret_key_from_the_environment_wins(tmp_path):
    assert reload_with({"SECRET_KEY": "from-env", "VAR_DIR": str(tmp_path)}).SECRET_KEY == "from-env"


def test_session_cookies_are_httponly_and_lax():
    assert settings.SESSION_COOKIE_HTTPONLY is True
    assert settings.SESSION_COOKIE_SAMESITE == "Lax"


def test_the_demo_runs_on_plain_http_with_no_tls_settings():
    module = reload_with({})
    assert module.SECURE_SSL_REDIRECT is False
    assert module.SECURE_HSTS_SECONDS == 0
    assert module.SECURE_PROXY_SSL_HEADER is None
    assert module.SESSION_COOKIE_SECURE is False
    assert module.CSRF_COOKIE_SECURE is False
    assert module.CSRF_TRUSTED_ORIGINS == ["http://127.0.0.1:8000"]
