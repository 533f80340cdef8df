#!/usr/bin/env bash
# The server the Playwright specs run against: the production setup (gunicorn, DEBUG off,
# built frontend) on a fresh database of its own under var/e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${E2E_PORT:-8766}
export VAR_DIR="$PWD/var/e2e-$PORT"
# Parallel work trees of the frontend build can be pointed at with FRONTEND_BUILD_DIR.
build="${FRONTEND_BUILD_DIR:-$PWD/frontend/build/client}"
if [[ ! -f "$build/index.html" ]]; then
  echo "e2e-server: no frontend build in $build: run 'make build' first (make e2e does)." >&2
  exit 1
fi
export SITE_URL="http://127.0.0.1:$PORT"
export ANALYTICS_SCRIPT_URL="${ANALYTICS_SCRIPT_URL:-https://analytics.example/script.js}"
export NEWSLETTER_URL="${NEWSLETTER_URL:-https://newsletter.example/it-job-alerts}"
unset DATABASE_URL REDIS_URL
# Login throttling counts attempts per account and client address and per address (after 100
# failures over all accounts): specs that fail on purpose send their own X-Forwarded-For, so
# 127.0.0.1 never has to wait for the rest of the run.
export TRUSTED_PROXY_HOPS="${TRUSTED_PROXY_HOPS:-1}"
# Sign-ups are throttled per address (10, then doubling waits); the whole suite signs up from
# 127.0.0.1, so the e2e server allows many (the rule itself is tested in test_signup_and_delete_throttle.py).
export SIGNUP_THROTTLE_FREE="${SIGNUP_THROTTLE_FREE:-100000}"
# The inquiry form refuses a send within 3 s of being shown, on the server's clock; a browser spec
# cannot move that clock, so the e2e server asks for no wait (the rule is tested in test_inquiry.py
# with tokens signed in the past, and inquiry-form.spec.ts shows the refusal the page gets).
export INQUIRY_MIN_FILL_SECONDS="${INQUIRY_MIN_FILL_SECONDS:-0}"
# Job alert rounds run only when a spec runs `manage.py send_alerts` (alerts.spec.ts): a round the
# refresher started on its own schedule could mail a digest between two of a spec file's steps.
export ALERTS_ROUND_INTERVAL_SECONDS="${ALERTS_ROUND_INTERVAL_SECONDS:-0}"
# Mail lands as files under $VAR_DIR/mail, where specs read reset links and sales notices.
export EMAIL_BACKEND="${EMAIL_BACKEND:-django.core.mail.backends.filebased.EmailBackend}"
rm -rf "$VAR_DIR" && mkdir -p "$VAR_DIR"
cd backend
../.venv/bin/python manage.py migrate --noinput -v0
../.venv/bin/python manage.py collectstatic --noinput -v0
../.venv/bin/python manage.py load_demo_data
# An operator for the moderation specs (they approve posts in the admin); this database is throwaway.
DJANGO_SUPERUSER_USERNAME=operator DJANGO_SUPERUSER_EMAIL=operator@e2e.test \
  DJANGO_SUPERUSER_PASSWORD="${E2E_OPERATOR_PASSWORD:-operator-e2e-pass}" \
  ../.venv/bin/python manage.py createsuperuser --noinput >/dev/null
exec ../.venv/bin/gunicorn -c gunicorn.conf.py config.wsgi --workers 2 --bind "127.0.0.1:$PORT" --log-level warning
