#!/usr/bin/env bash
# Starts the real skillcert binary for the browser tests: fresh data dir, demo seed, dev mode (SMS outbox).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${SKILLCERT_BIN:-../target/release/skillcert}"
PORT="${E2E_PORT:-18080}"
if [ ! -x "$BIN" ]; then
  echo "skillcert binary not found at $BIN (set SKILLCERT_BIN)" >&2
  exit 1
fi
# One fixed directory per port, emptied at every start, so a killed run leaves at most one behind.
DIR="${TMPDIR:-/tmp}/skillcert-e2e-$PORT"
rm -rf "$DIR"
mkdir -p "$DIR"
"$BIN" seed --demo --data-dir "$DIR"
"$BIN" serve --dev --data-dir "$DIR" --bind "127.0.0.1:$PORT" &
SERVER=$!
trap 'kill -TERM "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$DIR"' EXIT INT TERM
wait "$SERVER"
