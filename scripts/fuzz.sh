#!/usr/bin/env bash
# The API schema fuzzer (`make fuzz`, part of `make test`): schemathesis generates requests from the
# OpenAPI schema, valid and invalid ones, for every operation of a test server on a fresh SQLite
# database, and fails on any 5xx or any answer that breaks its documented schema.
#
# Three passes, each with the same seed, so a run is repeatable:
#   anonymous   every operation, with a CSRF cookie and header (writes get past the CSRF check)
#   company     /api/employers and /api/account signed in as a company (Enterprise plan: room for posts)
#   job seeker  /api/account and /api/saved-jobs signed in as a job seeker
# The signed-in passes leave out what would end their session (login, sign-up, logout).
# FUZZ_EXAMPLES (default 20) bounds the generated cases per operation and pass; FUZZ_SEED picks them.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
BIN=$ROOT/.venv/bin
EXAMPLES=${FUZZ_EXAMPLES:-20}
SEED=${FUZZ_SEED:-13}
export VAR_DIR
VAR_DIR=$(mktemp -d "${TMPDIR:-/tmp}/itjobs-fuzz.XXXXXX")
# A server of its own: SQLite, no Redis, no job sources, mail kept in memory.
unset DATABASE_URL REDIS_URL ADZUNA_APP_ID ADZUNA_APP_KEY JSEARCH_API_KEY
export DEBUG=0 EMAIL_BACKEND=django.core.mail.backends.locmem.EmailBackend SOURCES_REFRESH_MODE=off
PORT=${FUZZ_PORT:-$($BIN/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
BASE=http://127.0.0.1:$PORT
server=""
cleanup() {
  if [[ -n $server ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$VAR_DIR"
}
trap cleanup EXIT

cd backend
$BIN/python manage.py migrate --noinput -v0
# Two signed-in sessions, made the way a browser gets them (cookies in the database the server reads).
read -r CSRF COMPANY_SESSION SEEKER_SESSION < <($BIN/python manage.py shell -c '
from django.contrib.auth.models import User
from django.test import Client
from itjobs.accounts.models import Profile, SeekerProfile, UserType
from itjobs.employers.models import Company, Plan
def session(user):
    client = Client()
    client.force_login(user)
    return client.cookies["sessionid"].value
company = User.objects.create_user(username="fuzz-company@example.com", email="fuzz-company@example.com")
Profile.objects.create(user=company, user_type=UserType.COMPANY, terms_accepted=True)
Company.objects.create(user=company, name="Fuzz Corp", plan=Plan.ENTERPRISE)
seeker = User.objects.create_user(username="fuzz-seeker@example.com", email="fuzz-seeker@example.com")
Profile.objects.create(user=seeker, user_type=UserType.JOB_SEEKER, terms_accepted=True)
SeekerProfile.objects.create(user=seeker)
print("fuzzcsrf" * 4, session(company), session(seeker))
' | tail -1)
[[ -n ${SEEKER_SESSION:-} ]] || { echo "fuzz: could not create the signed-in sessions" >&2; exit 1; }
$BIN/gunicorn -c gunicorn.conf.py config.wsgi --workers 1 --bind "127.0.0.1:$PORT" --log-level warning >"$VAR_DIR/server.log" 2>&1 &
server=$!
cd "$ROOT"
# Up when /healthz answers (at most a minute; an exited server ends the wait at once).
$BIN/python - "$BASE/healthz" "$server" <<'EOF' || { cat "$VAR_DIR/server.log"; exit 1; }
import os, sys, time, urllib.request
url, pid = sys.argv[1], int(sys.argv[2])
for _ in range(300):
    try:
        urllib.request.urlopen(url, timeout=2)
        sys.exit(0)
    except OSError:
        os.kill(pid, 0)  # ProcessLookupError when the server has exited
        time.sleep(0.2)
sys.exit("fuzz: the test server did not start")
EOF

fuzz() {
  local name=$1 cookie=$2
  shift 2
  echo "== schemathesis: $name"
  # From the scratch directory: schemathesis keeps a crash cache (.schemathesis/) where it runs.
  (cd "$VAR_DIR" && $BIN/schemathesis run "$BASE/api/openapi.json" \
    --checks not_a_server_error,response_schema_conformance \
    --phases coverage,fuzzing --max-examples "$EXAMPLES" --seed "$SEED" --generation-database none \
    --workers 1 --request-timeout 20 --suppress-health-check all --no-color \
    ${TEST_REPORTS:+--report junit --report-junit-path "$TEST_REPORTS/fuzz-${name// /-}.xml"} \
    -H "Cookie: $cookie" -H "X-CSRFToken: $CSRF" "$@") | unframe_closing_line
}

# schemathesis closes with a pytest-style line such as '=== 2 warnings in 12.69s ===', which CI reads
# as a pytest run that executed no test; its counts are in its summary and make test's closing line.
unframe_closing_line() {
  sed -E 's/^=+ (.* in [0-9.]+s) =+$/schemathesis finished: \1/'
}
status=0
fuzz "anonymous" "csrftoken=$CSRF" || status=1
fuzz "company" "csrftoken=$CSRF; sessionid=$COMPANY_SESSION" \
  --include-path-regex '^/api/(employers|account)' --exclude-path /api/employers/inquiries || status=1
fuzz "job seeker" "csrftoken=$CSRF; sessionid=$SEEKER_SESSION" --include-path-regex '^/api/(account|saved-jobs)' || status=1
if [[ -s $VAR_DIR/server.log ]] && grep -q "Traceback" "$VAR_DIR/server.log"; then
  echo "The server logged errors:"; cat "$VAR_DIR/server.log"; status=1
fi
exit $status
