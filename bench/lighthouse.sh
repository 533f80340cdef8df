#!/usr/bin/env bash
# Lighthouse 12 (mobile: simulated Moto G Power on slow 4G, the default form factor) against the
# production server: gunicorn as `make run` starts it, DEBUG off, the built frontend, demo data.
# Prints the four category scores, LCP / CLS / TBT and the page's JavaScript (gzip size of every
# script it loaded, and what was sent) per page and writes the table into docs/BENCHMARKS.md ('Lighthouse' section).
#
# The CPU slowdown is calibrated to the machine (bench/lighthouse_cpu.py): Lighthouse's 4x
# assumes a faster host than a shared two-core VM.
#
#   bash bench/lighthouse.sh          LH_PORT=8795 WORKERS=2 RUNS=1 ONLY=jobs,city CPU_SLOWDOWN=4 FRONTEND_BUILD_DIR=...
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PORT=${LH_PORT:-8795}
WORKERS=${WORKERS:-2}
RUNS=${RUNS:-1}
BASE="http://127.0.0.1:$PORT"
PY="$ROOT/.venv/bin/python"
OUT="$ROOT/var/lighthouse-$PORT"
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
SERVER_PID=""

[ -x "$CHROME_PATH" ] || { echo "Chromium not found at $CHROME_PATH (make chromium)" >&2; exit 1; }
BUILD_DIR=${FRONTEND_BUILD_DIR:-$ROOT/frontend/build/client}
[ -f "$BUILD_DIR/__spa-fallback.html" ] || make -s build
# Production serves precompressed assets (make build runs whitenoise.compress); so must we.
ls "$BUILD_DIR"/assets/*.js.gz >/dev/null 2>&1 || "$PY" -m whitenoise.compress -q "$BUILD_DIR"
[ -f bench/node_modules/.installed ] && [ bench/node_modules/.installed -nt bench/package-lock.json ] || {
  (cd bench && npm install --no-save --no-audit --no-fund --loglevel=error) && touch bench/node_modules/.installed
}

stop_server() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
}
trap stop_server EXIT

rm -rf "$OUT" && mkdir -p "$OUT"
(
  cd backend
  unset DATABASE_URL REDIS_URL
  # A visitor's phone does not share its CPU with the server: no background refresh (fetch and
  # ingest) beside Chromium on this machine's two cores, whose time Lighthouse would count.
  export VAR_DIR="$OUT/var" SITE_URL="$BASE" FRONTEND_BUILD_DIR="$BUILD_DIR" SOURCES_REFRESH_MODE=off
  "$PY" manage.py migrate --noinput -v0
  "$PY" manage.py collectstatic --noinput -v0
  "$PY" manage.py load_demo_data >"$OUT/demo.log" 2>&1
  exec "$ROOT/.venv/bin/gunicorn" -c gunicorn.conf.py config.wsgi --workers "$WORKERS" --bind "127.0.0.1:$PORT" --log-level warning
) >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 900); do
  curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$OUT/server.log" >&2; exit 1; }
  sleep 0.2
done

JOB_PATH=$(curl -fsS "$BASE/api/jobs/search?keyword=software+developer&country=us&page_size=1" \
  | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["path"])')
ALL_PAGES=(
  "home=/"
  "jobs=/jobs"
  "job_detail=$JOB_PATH"
  "category=/careers/devops"
  "city=/it-jobs-in-seattle"
  "guide=/career-guides/how-to-become-a-devops-engineer"
  "employers=/employers"
)
# ONLY=jobs,city measures those pages alone (and the table then lists them alone).
PAGES=()
for entry in "${ALL_PAGES[@]}"; do
  [ -z "${ONLY:-}" ] || [[ ",$ONLY," == *",${entry%%=*},"* ]] && PAGES+=("$entry")
done

lighthouse=(bench/node_modules/.bin/lighthouse --quiet
  --only-categories=performance,accessibility,best-practices,seo --max-wait-for-load=45000
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage")
# Gather every run first; a run whose trace Lighthouse could not record (NO_NAVSTART) is gathered
# again, up to three times, so every page has its RUNS runs.
for entry in "${PAGES[@]}"; do
  name=${entry%%=*}
  path=${entry#*=}
  curl -fsS -o /dev/null "$BASE$path"  # warm the server's caches, as a returning crawler would find them
  for run in $(seq 1 "$RUNS"); do
    for attempt in 1 2 3; do
      echo "== lighthouse $name $path (run $run, attempt $attempt)"
      rm -rf "$OUT/$name-$run.artifacts"
      "${lighthouse[@]}" "$BASE$path" -G="$OUT/$name-$run.artifacts" || true
      "$PY" bench/lighthouse_cpu.py --recorded "$OUT/$name-$run.artifacts" && break
    done
  done
done
# Then audit them all with one CPU slowdown, calibrated to the median BenchmarkIndex of the runs
# (bench/lighthouse_cpu.py; CPU_SLOWDOWN=4 keeps Lighthouse's default).
slowdown=$("$PY" bench/lighthouse_cpu.py ${CPU_SLOWDOWN:+--fixed "$CPU_SLOWDOWN"} "$OUT"/*.artifacts)
echo "== CPU slowdown ${slowdown}x"
for entry in "${PAGES[@]}"; do
  name=${entry%%=*}
  path=${entry#*=}
  for run in $(seq 1 "$RUNS"); do
    [ -d "$OUT/$name-$run.artifacts" ] || continue
    "${lighthouse[@]}" "$BASE$path" -A="$OUT/$name-$run.artifacts" --throttling.cpuSlowdownMultiplier="$slowdown" \
      --output=json --output-path="$OUT/$name-$run.json" || true
  done
done

"$PY" bench/lighthouse_report.py "$OUT" --runs "$RUNS" --build-dir "$BUILD_DIR" --write docs/BENCHMARKS.md -- "${PAGES[@]}"
