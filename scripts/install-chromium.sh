#!/usr/bin/env bash
# Debian's Chromium for the browser tests (never a downloaded browser build).
set -euo pipefail
if command -v chromium >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and try again." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
chromium --version
