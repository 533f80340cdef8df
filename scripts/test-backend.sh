#!/usr/bin/env bash
# pytest on SQLite always; then on PostgreSQL with Redis when they answer (as on CI): there the tests of
# what an engine changes and a smoke of the rest (--engine-subset, conftest.py; TEST_ENGINE_RUN=all runs all).
# Each run spreads the tests over one worker per core (PYTEST_WORKERS; 0 runs them in this process).
set -euo pipefail
cd "$(dirname "$0")/../backend"
PY=../.venv/bin/python
PG_URL=${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/itjobs}
REDIS_TEST_URL=${TEST_REDIS_URL:-redis://127.0.0.1:6379/15}

WORKERS=(-n "${PYTEST_WORKERS:-auto}")
[ "${PYTEST_WORKERS:-auto}" = 0 ] && WORKERS=()

# With TEST_REPORTS set (make test), each run leaves a JUnit report there.
report() { [[ -n ${TEST_REPORTS:-} ]] && echo "--junitxml=$TEST_REPORTS/pytest-$1.xml" || true; }

echo "== pytest on SQLite"
env -u DATABASE_URL -u REDIS_URL $PY -m pytest -q -p no:cacheprovider "${WORKERS[@]}" $(report sqlite) "$@"

pg_up=$($PY ../scripts/service_up.py postgres "$PG_URL" && echo yes || echo no)
redis_up=$($PY ../scripts/service_up.py redis "$REDIS_TEST_URL" && echo yes || echo no)
extra_env=()
label=()
if [ "$pg_up" = yes ]; then extra_env+=("DATABASE_URL=$PG_URL"); label+=("PostgreSQL"); else
  echo "SKIPPED: PostgreSQL is not reachable at $PG_URL; the PostgreSQL run did not happen."; fi
if [ "$redis_up" = yes ]; then extra_env+=("REDIS_URL=$REDIS_TEST_URL"); label+=("Redis"); else
  echo "SKIPPED: Redis is not reachable at $REDIS_TEST_URL; the Redis run did not happen."; fi
if [ ${#extra_env[@]} -gt 0 ]; then
  echo "== pytest on ${label[*]}"
  subset=(--engine-subset)
  [ "${TEST_ENGINE_RUN:-subset}" = all ] && subset=()
  env "${extra_env[@]}" $PY -m pytest -q -p no:cacheprovider "${WORKERS[@]}" "${subset[@]}" $(report postgres-redis) "$@"
fi
