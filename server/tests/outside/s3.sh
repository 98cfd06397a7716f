#!/usr/bin/env bash
# The S3 storage test (server/tests/storage_s3.rs) against a local S3-compatible server: moto
# (`moto[server]` from PyPI, in target/moto-venv) on a free port of 127.0.0.1, stopped at the end.
# When moto cannot be installed or started this fails with the reason (make test expects the store);
# SKILLCERT_SKIP_S3=1 skips it instead, saying so. Extra arguments go to `cargo test` (e.g. --release).
set -uo pipefail
cd "$(dirname "$0")/../../.."
. server/tests/outside/services.sh

skip() { service_missing "S3 tests" SKILLCERT_SKIP_S3 "$1"; }

trap stop_moto EXIT INT TERM
start_moto

echo "== S3 storage tests against moto $MOTO_VERSION at $MOTO_ENDPOINT"
env -u AWS_SESSION_TOKEN -u AWS_ENDPOINT_URL_S3 -u AWS_ENDPOINT -u AWS_DEFAULT_REGION \
  SKILLCERT_TEST_S3_ENDPOINT="$MOTO_ENDPOINT" \
  AWS_ENDPOINT_URL="$MOTO_ENDPOINT" AWS_REGION=us-east-1 \
  AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing \
  cargo test --locked --test it "$@" storage_s3:: -- --ignored
