#!/usr/bin/env bash
# The S3 storage test (server/tests/storage_s3.rs) against a local S3-compatible server: moto
# (`moto[server]` from PyPI, in target/moto-venv) on a free port of 127.0.0.1, stopped at the end.
# When moto cannot be installed or started this fails with the reason (make test expects the store);
# SKILLCERT_SKIP_S3=1 skips it instead, saying so. Extra arguments go to `cargo test` (e.g. --release).
set -uo pipefail
cd "$(dirname "$0")/../../.."
VENV=target/moto-venv
MOTO_VERSION=5.2.5

skip() {
  if [ "${SKILLCERT_SKIP_S3:-}" = 1 ]; then
    echo "== S3 tests SKIPPED (SKILLCERT_SKIP_S3=1): $1"
    exit 0
  fi
  echo "== S3 tests FAILED to start: $1 (SKILLCERT_SKIP_S3=1 skips them)"
  exit 1
}

if [ ! -x "$VENV/bin/moto_server" ]; then
  echo "== installing moto[server]==$MOTO_VERSION into $VENV"
  rm -rf "$VENV"
  python3 -m venv "$VENV" >/dev/null 2>&1 || skip "python3 -m venv failed (is python3-venv installed?)"
  "$VENV/bin/pip" install -q "moto[server]==$MOTO_VERSION" >"$VENV.log" 2>&1 \
    || { tail -3 "$VENV.log" | cut -c1-300; rm -rf "$VENV"; skip "could not install moto[server] from PyPI (log above)"; }
fi

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
LOG="$(mktemp)"
"$VENV/bin/moto_server" -H 127.0.0.1 -p "$PORT" >"$LOG" 2>&1 &
MOTO=$!
cleanup() {
  kill -TERM "$MOTO" 2>/dev/null
  wait "$MOTO" 2>/dev/null
  rm -f "$LOG"
}
trap cleanup EXIT INT TERM

ENDPOINT="http://127.0.0.1:$PORT"
for _ in $(seq 100); do
  curl -sf "$ENDPOINT/moto-api/" >/dev/null 2>&1 && break
  kill -0 "$MOTO" 2>/dev/null || { tail -5 "$LOG"; skip "moto_server exited at start-up (log above)"; }
  sleep 0.1
done
curl -sf "$ENDPOINT/moto-api/" >/dev/null 2>&1 || { tail -5 "$LOG"; skip "moto_server did not answer on $ENDPOINT within 10 s"; }

echo "== S3 storage tests against moto $MOTO_VERSION at $ENDPOINT"
env -u AWS_SESSION_TOKEN -u AWS_ENDPOINT_URL_S3 -u AWS_ENDPOINT -u AWS_DEFAULT_REGION \
  SKILLCERT_TEST_S3_ENDPOINT="$ENDPOINT" \
  AWS_ENDPOINT_URL="$ENDPOINT" AWS_REGION=us-east-1 \
  AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing \
  cargo test --locked --test storage_s3 "$@" -- --ignored
