#!/usr/bin/env bash
# Runs the browser tests in E2E_SHARDS parallel Playwright processes (default 2, one per core; three
# overloaded a 2-core machine into timeouts although a shard mostly waits), each
# with its own server on its own port and data directory (serve.sh) and its own output folder, and
# prints each shard's report when all have ended. Fails when any shard failed. The files are split
# by plan-shards.mjs: by the seconds in durations.json when it exists (`node e2e/plan-shards.mjs
# --record <this output>` writes it from a full run), else one file to each shard in turn.
# Usage (from web/): SKILLCERT_BIN=../target/debug/skillcert e2e/shards.sh [playwright args]
set -uo pipefail
cd "$(dirname "$0")/.."
SHARDS="${E2E_SHARDS:-2}"
BASE_PORT="${E2E_BASE_PORT:-18080}"
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
declare -a pids=()
for i in $(seq 1 "$SHARDS"); do
  mapfile -t files < <(node e2e/plan-shards.mjs "$i" "$SHARDS")
  E2E_PORT=$((BASE_PORT + i - 1)) npx playwright test "${files[@]}" \
    --output "test-results/shard-$i" "$@" >"$LOGS/$i.log" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 "$SHARDS"); do
  wait "${pids[$((i - 1))]}" || status=1
done
for i in $(seq 1 "$SHARDS"); do
  echo "== browser tests, shard $i of $SHARDS"
  # The servers' own log lines are kept for a failing run only.
  if [ $status -eq 0 ]; then grep -v '^\[WebServer\]' "$LOGS/$i.log"; else cat "$LOGS/$i.log"; fi
done
# Last, so that the end of a long log (all CI shows) names what failed or passed only when run again.
for i in $(seq 1 "$SHARDS"); do
  grep -E '^\s+[0-9]+ (flaky|failed|passed)' "$LOGS/$i.log" | sed "s/^/shard $i: /"
done
if [ $status -ne 0 ]; then
  echo "== browser tests that failed"
  for i in $(seq 1 "$SHARDS"); do
    grep -E '^\s+✘' "$LOGS/$i.log" | sed "s/^/shard $i: /"
    grep -E '^\s+(Error|Locator|Expected|Received|Timeout|TimeoutError|Call log)' "$LOGS/$i.log" | head -6 | sed "s/^/shard $i: /"
  done
fi
exit $status
