#!/usr/bin/env bash
# Throughput under load, against the site as `make run` serves it (gunicorn, 2 workers, demo data).
# Each page is measured beside a bare hello-world Django in its own process (bench/bare_django.py,
# gunicorn with the same workers), in the same run, in A B A B order; the ratio is A's requests/s
# over B's. Three servers in turn: as shipped; without replays (MICROCACHE_SECONDS=0, the
# search-answer and page caches on); and without any of the three caches.
# Writes the table into docs/BENCHMARKS.md ('Throughput under load' section).
#
#   bash bench/load.sh     (DURATION=10 CONNECTIONS=16 THREADS=2 MIX_SIZE=200 BENCH_PORT=8790 BARE_PORT=8791 WORKERS=2)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PORT=${BENCH_PORT:-8790}
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
export MIX_SIZE=${MIX_SIZE:-200}  # different searches in the mix (at most 1,000)
WORKERS=${WORKERS:-2}
BASE="http://127.0.0.1:$PORT"
BARE_PORT=${BARE_PORT:-8791}
BARE="http://127.0.0.1:$BARE_PORT"
BARE_PID=""
PY="$ROOT/.venv/bin/python"
RESULTS=$(mktemp)
SERVER_PID=""

if ! command -v wrk >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y -qq wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
  else
    echo "wrk is missing: sudo apt-get install wrk" >&2; exit 1
  fi
fi
if [ ! -f "${FRONTEND_BUILD_DIR:-$ROOT/frontend/build/client}/__spa-fallback.html" ]; then
  make -s build
fi

stop_server() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  SERVER_PID=""
}
stop_bare() {
  if [ -n "$BARE_PID" ]; then kill "$BARE_PID" 2>/dev/null || true; wait "$BARE_PID" 2>/dev/null || true; fi
}
trap 'stop_server; stop_bare; rm -f "$RESULTS"' EXIT

# The baseline: a bare hello-world Django in its own process, up for the whole run.
"$ROOT/.venv/bin/gunicorn" --chdir "$ROOT/bench" bare_django:application --workers "$WORKERS" \
  --bind "127.0.0.1:$BARE_PORT" --log-level warning &
BARE_PID=$!
for _ in $(seq 1 150); do curl -fsS "$BARE/" >/dev/null 2>&1 && break; sleep 0.2; done
curl -fsS "$BARE/" >/dev/null

# start_server LABEL [ENV=VALUE...]: a fresh var dir with demo data, then gunicorn as `make run` starts it.
start_server() {
  local label=$1; shift
  export VAR_DIR="$ROOT/var/bench-load-$PORT"
  rm -rf "$VAR_DIR" && mkdir -p "$VAR_DIR"
  (
    cd backend
    unset DATABASE_URL REDIS_URL
    export SITE_URL="$BASE" "$@"
    "$PY" manage.py migrate --noinput -v0
    "$PY" manage.py collectstatic --noinput -v0
    "$PY" manage.py load_demo_data >"$VAR_DIR/demo.log" 2>&1
    exec "$ROOT/.venv/bin/gunicorn" -c gunicorn.conf.py config.wsgi --workers "$WORKERS" --bind "127.0.0.1:$PORT" \
      --access-logfile "$VAR_DIR/access.log" --forwarded-allow-ips='127.0.0.1'
  ) >"$VAR_DIR/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do
    curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$VAR_DIR/server.log" >&2; exit 1; }
    sleep 0.2
  done
  echo "== $label: $(tail -1 "$VAR_DIR/demo.log")"
}

# measure NAME PATH [MIX]: one wrk run; appends 'suite name rps non2xx p50 p99' to RESULTS.
measure() {
  local name=$1 path=$2 mix=${3:-0} out
  out=$(MIX=$mix wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 10s --latency -s bench/load.lua "$path" | grep '^RESULT')
  echo "   $name: $out"
  echo "$SUITE $name $out" >>"$RESULTS"
}

# pair NAME PATH [MIX]: A B A B against the bare Django.
pair() {
  local name=$1 path=$2 mix=${3:-0}
  curl -fsS -o /dev/null "$BASE$path"  # warm: the first answer fills the caches and starts the refresher
  for _ in 1 2; do
    measure "$name" "$BASE$path" "$mix"
    measure "bare:$name" "$BARE/"
  done
}

WARM="/api/jobs/search?keyword=software+developer&country=us"
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg)

SUITE=cache
start_server "search-answer cache on (default)"
JOB_PATH=$(curl -fsS "$BASE$WARM" | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["path"])')
pair warm_search "$WARM"
pair search_mix "/api/jobs/search" 1
pair home /
pair search_page /jobs
pair job_page "$JOB_PATH"
pair healthz /healthz
stop_server

SUITE=noreplay
start_server "replays off (MICROCACHE_SECONDS=0)" MICROCACHE_SECONDS=0
pair warm_search "$WARM"
pair search_mix "/api/jobs/search" 1
pair home /
pair search_page /jobs
pair job_page "$JOB_PATH"
stop_server

SUITE=nocache
start_server "caches off (JOBS_SEARCH_CACHE_SECONDS=0 PAGE_CACHE_SECONDS=0 MICROCACHE_SECONDS=0)" \
  JOBS_SEARCH_CACHE_SECONDS=0 PAGE_CACHE_SECONDS=0 MICROCACHE_SECONDS=0
pair warm_search "$WARM"
pair search_mix "/api/jobs/search" 1
pair job_page "$JOB_PATH"
stop_server

"$PY" bench/load_report.py "$RESULTS" --duration "$DURATION" --connections "$CONNECTIONS" --threads "$THREADS" \
  --workers "$WORKERS" --mix-size "$MIX_SIZE" --load-at-start "$LOAD_AT_START" --job-path "$JOB_PATH" --write docs/BENCHMARKS.md
