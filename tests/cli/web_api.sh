#!/usr/bin/env bash
# `deduce serve`'s JSON API (docs/web.md) against the command line: for every genre the same
# answers as `deduce <command> <genre> --json` (good and malformed input), 413 for a body over the
# cap, a slow run stopped by its time limit; usage errors, the cap on concurrent runs, Ctrl-C.
source "$(dirname "$0")/lib.bash"
source "$(dirname "$0")/web.bash"
command -v curl >/dev/null || { echo "SKIP: curl is not installed (scripts/deps.sh installs it)"; exit 0; }
T=$(mktemp -d)
trap 'stop_server; rm -rf "$T"' EXIT
cd "$SRC" || exit 1
start_server --time-limit 3 --max-body 65536

# api COMMAND GENRE QUERY FILE: the answer in $T/api, the HTTP status in $code, X-Deduce-Exit in $xexit
api() {
  code=$(curl -s -D "$T/head" -o "$T/api" -w '%{http_code}' -H 'Content-Type: text/plain' \
    --data-binary @"$4" "$URL/api/$1/$2?$3")
  xexit=$(sed -n 's/^X-Deduce-Exit: \([0-9]*\).*/\1/p' "$T/head")
}
# same "desc" CODE COMMAND GENRE QUERY FILE: the API answers CODE and the JSON lines the CLI
# prints for the same input (read from stdin) and options, and the CLI's exit status.
same() {
  local desc=$1 want=$2 cmd=$3 genre=$4 query=$5 file=$6
  api "$cmd" "$genre" "$query" "$file"
  mapfile -t args < <(query_args "$query")
  local input=(-)
  [ "$file" = /dev/null ] && input=()
  "$D" "$cmd" "$genre" --json "${args[@]}" "${input[@]}" <"$file" >"$T/cli" 2>/dev/null
  local rc=$?
  checks=$((checks + 1))
  if [ "$code" != "$want" ] || [ "$xexit" != "$rc" ] || ! cmp -s <(untimed <"$T/api") <(untimed <"$T/cli"); then
    echo "FAIL: $desc: HTTP $code (want $want), X-Deduce-Exit $xexit (CLI $rc)"
    diff <(untimed <"$T/api") <(untimed <"$T/cli") | head -6
    fails=$((fails + 1))
  fi
}
# status "desc" CODE "substring" COMMAND GENRE QUERY FILE
status() {
  local desc=$1 want=$2 sub=$3
  api "$4" "$5" "$6" "$7"
  checks=$((checks + 1))
  if [ "$code" != "$want" ] || ! grep -qF -- "$sub" "$T/api"; then
    echo "FAIL: $desc: HTTP $code (want $want), expected '$sub' in:"; head -c 400 "$T/api"; echo
    fails=$((fails + 1))
  fi
}
put() { printf "$1" >"$T/$2"; }

# ---- good input: the CLI's answers ----
N=/dev/null
same "queens" 200 solve queens "n=8" $N
same "queens dlx count" 200 count queens "n=6&engine=dlx" $N
same "exactcover" 200 solve exactcover "" data/exactcover/knuth.dlx
same "langford" 200 count langford "n=7" $N
same "pentomino" 200 solve pentomino "" $N
same "sudoku, uniqueness" 200 solve sudoku "max-solutions=2" data/sudoku/17clue.txt
same "sudoku 6x6 cp" 200 solve sudoku "box=2x3&engine=cp&strategy=S3" data/sudoku/6x6.txt
same "sudoku explain" 200 explain sudoku "" data/sudoku/6x6.txt
same "sudoku rate" 200 rate sudoku "" data/sudoku/17clue.txt
same "sudoku generate" 200 generate sudoku "seed=3&number=2" $N
same "latin" 200 solve latin "" data/latin/completion.txt
same "magic" 200 solve magic "n=4" $N
same "enigma1225" 200 solve enigma1225 "n=6" $N
same "zebra" 200 solve zebra "" data/zebra/einstein-1962.txt
same "zebra generate" 200 generate zebra "houses=4&attributes=4&seed=2" $N
same "hashi" 200 solve hashi "max-solutions=2" data/hashi/sample.grid
same "hashi sat" 200 solve hashi "engine=sat" data/hashi/sample.grid
same "battleship" 200 solve battleship "" data/battleship/fig4_1_clued.txt
same "battleship generate" 200 generate battleship "rows=8&seed=5" $N
same "circuit" 200 solve circuit "" data/circuit/board5.txt
same "circuit path" 200 solve circuit "path=0,0:4,4" data/circuit/board5.txt
same "circuit generate" 200 generate circuit "size=6" $N
same "stats flag" 200 count sudoku "stats&box=2x3" data/sudoku/6x6.txt

# ---- malformed input: 400 and the CLI's error records (file <stdin>, line, col) ----
put '12x.\n' bad1; put 'color: red\nfoo bar\n' bad2; put '4.x\n' bad3; put 'rows 1 2\n' bad4; put 'o o x\n' bad5
put '# comment\n.........1\n' bad6
same "sudoku bad" 400 solve sudoku "" "$T/bad6"
same "latin bad" 400 solve latin "" "$T/bad1"
same "zebra bad" 400 solve zebra "" "$T/bad2"
same "hashi bad" 400 solve hashi "" "$T/bad3"
same "battleship bad" 400 solve battleship "" "$T/bad4"
same "circuit bad" 400 solve circuit "" "$T/bad5"
same "exactcover bad" 400 solve exactcover "" data/exactcover/bad.dlx
status "sudoku bad: line:col" 400 '"line":2,"col":' solve sudoku "" "$T/bad6"
# genres whose instance is given by options: the CLI's usage message
status "queens bad n" 400 "option --n needs an integer, got 'abc'" solve queens "n=abc" $N
status "langford bad n" 400 "option --n must be between 1 and 200, got 0" count langford "n=0" $N
status "pentomino bad" 400 "must have 60 cells" solve pentomino "rows=7" $N
status "magic bad" 400 "option --n" solve magic "n=-2" $N
status "enigma1225 bad" 400 "option --n" solve enigma1225 "n=x" $N
status "unknown engine" 400 "has no engine 'nope'" solve sudoku "engine=nope" data/sudoku/6x6.txt
status "unknown option" 400 "unknown option --bogus" solve sudoku "bogus=1" data/sudoku/6x6.txt
status "flag with a value" 400 "is a flag" solve sudoku "diagonal=maybe" data/sudoku/6x6.txt
status "threads refused" 400 "--threads is not offered" count queens "n=8&threads=2" $N
status "help refused" 400 "--help is not offered" solve queens "help" $N
status "generate cap" 400 "--number must be at most" generate sudoku "number=1000" $N
status "generator size cap" 400 "--size must be at most" generate circuit "size=40" $N
status "unknown genre" 404 "unknown genre 'chess'" solve chess "" $N
status "unsupported command" 404 "does not support 'explain'" explain queens "" $N
status "unknown command" 404 "unknown command" frobnicate sudoku "" $N
status "check is the CLI's" 404 "command 'check' is not offered by the server" check hashi "" "$SRC/data/hashi/sample.grid"

# ---- oversized bodies: 413 for every genre ----
head -c 70000 /dev/zero | tr '\0' '.' >"$T/big"
for g in queens exactcover langford pentomino sudoku latin magic enigma1225 zebra hashi battleship circuit; do
  status "$g oversized" 413 "larger than 65536 bytes" solve "$g" "" "$T/big"
done

# ---- slow runs: stopped by the time limit a request asks for (or the server's cap) ----
awk 'BEGIN{n=30; for(i=1;i<=n;i++) printf "i%d ", i; print ""; for(i=1;i<=n;i++){print "i" i; for(j=i+1;j<=n;j++) print "i" i " i" j}}' >"$T/pairs.dlx"
printf '%081d\n' 0 >"$T/empty9"
grep -v '^[#?]' data/zebra/einstein-1962.txt | head -6 >"$T/zopen"
printf 'rows ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?\ncols ? ? ? ? ? ? ? ? ? ? ? ? ? ? ?\n' >"$T/bs"
awk 'BEGIN{for(r=0;r<15;r++){s="";for(c=0;c<15;c++) s=s (((r%2==0)&&(c%2==0))?"4":"."); print s}}' >"$T/hashi"
awk 'BEGIN{for(r=0;r<8;r++){s="";for(c=0;c<8;c++) s=s (c?" ":"") "o"; print s; if(r<7) print ""}}' >"$T/circ"
slow() {
  local desc=$1 cmd=$2 genre=$3 query=$4 file=$5 max=$6
  local t0; t0=$(date +%s%N)
  api "$cmd" "$genre" "$query" "$file"
  local ms=$((($(date +%s%N) - t0) / 1000000))
  checks=$((checks + 1))
  if [ "$code" != 200 ] || [ "$xexit" != 3 ] || ! grep -q '"status":"limit"' "$T/api" || [ "$ms" -gt "$max" ]; then
    echo "FAIL: $desc: HTTP $code, exit $xexit, $ms ms (at most $max):"; head -c 300 "$T/api"; echo
    fails=$((fails + 1))
  fi
}
slow "queens slow" count queens "n=16&time-limit=0.3" $N 2000
slow "exactcover slow" count exactcover "time-limit=0.3" "$T/pairs.dlx" 2000
slow "langford slow" count langford "n=16&time-limit=0.3" $N 2000
slow "pentomino slow" count pentomino "time-limit=0.3" $N 2000
slow "sudoku slow" count sudoku "time-limit=0.3" "$T/empty9" 2000
slow "latin slow" count latin "n=7&time-limit=0.3" $N 2000
slow "magic slow" count magic "n=5&time-limit=0.3" $N 2000
slow "enigma1225 slow" solve enigma1225 "n=12&model=basic&time-limit=0.3" $N 2000
slow "zebra slow" count zebra "time-limit=0.3" "$T/zopen" 2000
slow "hashi slow" count hashi "time-limit=0.3" "$T/hashi" 2000
slow "battleship slow" count battleship "time-limit=0.3" "$T/bs" 2000
slow "circuit slow" count circuit "time-limit=0.3" "$T/circ" 2000
# a request may not lift the server's cap (3 s)
slow "time limit capped" count queens "n=16&time-limit=100" $N 5000
expect_out "capped at the server's limit" '"time_ms":3' cat "$T/api"

# ---- the genre lists ----
expect_out "GET /api/genres" "$("$D" genres | awk '/^[a-z]/{printf "%s\"%s\"", (n++ ? "," : "["), $1} END{print "]"}')" \
  curl -s "$URL/api/genres"
expect_out "GET /api/info" '"name":"sudoku","summary":' curl -s "$URL/api/info"
expect_out "the page" '<title>deduce' curl -s "$URL/"
expect_out "404" '"message":"not found"' curl -s "$URL/nothing-here"
expect_out "405" "HTTP/1.1 405" curl -s -i -X PUT "$URL/api/solve/queens?n=5"
expect_out "405 message" '"message":"method PUT is not served (GET, HEAD and POST are)"' curl -s -X PUT "$URL/api/solve/queens?n=5"
# other sites: a foreign Origin (a page elsewhere) or Host (DNS rebinding) gets 403
expect_out "foreign Origin" "403" curl -s -o /dev/null -w '%{http_code}' -H 'Origin: http://evil.example' "$URL/api/solve/queens?n=8"
expect_out "foreign Host" "403" curl -s -o /dev/null -w '%{http_code}' -H 'Host: evil.example:80' "$URL/api/genres"
expect_out "own Origin" "200" curl -s -o /dev/null -w '%{http_code}' -H "Origin: $URL" "$URL/api/solve/queens?n=8"
expect_out "localhost" "200" curl -s -o /dev/null -w '%{http_code}' -H "Host: localhost:${URL##*:}" "$URL/api/genres"
# a form-encoded body (curl's default) is puzzle text all the same
expect_out "form-encoded body" '"status":"solved"' curl -s --data-binary @data/sudoku/6x6.txt "$URL/api/solve/sudoku"
expect_out "text format" "$("$D" solve sudoku --format grid - <data/sudoku/6x6.txt | head -1)" \
  curl -s -H 'Content-Type: text/plain' --data-binary @data/sudoku/6x6.txt "$URL/api/solve/sudoku?format=grid"
# pictures: --format svg and render answer the CLI's SVG, as image/svg+xml
svg() {  # svg "desc" COMMAND GENRE QUERY FILE
  local desc=$1 cmd=$2 genre=$3 query=$4 file=$5
  api "$cmd" "$genre" "$query" "$file"
  mapfile -t args < <(query_args "$query")
  "$D" "$cmd" "$genre" "${args[@]}" - <"$file" >"$T/cli" 2>/dev/null
  checks=$((checks + 1))
  if [ "$code" != 200 ] || ! grep -qi '^Content-Type: image/svg+xml' "$T/head" || ! cmp -s "$T/api" "$T/cli" ||
    ! grep -q '<svg' "$T/api"; then
    echo "FAIL: $desc: HTTP $code, not the CLI's SVG"; head -c 300 "$T/api"; echo
    fails=$((fails + 1))
  fi
}
svg "sudoku svg" solve sudoku "format=svg" data/sudoku/6x6.txt
svg "hashi svg" solve hashi "format=svg" data/hashi/sample.grid
svg "battleship svg" solve battleship "format=svg" data/battleship/fig4_1_clued.txt
svg "circuit svg" solve circuit "format=svg" data/circuit/board5.txt
svg "zebra svg" solve zebra "format=svg" data/zebra/einstein-1962.txt
svg "sudoku render" render sudoku "" data/sudoku/17clue.txt
status "no files written" 400 "--output is not offered" solve sudoku "format=svg&output=/tmp/x" data/sudoku/6x6.txt
stop_server
expect_out "Ctrl-C: exit status 0" "rc=0" echo "rc=$SERVER_RC"

# ---- the cap on concurrent runs: one run at once, a second request waits 0.2 s, then 503 ----
start_server --solves 1 --queue-wait 0.2 --time-limit 2
curl -s "$URL/api/count/queens?n=16" >"$T/first" &
first=$!
sleep 0.4
expect_out "busy: 503" "503" curl -s -o /dev/null -w '%{http_code}' "$URL/api/solve/queens?n=8"
# Ctrl-C during a run: the run stops at once, its client still gets its answer, exit status 0
stop_server
wait $first
expect_out "stopped run answered" '"status":"limit"' cat "$T/first"
expect_out "Ctrl-C during a run: exit status 0" "rc=0" echo "rc=$SERVER_RC"
finish
