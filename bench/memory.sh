#!/usr/bin/env bash
# Resident memory of the server at a million jobs after the mixed benchmark.
# gunicorn as `make run` starts it (gunicorn.conf.py, 2 sync workers, caches as shipped: the answer
# and page caches in each worker's memory, no Redis) on the PostgreSQL database that
# `bench/search.py --sizes postgres:1000000` leaves behind; wrk sends the load.sh mix of different
# searches, then the search page, home and job pages; each process's VmRSS and VmHWM (its peak)
# come from /proc. Target: every worker under 150 MB.
#
#   bash bench/memory.sh     (DATABASE_URL=postgres://postgres@127.0.0.1:5432/itjobs_bench DURATION=30
#                             CONNECTIONS=16 THREADS=2 MIX_SIZE=1000 BENCH_PORT=8792 WORKERS=2)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PORT=${BENCH_PORT:-8792}
BASE="http://127.0.0.1:$PORT"
DURATION=${DURATION:-30}
CONNECTIONS=${CONNECTIONS:-16}
THREADS=${THREADS:-2}
WORKERS=${WORKERS:-2}
export MIX_SIZE=${MIX_SIZE:-1000}  # different searches: every one a cache miss the first time
DATABASE=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/itjobs_bench}
PY="$ROOT/.venv/bin/python"
export VAR_DIR="$ROOT/var/bench-memory-$PORT"
SERVER_PID=""

command -v wrk >/dev/null || apt-get install -y -qq wrk >/dev/null
stop_server() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
}
trap stop_server EXIT

jobs=$(DATABASE_URL=$DATABASE "$PY" -c '
import os, sys, psycopg
with psycopg.connect(os.environ["DATABASE_URL"]) as conn:
    print(conn.execute("SELECT count(*) FROM jobs_job").fetchone()[0])
' 2>/dev/null) || { echo "no jobs table at $DATABASE: run bench/search.py --sizes postgres:1000000 first" >&2; exit 1; }

rm -rf "$VAR_DIR" && mkdir -p "$VAR_DIR"
(
  cd backend
  unset REDIS_URL
  export DATABASE_URL=$DATABASE SITE_URL=$BASE SOURCES_REFRESH_MODE=off ALLOWED_HOSTS=127.0.0.1
  "$PY" manage.py collectstatic --noinput -v0
  exec "$ROOT/.venv/bin/gunicorn" -c gunicorn.conf.py config.wsgi --workers "$WORKERS" --bind "127.0.0.1:$PORT" \
    --access-logfile /dev/null
) >"$VAR_DIR/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 300); do
  curl -fsS "$BASE/healthz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$VAR_DIR/server.log" >&2; exit 1; }
  sleep 0.2
done

rss() {  # pid -> 'VmRSS VmHWM' in MB
  awk '/^VmRSS/ {r=$2} /^VmHWM/ {h=$2} END {printf "%.0f %.0f", r/1024, h/1024}' "/proc/$1/status"
}
master=$SERVER_PID  # the subshell exec'd gunicorn
workers=$(for pid in $(pgrep -P "$master" | sort -n); do grep -q gunicorn "/proc/$pid/cmdline" && echo "$pid"; done)
echo "== $jobs jobs; master $master, workers $(echo "$workers" | tr '\n' ' ')"
for pid in $workers; do echo "   worker $pid at start: $(rss "$pid") MB (RSS, peak)"; done

job_path=$(curl -fsS "$BASE/api/jobs/search?keyword=python&country=us" | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["jobs"][0]["path"])')
MIX=1 wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 30s -s bench/load.lua "$BASE/api/jobs/search" \
  | grep '^RESULT' | sed 's/^/   search mix: /'
for path in "/jobs?keyword=python&country=us" / "$job_path" "/api/jobs/facets?keyword=devops&country=us"; do
  printf '   %s: %s\n' "$path" "$(wrk -t"$THREADS" -c"$CONNECTIONS" -d10s --timeout 30s -s bench/load.lua "$BASE$path" \
    | grep '^RESULT')"
done

echo "| process | RSS MB | peak RSS MB |"
echo "|---|---:|---:|"
read -r r h <<<"$(rss "$master")"; echo "| gunicorn master | $r | $h |"
n=0
for pid in $workers; do
  n=$((n + 1)); read -r r h <<<"$(rss "$pid")"; echo "| worker $n | $r | $h |"
done
echo "load average $(cut -d' ' -f1-3 /proc/loadavg); target: each worker under 150 MB"
