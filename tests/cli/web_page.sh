#!/usr/bin/env bash
# The page of `deduce serve` in headless Chromium, driven through chromedriver's W3C WebDriver
# protocol with curl: load the page, enter a Sudoku (typed into the text, one cell set by clicking
# the grid editor), press solve, find the solved grid in the page, check uniqueness, save a
# screenshot (web-page.png next to the deduce binary); click-editing of Hashi and Battleship.
# Skipped (with a message) when chromium, chromedriver or curl is missing.
source "$(dirname "$0")/lib.bash"
source "$(dirname "$0")/web.bash"
for tool in chromium chromedriver curl; do
  command -v $tool >/dev/null || { echo "SKIP: $tool is not installed (scripts/deps.sh installs it)"; exit 0; }
done
T=$(mktemp -d)
DRIVER_PID=""
SESSION=""
cleanup() {
  [ -n "$SESSION" ] && curl -s -X DELETE "$WD/session/$SESSION" >/dev/null
  [ -n "$DRIVER_PID" ] && kill "$DRIVER_PID" 2>/dev/null
  stop_server
  rm -rf "$T"
}
trap cleanup EXIT
start_server

chromedriver --port=0 >"$T/driver.log" 2>&1 &
DRIVER_PID=$!
WD=""
for _ in $(seq 100); do
  port=$(sed -n 's/.*started successfully on port \([0-9]*\).*/\1/p' "$T/driver.log")
  [ -n "$port" ] && WD="http://127.0.0.1:$port" && break
  sleep 0.1
done
[ -n "$WD" ] || { echo "FAIL: chromedriver did not start"; cat "$T/driver.log"; exit 1; }

# wd METHOD PATH [JSON]: a WebDriver command of the session; the answer on stdout
wd() { curl -s -X "$1" -H 'Content-Type: application/json' ${3:+--data-binary "$3"} "$WD/session/$SESSION$2"; }
# js 'SCRIPT': the value the script returns, as JSON
js() { wd POST /execute/sync "{\"script\":$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$/"/'),\"args\":[]}" |
  sed -n 's/^{"value":\(.*\)}$/\1/p'; }
element() { wd POST /element "{\"using\":\"css selector\",\"value\":\"${1//\"/\\\"}\"}" | sed -n 's/.*"element-6066-11e4-a52e-4f735466cecf":"\([^"]*\)".*/\1/p'; }
click() { wd POST "/element/$(element "$1")/click" '{}' >/dev/null; }
# waits until the result's data-status is set (not empty or "running"); prints it
wait_result() {
  local s=""
  for _ in $(seq 100); do
    s=$(js "return document.getElementById('result').dataset.status")
    [ -n "$s" ] && [ "$s" != '""' ] && [ "$s" != '"running"' ] && break
    sleep 0.1
  done
  echo "$s"
}
check() {  # check "desc" "want" "got"
  checks=$((checks + 1))
  [ "$2" = "$3" ] || { echo "FAIL: $1: expected $2, got $3"; fails=$((fails + 1)); }
}

caps='{"capabilities":{"alwaysMatch":{"browserName":"chrome","goog:chromeOptions":{"binary":"'$(command -v chromium)'",
  "args":["--headless","--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--window-size=1280,1000"]}}}}'
SESSION=$(curl -s -X POST -H 'Content-Type: application/json' --data-binary "$caps" "$WD/session" |
  sed -n 's/.*"sessionId":"\([^"]*\)".*/\1/p')
[ -n "$SESSION" ] || { echo "FAIL: no WebDriver session"; cat "$T/driver.log"; exit 1; }

# ---- Sudoku: type a puzzle, set its first given by clicking the editor, solve ----
puzzle='4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'
solution='417369825632158947958724316825437169791586432346912758289643571573291684164875293'
wd POST /url "{\"url\":\"$URL/?genre=sudoku\"}" >/dev/null
for _ in $(seq 50); do [ "$(js "return document.getElementById('genre').options.length")" -gt 0 ] 2>/dev/null && break; sleep 0.1; done
area=$(element '#puzzle')
wd POST "/element/$area/clear" '{}' >/dev/null
wd POST "/element/$area/value" "{\"text\":\".${puzzle:1}\"}" >/dev/null
for _ in 1 2 3 4; do click '#editor-grid td[data-cell="0"]'; done
check "four clicks on the first cell give 4" "\"$puzzle\"" "$(js "return document.getElementById('puzzle').value.trim()")"
click '#solve'
check "solve: status" '"solved"' "$(wait_result)"
wd GET /source >"$T/page.json"
checks=$((checks + 1))
grep -q "data-solution=\\\\\"$solution\\\\\"" "$T/page.json" || { echo "FAIL: the solution is not in the page"; fails=$((fails + 1)); }
# the picture: the genre's SVG (81 numbers) or, without one, the grid drawn by the page
check "the solved grid: 81 cells" true \
  "$(js "return document.querySelectorAll('#picture svg text').length >= 81 || document.querySelectorAll('#solution-grid td').length === 81")"
check "the text answer's first row" true \
  "$(js "return document.getElementById('answer').textContent.replace(/ /g, '').startsWith('417369825')")"
check "statistics shown" true "$(js "return document.querySelectorAll('#stats td').length > 0")"
wd GET /screenshot | sed -n 's/^{"value":"\(.*\)"}$/\1/p' | base64 -d >"$(dirname "$D")/web-page.png"
checks=$((checks + 1))
[ "$(head -c 4 "$(dirname "$D")/web-page.png" | tail -c 3)" = PNG ] || { echo "FAIL: no screenshot"; fails=$((fails + 1)); }
click '#unique'
check "check uniqueness" '"unique"' "$(wait_result)"
check "unique: the status line" '"unique solution"' "$(js "return document.getElementById('status-line').textContent")"

# ---- Hashi: a click puts an island on an empty cell ----
wd POST /url "{\"url\":\"$URL/?genre=hashi\"}" >/dev/null
for _ in $(seq 50); do [ "$(js "return !!document.getElementById('editor-grid')")" = true ] && break; sleep 0.1; done
click '#editor-grid td[data-cell="1"]'
check "hashi: click" '"416...3"' "$(js "return document.getElementById('puzzle').value.split('\\n')[0]")"
click '#solve'
check "hashi: solve the edited puzzle" '"unsolvable"' "$(wait_result)"

# ---- Battleship: a click marks water ----
wd POST /url "{\"url\":\"$URL/?genre=battleship\"}" >/dev/null
for _ in $(seq 50); do [ "$(js "return !!document.getElementById('editor-grid')")" = true ] && break; sleep 0.1; done
click '#editor-grid td[data-cell="1"]'
check "battleship: click" true \
  "$(js "return document.getElementById('puzzle').value.split('\\n').includes('.~...<....')")"
click '#solve'
check "battleship: solve" '"solved"' "$(wait_result)"
finish
