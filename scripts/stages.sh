#!/usr/bin/env bash
# Runs `make <stage>` for each stage given, in turn, and prints how long each took at the end, also
# when one fails (which stops the run with its status). `make test` uses it.
set -uo pipefail
cd "$(dirname "$0")/.."
declare -a rows=()
status=0
report() {
  echo "== stage times"
  for row in "${rows[@]}"; do echo "   $row"; done
}
for stage in "$@"; do
  start=$(date +%s)
  make --no-print-directory "$stage"
  status=$?
  seconds=$(( $(date +%s) - start ))
  rows+=("$(printf '%-14s %5d s%s' "$stage" "$seconds" "$([ $status -eq 0 ] || echo '  FAILED')")")
  [ $status -eq 0 ] || break
done
report
[ $status -eq 0 ] && echo "== all tests passed"
exit $status
