#!/usr/bin/env bash
# make bench: every benchmark in turn; each prints its numbers and rewrites its section of
# docs/BENCHMARKS.md. SEARCH_SIZES picks the index sizes (PostgreSQL sizes run only when it answers).
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${SEARCH_SIZES:-sqlite:10000 sqlite:100000}
echo "== bench/search.py --sizes $sizes"
# shellcheck disable=SC2086
.venv/bin/python bench/search.py --sizes $sizes
echo "== bench/load.sh"
bash bench/load.sh
echo "== bench/page_js.mjs"
make -s build
node bench/page_js.mjs --write docs/BENCHMARKS.md
echo "== bench/lighthouse.sh"
bash bench/lighthouse.sh
