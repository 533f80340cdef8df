#!/usr/bin/env bash
# Development: Django's runserver (API, admin) behind the Vite dev server with hot reload.
set -euo pipefail
cd "$(dirname "$0")/.."
DJANGO_PORT=${DJANGO_PORT:-8000}
# The frontend reads the content export, with this environment's settings in deployment.json.
(cd backend && ../.venv/bin/python manage.py export_content -v0)
(cd backend && exec ../.venv/bin/python manage.py runserver "127.0.0.1:$DJANGO_PORT") &
django_pid=$!
trap 'kill $django_pid 2>/dev/null' EXIT
echo "Open http://127.0.0.1:${VITE_PORT:-5173} (Vite proxies /api, /admin and /healthz to Django on :$DJANGO_PORT)"
cd frontend && BACKEND_URL="http://127.0.0.1:$DJANGO_PORT" npx react-router dev --host 127.0.0.1
