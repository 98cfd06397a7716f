#!/usr/bin/env bash
# Property-based fuzzing of every operation in the OpenAPI document (schemathesis), against the
# release binary on a fresh demo database: no answer may be a 5xx and the log may hold no panic.
# Usage: fuzz.sh <binary> [postgres-url]   (SQLite without a URL; a fresh schema in the URL's
# database with one). FUZZ_SECONDS bounds the run (default 120).
set -euo pipefail
BIN="$(realpath "$1")"
cd "$(dirname "$0")/../../.."
PG_URL="${2:-}"
SECONDS_BUDGET="${FUZZ_SECONDS:-120}"
VENV=target/fuzz-venv
SCHEMATHESIS_VERSION=4.32.5
if [ ! -x "$VENV/bin/schemathesis" ]; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$SCHEMATHESIS_VERSION"
fi

PORT=$((20000 + RANDOM % 10000))
DIR="$(mktemp -d)"
LOG="$DIR/server.log"
ARGS=(--data-dir "$DIR")
SCHEMA=""
if [ -n "$PG_URL" ]; then
  SCHEMA="fuzz_$$_$RANDOM"
  psql "$PG_URL" -qc "CREATE SCHEMA $SCHEMA"
  sep='?'; case "$PG_URL" in *\?*) sep='&';; esac
  ARGS+=(--database-url "${PG_URL}${sep}options=-c%20search_path%3D${SCHEMA}")
fi
cleanup() {
  kill -TERM "${SERVER:-0}" 2>/dev/null || true
  wait "${SERVER:-0}" 2>/dev/null || true
  if [ -n "$SCHEMA" ]; then psql "$PG_URL" -qc "DROP SCHEMA $SCHEMA CASCADE" >/dev/null 2>&1 || true; fi
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

"$BIN" "${ARGS[@]}" seed --demo >/dev/null
"$BIN" "${ARGS[@]}" --bind "127.0.0.1:$PORT" serve >"$LOG" 2>&1 &
SERVER=$!
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 100); do curl -sf "$BASE/healthz" >/dev/null && break; sleep 0.1; done

token() {
  curl -sf -H 'content-type: application/json' -d "{\"username\":\"$1\",\"password\":\"Skill2026demo\"}" \
    "$BASE/api/v0/user/login" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])'
}
STATUS=0
# As an administrator (every staff operation) and as a learner (the learner's own).
for who in admin student; do
  TOKEN="$(token "$who")"
  echo "== schemathesis as $who on ${SCHEMA:-SQLite} (${SECONDS_BUDGET}s)"
  "$VENV/bin/schemathesis" run web/openapi.json --url "$BASE" \
    --checks not_a_server_error --max-time "$SECONDS_BUDGET" --workers 2 \
    --phases fuzzing --suppress-health-check all \
    --exclude-path-regex '/user/(logout|password|\{id\})$' \
    -H "Authorization: Bearer $TOKEN" --no-color || STATUS=1
done
if grep -n "panicked" "$LOG"; then
  echo "== the server panicked (log above)"
  STATUS=1
fi
exit $STATUS
