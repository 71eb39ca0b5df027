#!/usr/bin/env bash
# A load test of `deduce serve`: 400 requests (mixed genres, good and malformed puzzles, a
# limit-hitting count) from 8 concurrent clients on localhost. Every answer must be the expected
# one (no 5xx, no dropped connection), the server must still run, and its memory (VmRSS from
# /proc) must stay bounded: little growth between the first 80 requests and the last 320.
source "$(dirname "$0")/lib.bash"
source "$(dirname "$0")/web.bash"
command -v curl >/dev/null || { echo "SKIP: curl is not installed (scripts/deps.sh installs it)"; exit 0; }
T=$(mktemp -d)
trap 'stop_server; rm -rf "$T"' EXIT
cd "$SRC" || exit 1
start_server --solves 4 --time-limit 1
rss() { sed -n 's/^VmRSS:[[:space:]]*\([0-9]*\) kB/\1/p' "/proc/$SERVER_PID/status"; }

printf '12x.\n' >"$T/bad"
# one request per line: WANTED-STATUS METHOD-PATH BODY-FILE
requests() {
  for i in $(seq "$1"); do
    case $((i % 8)) in
      0) echo "200 solve/sudoku?max-solutions=2 data/sudoku/17clue.txt" ;;
      1) echo "200 solve/hashi data/hashi/sample.grid" ;;
      2) echo "200 solve/battleship data/battleship/fig4_1_clued.txt" ;;
      3) echo "200 solve/queens?n=$((8 + i % 20)) /dev/null" ;;
      4) echo "400 solve/latin $T/bad" ;;
      5) echo "200 solve/zebra data/zebra/einstein-1962.txt" ;;
      6) echo "200 count/queens?n=20&time-limit=0.05 /dev/null" ;;
      7) echo "200 solve/circuit data/circuit/board5.txt" ;;
    esac
  done
}
fire() {  # fire N: N requests from 8 clients; prints one line per request: WANTED GOT
  requests "$1" | xargs -P 8 -L 1 sh -c \
    'echo "$0 $(curl -s -o /dev/null -w "%{http_code}" -H "Content-Type: text/plain" --data-binary @"$2" "'"$URL"'/api/$1")"'
}
fire 80 >"$T/warm"
before=$(rss)
fire 320 >"$T/load"
after=$(rss)
cat "$T/warm" "$T/load" >"$T/all"
expect_out "400 answers" "400" wc -l <"$T/all"
expect_out "every answer as expected" "0 wrong" awk '$1 != $2 {w++} END {print w + 0 " wrong"}' "$T/all"
expect_out "the server still runs" "alive" sh -c "kill -0 $SERVER_PID && echo alive"
echo "VmRSS: $before kB after 80 requests, $after kB after 400"
if grep -qa __asan_init "$D"; then  # an ASan build (g++ links libasan.so, clang links it in)
  # AddressSanitizer keeps freed memory in quarantine (256 MB) to catch uses after free
  echo "note: AddressSanitizer build: the memory bound is not checked"
else
  checks=$((checks + 1))
  if [ -z "$after" ] || [ "$after" -gt 262144 ] || [ $((after - before)) -gt 32768 ]; then
    echo "FAIL: memory not bounded: VmRSS $before kB -> $after kB"; fails=$((fails + 1))
  fi
fi
stop_server
expect_out "Ctrl-C after the load: exit status 0" "rc=0" echo "rc=$SERVER_RC"
finish
