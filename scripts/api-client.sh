#!/usr/bin/env bash
# write: regenerate frontend/openapi.json and the typed client from the backend's schema.
# check: fail when the committed client is stale (CI runs this inside make test).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-write}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd backend && ../.venv/bin/python manage.py export_openapi_schema --api config.api.api --indent 2 \
  --output "$tmp/openapi.json")
(cd frontend && npx openapi-typescript "$tmp/openapi.json" -o "$tmp/schema.d.ts" --silent)
if [ "$mode" = check ]; then
  if ! diff -q "$tmp/openapi.json" frontend/openapi.json >/dev/null \
    || ! diff -q "$tmp/schema.d.ts" frontend/app/api/generated/schema.d.ts >/dev/null; then
    echo "The generated API client is stale: run 'make client' and commit the result." >&2
    diff -u frontend/openapi.json "$tmp/openapi.json" | head -40 >&2 || true
    exit 1
  fi
  echo "API client is up to date."
else
  cp "$tmp/openapi.json" frontend/openapi.json
  cp "$tmp/schema.d.ts" frontend/app/api/generated/schema.d.ts
  echo "Wrote frontend/openapi.json and frontend/app/api/generated/schema.d.ts"
fi
