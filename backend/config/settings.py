"""Every setting comes from the environment, with a default that runs the demo.

Keys for Adzuna and JSearch absent means demo mode: the sources talk to the built-in
fake upstream through the same clients.
"""

import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config.env import (
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_origins,
    env_proxy_ssl_header,
    env_str,
    url_origin,
)

BASE_DIR = Path(__file__).resolve().parent.parent
REPO_DIR = BASE_DIR.parent
VAR_DIR = Path(env_str("VAR_DIR") or REPO_DIR / "var")
FRONTEND_BUILD_DIR = Path(env_str("FRONTEND_BUILD_DIR") or REPO_DIR / "frontend" / "build" / "client")


def load_secret_key() -> str:
    """SECRET_KEY from the environment, else one generated once and kept under var/."""
    if key := env_str("SECRET_KEY"):
        return key
    path = VAR_DIR / "secret_key"
    if path.exists():
        return path.read_text().strip()
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(50)
    # O_EXCL: when two workers start at once, the first writer wins and the other reads it.
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(fd, "w") as fh:
        fh.write(key)
    return key


SECRET_KEY = load_secret_key()
DEBUG = env_bool("DEBUG", False)
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]")

SITE_URL = env_str("SITE_URL", "http://127.0.0.1:8000").rstrip("/")
SITE_ORIGIN = url_origin("SITE_URL", SITE_URL)
SITE_IS_HTTPS = SITE_ORIGIN.startswith("https://")
# Origins whose browser writes (forms, API calls with the CSRF token) are accepted: the site's own
# public origin always (behind a TLS proxy Django may see http while browsers send
# `Origin: https://...`), plus any listed here (https://admin.example.com).
CSRF_TRUSTED_ORIGINS = list(dict.fromkeys([SITE_ORIGIN, *env_origins("CSRF_TRUSTED_ORIGINS")]))
SITE_NAME = env_str("SITE_NAME", "IT Jobs Info")
PRODUCT_NAME = env_str("PRODUCT_NAME", "IT Jobs")
NEWSLETTER_URL = env_str("NEWSLETTER_URL", "https://example.com/it-job-alerts")
ANALYTICS_SCRIPT_URL = env_str("ANALYTICS_SCRIPT_URL", "")

# The operator named in the Impressum (address, contact, VAT ID), Terms and Privacy Policy.
OPERATOR_NAME = env_str("OPERATOR_NAME", "IT Jobs Info GmbH")
OPERATOR_REPRESENTATIVE = env_str("OPERATOR_REPRESENTATIVE", "Max Mustermann")
OPERATOR_STREET = env_str("OPERATOR_STREET", "Musterstraße 1")
OPERATOR_CITY = env_str("OPERATOR_CITY", "10115 Berlin")
OPERATOR_COUNTRY = env_str("OPERATOR_COUNTRY", "Germany")
OPERATOR_EMAIL = env_str("OPERATOR_EMAIL", "contact@itjobs.info")
OPERATOR_PHONE = env_str("OPERATOR_PHONE", "+49 30 12345678")
OPERATOR_VAT_ID = env_str("OPERATOR_VAT_ID", "DE123456789")
OPERATOR_REGISTER = env_str("OPERATOR_REGISTER", "")  # e.g. 'Amtsgericht Berlin, HRB 12345'
HOSTING_PROVIDER = env_str("HOSTING_PROVIDER", "Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Germany")
# About page partner sites: 'Name|https://url|/logo/path-or-url' entries separated by commas.
PARTNER_SITES = env_list(
    "PARTNER_SITES",
    "Remote Dev Jobs|https://remotedevjobs.example|,Data Careers Hub|https://datacareers.example|,"
    "Cloud Talent Network|https://cloudtalent.example|",
)

# Job sources (each registered in itjobs/sources/providers/registry.py): their keys and addresses.
ADZUNA_BASE_URL = env_str("ADZUNA_BASE_URL", "https://api.adzuna.com/v1/api")
ADZUNA_APP_ID = env_str("ADZUNA_APP_ID", "")
ADZUNA_APP_KEY = env_str("ADZUNA_APP_KEY", "")
JSEARCH_BASE_URL = env_str("JSEARCH_BASE_URL", "https://jsearch.p.rapidapi.com")
JSEARCH_API_KEY = env_str("JSEARCH_API_KEY", "")
JSEARCH_HOST = env_str("JSEARCH_HOST", "jsearch.p.rapidapi.com")
# Demo mode: no registered source has its keys, so every source runs against the fake upstream.
# The sources app settles it at start from the registry (a new source's keys count with no line
# here); None only until then.
DEMO_MODE: bool | None = None
# Calls to the sources: timeouts in seconds; retries (with exponential backoff and jitter) only for
# timeouts, connection errors, 5xx and a 429 whose Retry-After is at most SOURCE_RETRY_AFTER_MAX.
SOURCE_CONNECT_TIMEOUT = env_float("SOURCE_CONNECT_TIMEOUT", 5, minimum=0)
SOURCE_READ_TIMEOUT = env_float("SOURCE_READ_TIMEOUT", 15, minimum=0)
SOURCE_MAX_RETRIES = env_int("SOURCE_MAX_RETRIES", 2, minimum=0)
SOURCE_BACKOFF_BASE = env_float("SOURCE_BACKOFF_BASE", 0.5, minimum=0)
SOURCE_BACKOFF_MAX = env_float("SOURCE_BACKOFF_MAX", 8, minimum=0)
SOURCE_RETRY_AFTER_MAX = env_float("SOURCE_RETRY_AFTER_MAX", 5, minimum=0)
# Demo mode's generated jobs: same seed and size, same jobs. NOW pins their clock (ISO date);
# empty: dates are spread over the 30 days before today (UTC).
FAKE_UPSTREAM_SEED = env_int("FAKE_UPSTREAM_SEED", 20240601)
FAKE_UPSTREAM_SIZE = env_int("FAKE_UPSTREAM_SIZE", 5200, minimum=0)
FAKE_UPSTREAM_NOW = env_str("FAKE_UPSTREAM_NOW", "")
# Demo mode's clients come from the development package: the function that builds them against the
# in-process fake upstream, imported only in demo mode (the serving code never imports it).
SOURCES_DEMO_PROVIDERS = "itjobs.fakeworld.runtime.demo_providers"

# The job index: jobs no source has listed for this many days close (out of search, their page
# says so) and closed jobs are deleted this many days later (decision 0021); search answers are
# cached this many seconds (and dropped at once when the index changes).
JOB_EXPIRE_DAYS = env_int("JOB_EXPIRE_DAYS", 30, minimum=1)
JOB_CLOSED_KEEP_DAYS = env_int("JOB_CLOSED_KEEP_DAYS", 90, minimum=1)
JOBS_SEARCH_CACHE_SECONDS = env_int("JOBS_SEARCH_CACHE_SECONDS", 60, minimum=0)
JOBS_SEARCH_COUNT_LIMIT = env_int("JOBS_SEARCH_COUNT_LIMIT", 10000, minimum=1)  # past it: '10,000+ jobs'
# Facet counts stop at this many matches (past it they are lower bounds: jobs/facets.py); the
# suggestions are rebuilt from the index at most this often (jobs/suggestions.py).
JOBS_FACETS_COUNT_LIMIT = env_int("JOBS_FACETS_COUNT_LIMIT", 5000, minimum=1)
JOBS_SUGGESTIONS_REFRESH_SECONDS = env_int("JOBS_SUGGESTIONS_REFRESH_SECONDS", 900, minimum=0)
# HTTP caching (core/cache_control.py, docs/OPERATIONS.md 'Caching in front of the site'): shared
# caches keep public answers PUBLIC_SHARED_SECONDS and may serve them PUBLIC_STALE_SECONDS longer
# while revalidating, so a closed job lingers there at most their sum. Pages for anonymous visitors
# are rendered once per index generation and kept PAGE_CACHE_SECONDS (web/page_cache.py; 0: off).
PUBLIC_SHARED_SECONDS = env_int("PUBLIC_SHARED_SECONDS", 60, minimum=0)
PUBLIC_STALE_SECONDS = env_int("PUBLIC_STALE_SECONDS", 60, minimum=0)
PAGE_CACHE_SECONDS = env_int("PAGE_CACHE_SECONDS", 300, minimum=0)
# Identical anonymous GETs within this many seconds get the first one's answer, replayed by each
# process without running the stack again (core/microcache.py; 0: off). Keep it to a second or two:
# what an answer says about the moment (a search's sources state) drifts that long.
MICROCACHE_SECONDS = env_float("MICROCACHE_SECONDS", 1, minimum=0)

# Freshness within quota (itjobs/sources/search_refresh.py; the refresh reads these through
# refresh_context.py). Limits hold across processes (Redis or DB).
SOURCES_FRESH_MINUTES = env_int("SOURCES_FRESH_MINUTES", 15, minimum=0)
ADZUNA_CALLS_PER_MINUTE = env_int("ADZUNA_CALLS_PER_MINUTE", 25, minimum=0)
ADZUNA_CALLS_PER_DAY = env_int("ADZUNA_CALLS_PER_DAY", 250, minimum=0)
JSEARCH_CALLS_PER_MINUTE = env_int("JSEARCH_CALLS_PER_MINUTE", 5, minimum=0)
JSEARCH_CALLS_PER_DAY = env_int("JSEARCH_CALLS_PER_DAY", 0, minimum=0)  # 0: no daily cap
# background: searches hand stale queries to the node's refresher process (gunicorn.conf.py starts
# it; `manage.py refresher` otherwise), which refreshes them and runs the periodic popular round;
# without a refresher on the socket a web process refreshes in its own small thread pool;
# inline: refresh inside the request (scripts); off: never call the sources on search (cron runs
# `manage.py refresh_popular`; the tests' conftest picks it too).
SOURCES_REFRESH_MODE = env_choice("SOURCES_REFRESH_MODE", ("background", "inline", "off"), "background")
SOURCES_REFRESH_WORKERS = env_int("SOURCES_REFRESH_WORKERS", 2, minimum=1)
# The refresher's UNIX datagram socket (one per node and VAR_DIR; a path of at most 107 bytes).
SOURCES_REFRESHER_SOCKET = Path(env_str("SOURCES_REFRESHER_SOCKET") or VAR_DIR / "refresher.sock")
SOURCES_POPULAR_INTERVAL_SECONDS = env_int("SOURCES_POPULAR_INTERVAL_SECONDS", 300, minimum=1)
# Share of each daily budget the background refresher leaves for visitors' own searches (under the
# crawl plan: the most visitors' rare-query refreshes may take a day, until the release hour).
SOURCES_BACKGROUND_RESERVE = env_float("SOURCES_BACKGROUND_RESERVE", 0.2, minimum=0, maximum=1)
# The crawl plan (itjobs/sources/crawl_plan.py, decision 0020): the refresher's periodic round runs
# broad sweeps (each country's IT role words, newest first, the largest pages), sweeps of the most
# searched places and queries, and delists jobs a sweep stopped returning. Off: the older popular
# round, and every stale query refreshed per search.
SOURCES_CRAWL_PLAN = env_bool("SOURCES_CRAWL_PLAN", True)
SOURCES_CRAWL_HEAD_MINUTES = env_int("SOURCES_CRAWL_HEAD_MINUTES", 120, minimum=1)  # new postings, top country
SOURCES_CRAWL_WALK_PAGES = env_int("SOURCES_CRAWL_WALK_PAGES", 4, minimum=1)  # older pages per walk run
SOURCES_CRAWL_WALK_DEPTH_PAGES = env_int("SOURCES_CRAWL_WALK_DEPTH_PAGES", 60, minimum=2)  # then from the top
SOURCES_CRAWL_DEMAND_SHARE = env_float("SOURCES_CRAWL_DEMAND_SHARE", 0.25, minimum=0, maximum=1)
SOURCES_CRAWL_DEMAND_QUERIES = env_int("SOURCES_CRAWL_DEMAND_QUERIES", 30, minimum=0)
SOURCES_CRAWL_DEMAND_MINUTES = env_int("SOURCES_CRAWL_DEMAND_MINUTES", 240, minimum=1)
SOURCES_CRAWL_RELEASE_HOUR = env_int("SOURCES_CRAWL_RELEASE_HOUR", 22, minimum=0, maximum=24)  # UTC
# Jobs of the sources the crawl plan sweeps leave search when no call has listed them for this many
# days ('not seen lately', decision 0022): they are not called closed, and a source listing them
# again brings them back without a 'Reposted' mark. Other sources' jobs keep JOB_EXPIRE_DAYS.
JOB_UNCONFIRMED_DAYS = env_int("JOB_UNCONFIRMED_DAYS", 1, minimum=1)
JOB_UNCONFIRMED_SOURCES = env_list("JOB_UNCONFIRMED_SOURCES", "adzuna" if SOURCES_CRAWL_PLAN else "")
# A searched query is refreshed live only when the index holds fewer relevant jobs than this.
SOURCES_RARE_MIN_JOBS = env_int("SOURCES_RARE_MIN_JOBS", 3, minimum=0)
SOURCES_RARE_RECHECK_MINUTES = env_int("SOURCES_RARE_RECHECK_MINUTES", 240, minimum=1)  # ... when it held enough

INSTALLED_APPS = [
    "itjobs.accounts.admin_apps.ThrottledAdminConfig",  # django.contrib.admin with a throttled login
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.sitemaps",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "ninja",
    "itjobs.core",
    "itjobs.web",
    "itjobs.jobs",
    "itjobs.sources",
    "itjobs.content",
    "itjobs.accounts",
    "itjobs.employers",
    "itjobs.companies",
    "itjobs.saved",
    "itjobs.alerts",
    "itjobs.fakeworld",  # development only: the fake upstream's command (`manage.py fake_upstream`)
]

MIDDLEWARE = [
    # Outermost: an anonymous GET answered the same way within MICROCACHE_SECONDS is replayed as is.
    "itjobs.core.microcache.MicrocacheMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # Every answer, WhiteNoise's files too; pages set their own with their scripts' hashes.
    "itjobs.web.csp.ContentSecurityPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "itjobs.core.gzip_once.GZipOnceMiddleware",  # GZipMiddleware, public answers compressed once
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "itjobs.core.admin_messages.AdminMessageMiddleware",  # the admin's messages; no store elsewhere
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
APPEND_SLASH = False

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
        conn_max_age=env_int("DB_CONN_MAX_AGE", 60, minimum=0),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers run beside the one writer; IMMEDIATE avoids lock upgrades mid-transaction.
    # Connections persist for DB_CONN_MAX_AGE like PostgreSQL's (opening one, with its pragmas, cost
    # more than serving most pages). A new connection starts with an empty page cache: memory-mapping
    # the file (up to SQLITE_MMAP_MB) reads pages from the OS's cache, shared by every worker, without
    # a system call each (when it was added: search p95 at 100k jobs 49 -> 32 ms, facets 53 -> 41 ms).
    mmap_bytes = env_int("SQLITE_MMAP_MB", 256, minimum=0) * 1024 * 1024
    DATABASES["default"]["OPTIONS"] = {
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=5000; "
        f"PRAGMA mmap_size={mmap_bytes};",
        "transaction_mode": "IMMEDIATE",
    }

REDIS_URL = env_str("REDIS_URL", "")
# Every key the site writes to Redis starts with this (cache and rate limits): sites sharing a server differ.
REDIS_KEY_PREFIX = env_str("REDIS_KEY_PREFIX", "itjobs")
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": REDIS_KEY_PREFIX,
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}

# Argon2 for new passwords; the others still verify (and upgrade) older hashes.
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2SHA1PasswordHasher",
    "django.contrib.auth.hashers.ScryptPasswordHasher",
]
# Every password a user chooses (sign-up, reset): 8+ characters (the forms say so), not close to the
# e-mail address or its local part, not a common password, not all digits.
AUTH_PASSWORD_VALIDATORS = [
    {  # the username is the e-mail address; the message names what the user typed
        "NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator",
        "OPTIONS": {"user_attributes": ["email"]},
    },
    {"NAME": "itjobs.accounts.password_validation.EmailLocalPartValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 8}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}
# The built frontend is served from the site root; Vite puts content hashes in assets/ names.
WHITENOISE_ROOT = FRONTEND_BUILD_DIR if FRONTEND_BUILD_DIR.exists() else None
WHITENOISE_IMMUTABLE_FILE_TEST = r"^/?(assets/.+-[0-9A-Za-z_-]{8,}\.\w+|static/.+\.[0-9a-f]{12}\.\w+)$"

# TLS (docs/OPERATIONS.md, 'Production behind a TLS proxy'). All off by default: the demo is plain
# http on 127.0.0.1. A TLS proxy that is not on 127.0.0.1 (gunicorn trusts X-Forwarded-Proto from
# there only) must be named by the header it sets, or Django sees every request as http.
SECURE_PROXY_SSL_HEADER = env_proxy_ssl_header("TRUSTED_PROXY_SSL_HEADER")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
if SECURE_SSL_REDIRECT and not SITE_IS_HTTPS:
    raise ImproperlyConfigured(f"SECURE_SSL_REDIRECT=1 needs an https:// SITE_URL, got {SITE_URL!r}")
# Load balancers' health checks may speak plain http to the app.
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)

# Cookies: HttpOnly + Lax everywhere; Secure whenever the site is served over https.
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = SITE_IS_HTTPS or SECURE_SSL_REDIRECT
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"

EMAIL_BACKEND = env_str("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_FILE_PATH = env_str("EMAIL_FILE_PATH") or str(VAR_DIR / "mail")  # for the filebased backend
EMAIL_HOST = env_str("EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("EMAIL_PORT", 25, minimum=1, maximum=65535)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "IT Jobs Info <noreply@itjobs.info>")
SALES_EMAIL = env_str("SALES_EMAIL", "sales@itjobs.info")

# Accounts and employers (itjobs/accounts, itjobs/employers).
# Job posts go live without an operator's approval (small sites); else they wait in the admin.
AUTO_APPROVE_POSTS = env_bool("AUTO_APPROVE_POSTS", False)
# Who hears of a post waiting for review (companies hear of the decision at their account e-mail).
MODERATION_EMAIL = env_str("MODERATION_EMAIL") or SALES_EMAIL
JOB_POST_DAYS = env_int("JOB_POST_DAYS", 30, minimum=1)  # a published post expires unless renewed
# Job alerts (decision 0017): the node's refresher runs a round this often (0: never; `manage.py
# send_alerts` runs one); a daily alert mails at most once per ALERTS_DAILY_SECONDS, a weekly one
# once per seven times that.
ALERTS_ROUND_INTERVAL_SECONDS = env_int("ALERTS_ROUND_INTERVAL_SECONDS", 900, minimum=0)
ALERTS_DAILY_SECONDS = env_int("ALERTS_DAILY_SECONDS", 86400, minimum=0)
# How long the e-mail verification link works (accounts/verification.py); a new one can be asked for.
EMAIL_VERIFICATION_MAX_AGE_SECONDS = env_int("EMAIL_VERIFICATION_MAX_AGE_SECONDS", 3 * 86400, minimum=600)
# Password guessing (accounts/throttle.py; API login, admin login, account deletion): attempts that go
# through at once per account and client, per account from all addresses, per address over all
# accounts; after those each attempt waits twice as long as the one before (1 s, 2 s, 4 s ...) up to
# the max wait; a browser that logged in before (device cookie) counts on its own. Forgotten after
# a quiet spell. Sign-ups (which tell whether an address has an account): per address, the same way.
LOGIN_THROTTLE_FAILURES = env_int("LOGIN_THROTTLE_FAILURES", 5, minimum=1)
LOGIN_THROTTLE_ACCOUNT_FAILURES = env_int("LOGIN_THROTTLE_ACCOUNT_FAILURES", 20, minimum=1)
LOGIN_THROTTLE_IP_FAILURES = env_int("LOGIN_THROTTLE_IP_FAILURES", 100, minimum=1)
LOGIN_THROTTLE_MAX_WAIT_SECONDS = env_int("LOGIN_THROTTLE_MAX_WAIT_SECONDS", 900, minimum=1)
LOGIN_THROTTLE_FORGET_SECONDS = env_int("LOGIN_THROTTLE_FORGET_SECONDS", 86400, minimum=60)
LOGIN_DEVICE_COOKIE_DAYS = env_int("LOGIN_DEVICE_COOKIE_DAYS", 180, minimum=1)
SIGNUP_THROTTLE_FREE = env_int("SIGNUP_THROTTLE_FREE", 10, minimum=1)
# Reverse proxies in front of the app that append to X-Forwarded-For (0: none, use the peer address).
# Per-address limits count the address this many hops from the right; wrong here = one shared address.
TRUSTED_PROXY_HOPS = env_int("TRUSTED_PROXY_HOPS", 0, minimum=0)
# Inquiry spam protection: a form sent sooner than this after it was shown is refused, and each
# e-mail address / IP address may send this many per hour.
INQUIRY_MIN_FILL_SECONDS = env_float("INQUIRY_MIN_FILL_SECONDS", 3, minimum=0)
INQUIRY_FORM_MAX_AGE_SECONDS = env_int("INQUIRY_FORM_MAX_AGE_SECONDS", 86400, minimum=60)  # then: reload the form
INQUIRY_RATE_PER_EMAIL = env_int("INQUIRY_RATE_PER_EMAIL", 5, minimum=1)
INQUIRY_RATE_PER_IP = env_int("INQUIRY_RATE_PER_IP", 20, minimum=1)
INQUIRY_RATE_WINDOW_SECONDS = env_int("INQUIRY_RATE_WINDOW_SECONDS", 3600, minimum=1)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {
        "handlers": ["console"],
        "level": env_choice("LOG_LEVEL", ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"), "INFO"),
    },
    # httpx logs every request at INFO: too noisy while demo data loads.
    "loggers": {"django.request": {"level": "ERROR"}, "httpx": {"level": "WARNING"}},
}
