"""Root of the pytest tree: how the tests configure the site (settings never look for a test runner).
Fixtures live with the tests that use them (itjobs/<app>/tests/)."""

import os
import tempfile
from pathlib import Path

import pytest
from django.conf import settings


def pytest_configure(config: pytest.Config) -> None:
    # Searches never call the sources unless a test turns a refresh mode on.
    settings.SOURCES_REFRESH_MODE = "off"
    # No refresher listens in tests (not even a `make run` sharing VAR_DIR): background mode falls back
    # to the process's pool unless a test starts a refresher on its own socket (test_refresher_*.py).
    settings.SOURCES_REFRESHER_SOCKET = Path(tempfile.gettempdir()) / f"itjobs-test-{os.getpid()}-absent.sock"
    # Pages are rendered for each request unless a test turns the page cache on (test_page_cache.py):
    # the index generation of a rolled-back test repeats, so a kept page would leak into the next.
    settings.PAGE_CACHE_SECONDS = 0
    # Nor replayed, for the same reason, unless a test turns replays on (core/tests/test_microcache.py).
    settings.MICROCACHE_SECONDS = 0
    # A source's job leaves search after JOB_EXPIRE_DAYS unless a test gives its source the short
    # 'not seen lately' window (test_not_seen_lately.py): the factories' jobs are Adzuna's, and the
    # tests of expiry, reposts and the crawl's delisting each state the window they mean.
    settings.JOB_UNCONFIRMED_SOURCES = []
    # Every test process writes its own Redis keys (cache and rate limits), so xdist workers and
    # other test runs sharing the server never see or delete each other's. Child processes the
    # tests start read the prefix from the environment.
    prefix = f"itjobs-test-{os.getpid()}"
    os.environ["REDIS_KEY_PREFIX"] = settings.REDIS_KEY_PREFIX = prefix
    settings.CACHES["default"]["KEY_PREFIX"] = prefix


def pytest_unconfigure(config: pytest.Config) -> None:
    from itjobs.core.tests.redis_support import REDIS_TEST_URL, redis_keys_delete, redis_reachable

    for url in {settings.REDIS_URL, REDIS_TEST_URL} - {""}:
        if redis_reachable(url):
            redis_keys_delete(url)


@pytest.fixture(scope="session")
def django_db_modify_db_settings(django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    """SQLite tests run on a file per xdist worker, in WAL mode with the busy timeout of settings.py:
    pytest-django's default, a shared-cache in-memory database, locks whole tables and ignores the
    busy timeout, so a background refresh thread could fail with 'database table is locked'."""
    database = settings.DATABASES["default"]
    if database["ENGINE"] == "django.db.backends.sqlite3":
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        database.setdefault("TEST", {})["NAME"] = str(tmp_path_factory.mktemp("db") / f"test-{worker}.sqlite3")


# ---- The engine run: what PostgreSQL and Redis can change, and a smoke of the rest ----
# scripts/test-backend.sh runs the whole suite on SQLite, then with --engine-subset on PostgreSQL
# with Redis. There it keeps the tests of code that takes another path on another engine (the
# search index and its SQL, row locks, the Redis stores), and of every other module its first test:
# a smoke that the module's models, migrations and views work on PostgreSQL at all (or the test it
# marks `pytest.mark.smoke`, where its first is a long simulation). A test module elsewhere that
# exercises an engine's own path says so with `pytestmark = pytest.mark.engine`.
ENGINE_DEPENDENT = (
    "itjobs/jobs/",  # the search index per engine, ingest's upserts, vocabulary and facet SQL
    "itjobs/core/",  # the rate limiter's database and Redis stores, the process cache, locks
    "itjobs/alerts/",  # alert matching runs the search
    "itjobs/web/tests/test_search_",  # search pages and feeds: the engine's ranking and counts
    "itjobs/web/tests/test_page_cache.py",  # generations in Redis or the database
    "itjobs/web/tests/test_health.py",  # the database and Redis checks
    "itjobs/web/tests/test_settings.py",  # settings read from DATABASE_URL and REDIS_URL
    "itjobs/accounts/tests/test_login_throttle",  # throttles count in Redis or the database
    "itjobs/accounts/tests/test_admin_login_throttle.py",
    "itjobs/accounts/tests/test_signup_and_delete_throttle.py",
    "itjobs/sources/tests/test_ratelimit.py",  # source budgets in Redis or the database
    "itjobs/sources/tests/test_refresh_",  # single-flight leases and popular counts in Redis
    "itjobs/sources/tests/test_popular_counts.py",
    "itjobs/sources/tests/test_refresher_",  # the refresher process against the same stores
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine-subset",
        action="store_true",
        help="run the engine-dependent tests and the first test of every other module (the PostgreSQL run)",
    )


def engine_dependent(item: pytest.Item) -> bool:
    path = item.path.relative_to(Path(__file__).parent).as_posix()
    if path.startswith(ENGINE_DEPENDENT) or item.get_closest_marker("engine"):
        return True
    # Tests that commit (threads, processes racing on rows) exercise the engine's locking.
    marker = item.get_closest_marker("django_db")
    return "transactional_db" in getattr(item, "fixturenames", ()) or bool(marker and marker.kwargs.get("transaction"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not config.getoption("--engine-subset"):
        return
    chosen = {item.path for item in items if item.get_closest_marker("smoke")}
    kept, dropped, smoked = [], [], set()
    for item in items:
        smoke = bool(item.get_closest_marker("smoke")) if item.path in chosen else item.path not in smoked
        if engine_dependent(item) or smoke:
            kept.append(item)
            smoked.add(item.path)
        else:
            dropped.append(item)
    config.hook.pytest_deselected(items=dropped)
    items[:] = kept
