# One command surface: make run, make test, make dev, make lint, make fmt, make client, make e2e, make bench.
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
BIN := $(CURDIR)/$(VENV)/bin
HOST ?= 127.0.0.1
PORT ?= 8000
WORKERS ?= 2
MANAGE := cd backend && $(BIN)/python manage.py
BIOME := frontend/node_modules/.bin/biome
FRONTEND_SOURCES := $(shell find frontend/app frontend/public frontend/scripts -type f 2>/dev/null) \
	frontend/vite.config.ts frontend/vite.islands.config.ts frontend/react-router.config.ts frontend/tsconfig.json \
	frontend/package.json
# Site content (categories, guides, legal...) lives in Python and Markdown; pages are prerendered from it.
CONTENT_SOURCES := $(shell find backend/itjobs/content -name '*.py' -o -name '*.md' 2>/dev/null)

export PYTHONDONTWRITEBYTECODE := 1

.PHONY: FORCE help run dev test check test-reports static lint fmt typecheck typecheck-python typecheck-frontend typecheck-e2e pytest fuzz client check-client frontend-test e2e bench \
	deps build migrate demo-data chromium clean lock

help:
	@echo "make run     build everything and serve the site on http://$(HOST):$(PORT) (demo data, no keys)"
	@echo "make test    every check: ruff, mypy, pytest (SQLite, then PostgreSQL/Redis when up), API fuzzer, tsc, biome, vitest, Playwright"
	@echo "make check   the loop before a commit: lint, types, Python tests on SQLite, vitest (a few minutes)"
	@echo "make dev     Django runserver + Vite dev server with hot reload on http://127.0.0.1:5173"
	@echo "make client  regenerate the typed TypeScript API client and the content export (app/content/generated)"
	@echo "make lint | fmt | fuzz | e2e | bench | lock"

# ---- dependencies (stamp files keep repeated runs fast and idempotent) ----
$(VENV)/.installed: requirements/dev.txt requirements/base.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	@# The machine's pip config names local mirrors that may not exist: hide only those warnings.
	set -o pipefail; $(BIN)/pip install --quiet --disable-pip-version-check -r requirements/dev.txt 2>&1 \
		| { grep -v '^WARNING: Location' || true; }
	@touch $@

# npm ci rejects this lock: npm 11 leaves other platforms' optional binaries out of it.
# `npm install --no-save` installs exactly the locked versions and never rewrites the lock.
frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@

e2e/node_modules/.installed: e2e/package.json e2e/package-lock.json
	cd e2e && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@

deps: $(VENV)/.installed frontend/node_modules/.installed

# ---- build and serve ----
# The content export: the committed files, and deployment.json with what this environment's
# settings (OPERATOR_*, SITE_NAME, PRODUCT_NAME...) decide. Exported on every build; a file is
# rewritten only when it changes, so new settings rebuild the pages and unchanged ones do not.
DEPLOYMENT := frontend/app/content/generated/deployment.json
$(DEPLOYMENT): FORCE $(VENV)/.installed
	$(MANAGE) export_content -v0

frontend/build/client/.built: $(FRONTEND_SOURCES) $(CONTENT_SOURCES) $(DEPLOYMENT) frontend/node_modules/.installed $(VENV)/.installed
	cd frontend && npm run build --silent
	$(BIN)/python -m whitenoise.compress -q frontend/build/client
	@touch $@

build: frontend/build/client/.built

migrate: $(VENV)/.installed
	@mkdir -p var
	$(MANAGE) migrate --noinput -v0
	$(MANAGE) collectstatic --noinput -v0

demo-data: migrate
	$(MANAGE) load_demo_data

run: deps build demo-data
	@echo "Serving on http://$(HOST):$(PORT)"
	cd backend && exec $(BIN)/gunicorn -c gunicorn.conf.py config.wsgi --workers $(WORKERS) --bind $(HOST):$(PORT) \
		--access-logfile - --forwarded-allow-ips='127.0.0.1'

dev: deps migrate
	DEBUG=1 bash scripts/dev.sh

# ---- checks ----
# ruff.toml at the root covers every Python file: backend/, bench/ and scripts/; biome.json at the
# root covers frontend/app, frontend/scripts, frontend/*.ts and e2e/. vulture finds dead Python code
# ([tool.vulture] in backend/pyproject.toml; what only frameworks use is in backend/vulture_keep.py).
lint: deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	cd backend && $(BIN)/lint-imports
	cd backend && $(BIN)/vulture
	$(BIOME) check

fmt: deps
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .
	$(BIOME) check --write

# mypy runs with the backend's strict configuration over the benchmarks and scripts too.
typecheck: typecheck-python typecheck-frontend typecheck-e2e
typecheck-python: deps
	cd backend && $(BIN)/mypy . ../bench ../scripts
typecheck-frontend: deps
	cd frontend && npm run --silent typecheck
typecheck-e2e: e2e/node_modules/.installed
	cd e2e && npx tsc --noEmit

# Lint, the three type checkers and the client check each use one core: side by side they take
# the time of the slowest (mypy) instead of their sum. Each one's output is printed when it ends.
static: deps e2e/node_modules/.installed
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint typecheck-python typecheck-frontend typecheck-e2e check-client

pytest: deps
	bash scripts/test-backend.sh

client: deps
	bash scripts/api-client.sh write
	$(MANAGE) export_content

check-client: deps
	bash scripts/api-client.sh check
	$(MANAGE) export_content --check

# schemathesis against a test server on SQLite: fails on any 5xx or answer that breaks its schema.
fuzz: deps
	bash scripts/fuzz.sh

frontend-test: deps
	cd frontend && npx vitest run $(if $(TEST_REPORTS),--reporter=default --reporter=junit --outputFile.junit=$(TEST_REPORTS)/vitest.xml)

chromium:
	@command -v chromium >/dev/null || bash scripts/install-chromium.sh

e2e: deps build chromium e2e/node_modules/.installed
	cd e2e && npx playwright test

# Each runner also writes a JUnit report to var/test-reports/ (target-specific variables reach the
# prerequisites); the last line adds them up: 'tests: N passed, N failed, N skipped'.
test: export TEST_REPORTS := $(CURDIR)/var/test-reports
test: test-reports static pytest fuzz frontend-test e2e
	@echo "make test: all checks passed"
	@$(BIN)/python scripts/test_summary.py $(TEST_REPORTS)

# The loop before a commit: lint, types and the unit tests (Python on SQLite, one worker per core;
# vitest). make test runs these and the rest: PostgreSQL/Redis, the fuzzer, the browser specs.
check: deps e2e/node_modules/.installed
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint typecheck-python typecheck-frontend typecheck-e2e
	cd backend && env -u DATABASE_URL -u REDIS_URL $(BIN)/python -m pytest -q -p no:cacheprovider -n auto
	cd frontend && npx vitest run
	@echo "make check: all checks passed"

test-reports:
	@rm -rf $(TEST_REPORTS) && mkdir -p $(TEST_REPORTS)

bench: deps
	bash bench/run.sh

# Regenerate the pinned Python lock files from requirements/*.in.
lock: $(VENV)/.installed
	$(BIN)/pip install --quiet uv
	cd requirements && $(BIN)/uv pip compile --python-version 3.11 -q base.in -o base.txt \
		&& $(BIN)/uv pip compile --python-version 3.11 -q dev.in -o dev.txt

clean:
	rm -rf frontend/build var/e2e
