#!/usr/bin/env bash
# make bench: seed the bench data set into a fresh database, start the release server, drive it
# with wrk from this second process on loopback, and print one table (and bench/last.json).
#   BENCH_DB=postgres        use PostgreSQL (database skillcert_bench on 127.0.0.1:5432)
#   BENCH_DURATION=10s       length of each wrk case
#   BENCH_ONLY='dashboard|queue'  run only the cases whose name matches (an extended regex; the
#                            ceiling always runs), for measuring one change quickly
#   BENCH_SCALE=5            five times the learners (100 000) and what is theirs: enrolments,
#                            applications, progress, exam records, messages (the seed reads it)
set -euo pipefail
cd "$(dirname "$0")/.."
export BENCH_DIR="$PWD/bench"
BIN="$PWD/target/release/skillcert"
PORT="${BENCH_PORT:-18090}"
DURATION="${BENCH_DURATION:-10s}"
THREADS=2
CONNS=64
DATA="$(mktemp -d "${TMPDIR:-/tmp}/skillcert-bench.XXXXXX")"
OUT="$DATA/results.txt"
: > "$OUT"
export SKILLCERT_DATA_DIR="$DATA"
if [ "${BENCH_DB:-sqlite}" = postgres ]; then
  PG_ADMIN="postgres://postgres@127.0.0.1:5432/postgres"
  psql "$PG_ADMIN" -qc "DROP DATABASE IF EXISTS skillcert_bench" -c "CREATE DATABASE skillcert_bench" >/dev/null
  export SKILLCERT_DATABASE_URL="postgres://postgres@127.0.0.1:5432/skillcert_bench"
fi

echo "== seeding (${BENCH_DB:-sqlite}, scale ${BENCH_SCALE:-1})"
start=$(date +%s.%N)
"$BIN" seed --bench
seed_secs=$(echo "$(date +%s.%N) - $start" | bc)
if [ "${BENCH_DB:-sqlite}" = postgres ]; then
  # The cases measure a database in its steady state, not one still vacuuming and analysing the
  # half gigabyte the seed just wrote (autovacuum would share the two cores with the cases).
  # CHECKPOINT then writes the dirty pages out now, where the next timed checkpoint would write
  # them during the first cases.
  psql "$SKILLCERT_DATABASE_URL" -qc "VACUUM ANALYZE" -c "CHECKPOINT" >/dev/null
fi

"$BIN" serve --bind "127.0.0.1:$PORT" > "$DATA/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/healthz" >/dev/null && break; sleep 0.1; done
# The staff lists' first loads are measured once the server has read what it reads at start (the
# user directory, the distributors' dashboards): a viewer in those first seconds waits for them.
for _ in $(seq 600); do grep -q "dashboards are read" "$DATA/server.log" && break; sleep 0.1; done
grep -m1 "dashboards are read" "$DATA/server.log" | sed 's/\x1b\[[0-9;]*m//g; s/.*ms=\([0-9]*\).*/== read at start in \1 ms/' || true

export BENCH_TOKENS="$DATA/bench-tokens.txt"
INFO="$DATA/bench-info.json"
info() { python3 -c "import json,sys; print(json.load(open('$INFO'))$1)"; }
COURSES=$(info "['studyCourseIds']" | tr -d '[] ' )
FIRST=$(python3 -c "import json; print('|'.join('/api/v0/course/%d/section/%d/item/%d/progress' % tuple(t) for t in json.load(open('$INFO'))['firstItems']))")
SECTIONS=$(echo "$COURSES" | tr ',' '\n' | sed 's|.*|/api/v0/course/&/section|' | paste -sd'|')

# A day relative to today in China time, as the server counts days (the dashboards' periods).
china_day() { date -u -d "+8 hours $1 days" +%F; }

rss() { awk '/VmRSS/ {print $2}' "/proc/$SERVER/status"; }

wanted() { [ -z "${BENCH_ONLY:-}" ] || [[ $1 == ceiling* ]] || echo "$1" | grep -Eq "$BENCH_ONLY"; }

# Before a GET case is measured, each of its paths is opened once, as its first viewer would
# (an administrator's token, or the first learner's): the slowest of those first loads is shown
# as "first ms", and wrk then measures the steady state. (wrk corrects for coordinated omission:
# one 200 ms cold load would otherwise count as some 50 slow samples on every connection.)
first_ms() { # paths [extra env]
  local token="" p
  [[ ${2:-} == *BENCH_TOKEN=* ]] && token=${2##*BENCH_TOKEN=}
  [[ ${2:-} == *BENCH_ANON=1* ]] || [ -n "$token" ] || token=$(awk 'NR == 1 {print $3}' "$BENCH_TOKENS")
  IFS='|' read -ra ps <<< "$1"
  for p in "${ps[@]}"; do
    curl -s -o /dev/null -w '%{time_total}\n' ${token:+-H "Authorization: Bearer $token"} "http://127.0.0.1:$PORT$p"
  done | awk '$1 > max {max = $1} END {printf "%.1f", max * 1000}'
}

case_() { # name script paths [extra env]
  local name=$1 script=$2 paths=$3
  wanted "$name" || return 0
  echo "== $name"
  local line first=null
  [ "$script" = get.lua ] && first=$(first_ms "$paths" "${4:-}")
  line=$(BENCH_PATHS="$paths" ${4:-} wrk -t$THREADS -c$CONNS -d"$DURATION" --timeout 5s -s "$BENCH_DIR/wrk/$script" "http://127.0.0.1:$PORT" | grep '^BENCH ' | sed 's/^BENCH //')
  echo "$name|${line%\}},\"first_ms\":$first,\"rss_kb\":$(rss)}" >> "$OUT"
}

case_ "ceiling (/healthz)" get.lua "/healthz" "env BENCH_ANON=1"
case_ "login (Argon2)" login.lua "/api/v0/user/login"
case_ "unread count" get.lua "/api/v0/announcement/unread"
case_ "message list" get.lua "/api/v0/announcement?page=0&size=10"
case_ "course list" get.lua "/api/v0/course?page=0&size=20"
case_ "exam list" get.lua "/api/v0/exam?page=0&size=10"
case_ "exam records" get.lua "/api/v0/exam/record?page=0&size=10"
case_ "course outline" get.lua "$SECTIONS"
case_ "progress save" progress.lua "$FIRST"
case_ "study heartbeat" heartbeat.lua "" "env BENCH_STUDY=$DATA/bench-study.txt BENCH_THREADS=$THREADS"
QUEUE=/api/v0/reviewer/material
case_ "reviewer queue" get.lua "$QUEUE?page=0&size=10|$QUEUE?reviewedResult=pending&page=0&size=10|$QUEUE?courseName=01&paymentCompleted=false&page=3&size=10" "env BENCH_TOKEN=$(info "['adminToken']")"
USERS=/api/v0/admin/user
case_ "admin user search" get.lua "$USERS?page=0&size=100|$USERS?phone=0001&page=0&size=100|$USERS?username=BENCH123&page=0&size=100|$USERS?email=example&page=2&size=20" "env BENCH_TOKEN=$(info "['adminToken']")"
PROGRESS=/api/v0/admin/progress
FIRST_COURSE=${COURSES%%,*}
DEALER=/api/v0/admin/distributor/$(info "['distributorId']")
case_ "distributor dashboard" get.lua "$DEALER/dashboard|$DEALER/dashboard?from=$(china_day -89)&to=$(china_day 0)|$DEALER/dashboard?from=$(china_day -6)&to=$(china_day 0)|$DEALER/learner?page=0&size=20" "env BENCH_TOKEN=$(info "['adminToken']")"
case_ "learning progress" get.lua "$PROGRESS?courseId=$FIRST_COURSE&page=0&size=20|$PROGRESS?courseId=$FIRST_COURSE&status=4&page=2&size=20|$PROGRESS?courseId=$FIRST_COURSE&q=bench001&page=0&size=20" "env BENCH_TOKEN=$(info "['adminToken']")"

# The first viewer after a change (issue 32 item 4): a learner registers (a new account for the
# user search, the distributors' tallies), then the first request of each staff list is timed.
AFTER=""
if wanted "after a change"; then
  echo "== first loads after an account is created"
  curl -sf -o /dev/null -H 'Content-Type: application/json' \
    -d '{"username":"benchafter","phone":"13999999901","email":"benchafter@example.cn","password":"abcde12345"}' \
    "http://127.0.0.1:$PORT/api/v0/user/register"
  ADMIN_ENV="env BENCH_TOKEN=$(info "['adminToken']")"
  AFTER="$(first_ms "$USERS?page=0&size=100|$USERS?username=benchafter&page=0&size=100" "$ADMIN_ENV") \
$(first_ms "$QUEUE?page=0&size=10|$QUEUE?reviewedResult=pending&page=0&size=10" "$ADMIN_ENV") \
$(first_ms "$DEALER/dashboard|$DEALER/learner?page=0&size=20" "$ADMIN_ENV")"
fi

echo "== exam session: 500 learners start, autosave 3 times, submit"
EXAM=$(info "['sessionExamId']")
QIDS=$(info "['sessionQuestionIds']" | tr -d '[] ')
for phase in start answers answers answers submit; do
  wanted "exam session" || break
  line=$(BENCH_PHASE=$phase BENCH_EXAM=$EXAM BENCH_QIDS=$QIDS BENCH_LEARNERS=500 BENCH_THREADS=$THREADS \
    wrk -t$THREADS -c$CONNS -d5s --timeout 5s -s "$BENCH_DIR/wrk/exam_phase.lua" "http://127.0.0.1:$PORT" | grep '^BENCH ' | sed 's/^BENCH //')
  echo "exam session: $phase|${line%\}},\"rss_kb\":$(rss)}" >> "$OUT"
done

echo "== question import: a workbook of 2 000 questions read (preview) and imported"
IMPORT=""
if wanted "question import"; then
  TOKEN=$(info "['adminToken']")
  FILE_ID=$(curl -sf -H "Authorization: Bearer $TOKEN" -F "file=@$DATA/bench-import.xlsx" \
    "http://127.0.0.1:$PORT/api/v0/file/upload?source=question-import" | python3 -c "import json,sys; print(json.load(sys.stdin)['data']['id'])")
  timed() { curl -s -o "$DATA/import-$1.json" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
    -H 'Content-Type: application/json' -d "{\"fileId\":$FILE_ID}" "http://127.0.0.1:$PORT/api/v0/admin/question/$2"; }
  preview_s=$(timed preview import/preview)
  import_s=$(timed commit import)
  imported=$(python3 -c "import json; print(json.load(open('$DATA/import-commit.json'))['data']['imported'])")
  IMPORT="$preview_s $import_s $imported"
fi

echo "== learner import: a workbook of 5 000 learners read (preview) and imported into a course, enrolled"
LEARNERS=""
if wanted "learner import"; then
  TOKEN=$(info "['adminToken']")
  COURSE=$(info "['studyCourseIds'][0]")
  FILE_ID=$(curl -sf -H "Authorization: Bearer $TOKEN" -F "file=@$DATA/bench-learners.xlsx" \
    "http://127.0.0.1:$PORT/api/v0/file/upload?source=learner-import" | python3 -c "import json,sys; print(json.load(sys.stdin)['data']['id'])")
  timed() { curl -s -o "$DATA/learners-$1.json" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
    -H 'Content-Type: application/json' -d "{\"fileId\":$FILE_ID,\"courseId\":$COURSE,\"status\":4,\"delivery\":\"sheet\"}" \
    "http://127.0.0.1:$PORT/api/v0/admin/learner-import$2"; }
  preview_s=$(timed preview /preview)
  import_s=$(timed commit "")
  made=$(python3 -c "import json; print(json.load(open('$DATA/learners-commit.json'))['data']['import']['createdCount'])")
  LEARNERS="$preview_s $import_s $made"
fi

echo "== exam analysis: the item analysis of the exam with the most graded attempts"
ANALYSIS=""
if wanted "exam analysis"; then
  TOKEN=$(info "['adminToken']")
  MOST="SELECT exam_id, COUNT(*) FROM exam_records WHERE reviewed = TRUE AND submitted_at IS NOT NULL GROUP BY exam_id ORDER BY 2 DESC LIMIT 1"
  if [ "${BENCH_DB:-sqlite}" = postgres ]; then
    read -r AEXAM _ <<< "$(psql "$SKILLCERT_DATABASE_URL" -Atc "$MOST" | tr '|' ' ')"
  else
    read -r AEXAM _ <<< "$(python3 -c "import sqlite3; print(*sqlite3.connect('$DATA/skillcert.db').execute(\"$MOST\").fetchone())")"
  fi
  secs=$(curl -s -o "$DATA/analysis.json" -w '%{time_total}' -H "Authorization: Bearer $TOKEN" \
    "http://127.0.0.1:$PORT/api/v0/admin/exam/$AEXAM/analysis")
  analysed=$(python3 -c "import json; print(json.load(open('$DATA/analysis.json'))['data']['summary']['attempts'])")
  ANALYSIS="$secs $analysed"
fi

echo "== lighthouse: the learner pages on a phone (mobile profile: slow 4G, 4x slower CPU)"
LIGHTHOUSE=""
if wanted "lighthouse"; then
  LIGHTHOUSE="$DATA/lighthouse.json"
  LH_DIR="$PWD/target/lighthouse"
  [ -d "$LH_DIR/node_modules/lighthouse" ] || npm install --prefix "$LH_DIR" --no-audit --no-fund --silent lighthouse@12.8.2
  # Its own server on the demo data (a video lesson, an open exam, courses to apply to), SQLite.
  LH_DATA="$DATA/lighthouse-data"
  mkdir -p "$LH_DATA"
  LH_PORT=$((PORT + 1))
  (
    export SKILLCERT_DATA_DIR="$LH_DATA"
    unset SKILLCERT_DATABASE_URL
    "$BIN" seed --demo > "$LH_DATA/seed.log" 2>&1
    "$BIN" serve --bind "127.0.0.1:$LH_PORT" > "$LH_DATA/server.log" 2>&1 &
    LH_SERVER=$!
    for _ in $(seq 100); do curl -sf "http://127.0.0.1:$LH_PORT/healthz" >/dev/null && break; sleep 0.1; done
    LIGHTHOUSE_DIR="$LH_DIR" SKILLCERT_BIN="$BIN" node bench/lighthouse.mjs "http://127.0.0.1:$LH_PORT" "$LIGHTHOUSE" \
      || { kill $LH_SERVER; exit 1; }
    kill $LH_SERVER
    wait $LH_SERVER 2>/dev/null || true
  )
fi

if [ "${BENCH_DB:-sqlite}" = postgres ]; then
  counts=$(psql "$SKILLCERT_DATABASE_URL" -Atc "SELECT COUNT(*), COUNT(DISTINCT user_id) FROM exam_records WHERE exam_id=$EXAM AND submitted_at IS NOT NULL" | tr '|' ' ')
  db_bytes=$(psql "$SKILLCERT_DATABASE_URL" -Atc "SELECT pg_database_size(current_database())")
else
  counts=$(python3 -c "import sqlite3; c=sqlite3.connect('$DATA/skillcert.db'); print(*c.execute('SELECT COUNT(*), COUNT(DISTINCT user_id) FROM exam_records WHERE exam_id=? AND submitted_at IS NOT NULL', ($EXAM,)).fetchone())")
  db_bytes=$(cat "$DATA"/skillcert.db* | wc -c)
fi
rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$SERVER/status")

python3 "$BENCH_DIR/report.py" "$OUT" --seed-secs "$seed_secs" --submitted "$counts" \
  --rss-kb "$rss_kb" --db-bytes "$db_bytes" --import "$IMPORT" --learners "$LEARNERS" --analysis "$ANALYSIS" --after-change "$AFTER" --lighthouse "$LIGHTHOUSE" --dist "$PWD/web/dist" --db "${BENCH_DB:-sqlite}" --scale "${BENCH_SCALE:-1}" --json "$BENCH_DIR/last.json"
