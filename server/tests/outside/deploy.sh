#!/usr/bin/env bash
# The deployment kit (deploy/) run for real: `systemd-analyze verify` of the unit, then two instances
# of the binary with the settings of deploy/skillcert.env on PostgreSQL (a fresh schema of the URL's
# database) with their files on moto (S3), Debian's nginx with deploy/nginx/skillcert.conf and a
# certificate made here in front of them, and a journey through https:// (deploy_journey.py).
# Usage: deploy.sh <binary> [postgres-url]. PostgreSQL, nginx and moto are expected: without one
# this fails with the reason, unless SKILLCERT_SKIP_DEPLOY=1 says to skip it (printing SKIPPED;
# SKILLCERT_SKIP_PG=1 does too when PostgreSQL is missing).
set -uo pipefail
BIN="$(realpath "$1")"
cd "$(dirname "$0")/../../.."
PG_URL="${2:-postgres://postgres@127.0.0.1:5432/test}"
. server/tests/outside/services.sh

skip() { service_missing "deployment test" SKILLCERT_SKIP_DEPLOY "$1"; }

command -v nginx >/dev/null || skip "nginx is not installed (make nginx installs Debian's)"
if ! timeout 2 bash -c '</dev/tcp/127.0.0.1/5432' 2>/dev/null; then
  [ "${SKILLCERT_SKIP_PG:-}" = 1 ] && SKILLCERT_SKIP_DEPLOY=1
  skip "PostgreSQL does not answer at 127.0.0.1:5432"
fi

WORK="$(mktemp -d)"
SCHEMA="deploy_$$_$RANDOM"
cleanup() {
  stop_moto
  psql "$PG_URL" -qc "DROP SCHEMA IF EXISTS $SCHEMA CASCADE" >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

# The unit, as systemd reads it (where systemd-analyze exists): the binary's path is the test's.
if command -v systemd-analyze >/dev/null; then
  mkdir -p "$WORK/units"
  sed "s#^ExecStart=/usr/local/bin/skillcert #ExecStart=$BIN #; s#^EnvironmentFile=.*#EnvironmentFile=$PWD/deploy/skillcert.env#" \
    deploy/skillcert@.service >"$WORK/units/skillcert@8081.service"
  if out="$(systemd-analyze verify "$WORK/units/skillcert@8081.service" 2>&1)" && [ -z "$out" ]; then
    echo "ok    systemd-analyze verify: deploy/skillcert@.service"
  else
    echo "$out"; echo "FAIL  systemd-analyze verify: deploy/skillcert@.service (above)"; exit 1
  fi
else
  echo "== systemd-analyze not found: the unit's check SKIPPED"
fi

start_moto || exit 1
curl -sf -X PUT "$MOTO_ENDPOINT/skillcert-deploy" >/dev/null || skip "moto refused to create the bucket"

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=localhost \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null \
  || skip "openssl could not make a certificate"
mkdir -p "$WORK/acme" "$WORK/data"
psql "$PG_URL" -qc "CREATE SCHEMA $SCHEMA" || skip "could not create a schema in $PG_URL"
sep='?'; case "$PG_URL" in *\?*) sep='&';; esac

# The instances' environment: deploy/skillcert.env as systemd would read it, with the test's
# database, data directory and bucket.
set -a
. deploy/skillcert.env
SKILLCERT_DATABASE_URL="${PG_URL}${sep}options=-c%20search_path%3D${SCHEMA}"
SKILLCERT_DATA_DIR="$WORK/data"
SKILLCERT_STORAGE=s3://skillcert-deploy/files
AWS_ENDPOINT_URL="$MOTO_ENDPOINT" AWS_REGION=us-east-1 AWS_ACCESS_KEY_ID=testing AWS_SECRET_ACCESS_KEY=testing
SKILLCERT_METRICS_TOKEN="deploy-test-$RANDOM-$RANDOM-$RANDOM"
SKILLCERT_DATA_KEY="$(openssl rand -base64 32)"
SKILLCERT_BIN="$BIN" DEPLOY_DIR="$WORK"
set +a
unset AWS_SESSION_TOKEN AWS_ENDPOINT_URL_S3 AWS_DEFAULT_REGION

echo "== deployment: nginx $(nginx -v 2>&1 | sed 's#.*/##') with TLS in front of two instances on PostgreSQL ($SCHEMA) and S3 (moto)"
"$BIN" seed --demo >"$WORK/seed.log" 2>&1 || { tail -5 "$WORK/seed.log"; echo "FAIL  seed --demo"; exit 1; }
python3 server/tests/outside/deploy_journey.py
status=$?
if [ $status -ne 0 ]; then
  for f in "$WORK"/instance-*.log "$WORK/nginx/error.log"; do echo "-- $f"; tail -15 "$f"; done
fi
exit $status
