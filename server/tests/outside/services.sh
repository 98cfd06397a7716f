# Sourced by the scripts that need a service beside cargo (s3.sh, deploy.sh).
#
# `service_missing WHAT VAR REASON`: a service the stage expects is missing. The stage fails with the
# reason, unless VAR=1 says to skip it, which it then prints as SKIPPED (make test expects every
# service; a skip is always visible).
#
# `start_moto` installs moto[server] (from PyPI, into target/moto-venv) when missing, starts it on a
# free port of 127.0.0.1 and sets MOTO_ENDPOINT and MOTO_PID; `stop_moto` stops it. On failure it
# calls the caller's `skip REASON`.

service_missing() {
  if [ "${!2:-}" = 1 ]; then
    echo "== $1 SKIPPED ($2=1): $3"
    exit 0
  fi
  echo "== $1 FAILED to start: $3 ($2=1 skips it)"
  exit 1
}

MOTO_VENV=target/moto-venv
MOTO_VERSION=5.2.5

start_moto() {
  if [ ! -x "$MOTO_VENV/bin/moto_server" ]; then
    echo "== installing moto[server]==$MOTO_VERSION into $MOTO_VENV"
    rm -rf "$MOTO_VENV"
    python3 -m venv "$MOTO_VENV" >/dev/null 2>&1 || { skip "python3 -m venv failed (is python3-venv installed?)"; return 1; }
    "$MOTO_VENV/bin/pip" install -q "moto[server]==$MOTO_VERSION" >"$MOTO_VENV.log" 2>&1 \
      || { tail -3 "$MOTO_VENV.log" | cut -c1-300; rm -rf "$MOTO_VENV"; skip "could not install moto[server] from PyPI (log above)"; return 1; }
  fi
  local port
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  MOTO_LOG="$(mktemp)"
  "$MOTO_VENV/bin/moto_server" -H 127.0.0.1 -p "$port" >"$MOTO_LOG" 2>&1 &
  MOTO_PID=$!
  MOTO_ENDPOINT="http://127.0.0.1:$port"
  for _ in $(seq 100); do
    curl -sf "$MOTO_ENDPOINT/moto-api/" >/dev/null 2>&1 && return 0
    kill -0 "$MOTO_PID" 2>/dev/null || { tail -5 "$MOTO_LOG"; skip "moto_server exited at start-up (log above)"; return 1; }
    sleep 0.1
  done
  tail -5 "$MOTO_LOG"
  skip "moto_server did not answer on $MOTO_ENDPOINT within 10 s"
}

stop_moto() {
  [ -n "${MOTO_PID:-}" ] || return 0
  kill -TERM "$MOTO_PID" 2>/dev/null
  wait "$MOTO_PID" 2>/dev/null
  rm -f "$MOTO_LOG"
}
