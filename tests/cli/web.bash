# Helpers for the tests of `deduce serve` (sourced after lib.bash): a server on a free port.
#   start_server [serve options...]   starts it; sets URL (http://127.0.0.1:PORT) and SERVER_PID
#   stop_server                       Ctrl-C; sets SERVER_RC to its exit status
SERVER_PID=""
start_server() {
  SERVER_LOG=$(mktemp)
  "$D" serve --port 0 "$@" 2>"$SERVER_LOG" &
  SERVER_PID=$!
  URL=""
  for _ in $(seq 200); do
    URL=$(sed -n 's|^listening on \(http://[^ ]*\)/$|\1|p' "$SERVER_LOG")
    [ -n "$URL" ] && return 0
    sleep 0.05
  done
  echo "FAIL: the server did not start:"; cat "$SERVER_LOG"; exit 1
}
stop_server() {
  [ -n "$SERVER_PID" ] || return 0
  kill -INT "$SERVER_PID" 2>/dev/null
  wait "$SERVER_PID"; SERVER_RC=$?
  SERVER_PID=""
  rm -f "$SERVER_LOG"
}
# The query string a=1&b as CLI options --a=1 --b (printed one per line).
query_args() {
  local IFS='&' kv
  for kv in $1; do [ -n "$kv" ] && echo "--$kv"; done
}
# JSON lines without the measured times, which differ between two runs.
untimed() { sed -E 's/,?"[a-z_]*_ms":[0-9.e+-]+//g'; }
