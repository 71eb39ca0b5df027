# --engine sat and --engine mip on inputs far too big to finish: --time-limit stops them (exit 3,
# "limit reached", a count marked as a lower bound) and Ctrl-C ends them within a few seconds
# (exit 3), whether the engine is in CaDiCaL, the DPLL counter, CBC's search or building the
# model.
source "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
big=data/battleship/hard-30x20.txt
# the 10x10 boards of Tables A.1/A.2 (CM1 needs tens of seconds of CPU on each)
awk '/generate circuit --size 10 --seed 1$/ { p = 1; next } /^# deduce generate/ { p = 0 } p' data/paradigms/circuit-a1.txt >"$T/c10.txt"

# runs `$@` with --time-limit 1: exit 3 within 20 s (generous: a loaded CI machine)
limited() {
  local desc="$1" want="$2"; shift 2
  local start out rc
  start=$(date +%s)
  out=$("$@" --time-limit 1 2>&1 </dev/null)
  rc=$?
  checks=$((checks + 1))
  if [ "$rc" != 3 ] || [ $(($(date +%s) - start)) -gt 20 ] || [[ "$out" != *"$want"* ]]; then
    echo "FAIL: $desc: exit $rc after $(($(date +%s) - start)) s: $out" | head -5; fails=$((fails + 1))
  fi
}
limited "sat count, DPLL counter" "(limit reached: lower bound)" "$D" count latin --n 9 --engine sat
limited "sat solve, CaDiCaL" "limit reached" "$D" solve battleship --engine sat "$big"
limited "mip solve, CBC" "limit reached" "$D" solve battleship --engine mip "$big"
limited "mip solve, CBM" "limit reached" "$D" solve battleship --engine mip --model cbm "$big"
limited "mip solve, CM1 lazy rows" "limit reached" "$D" solve circuit --engine mip "$T/c10.txt"
limited "mip count, CM2" "(limit reached: lower bound)" "$D" count circuit --engine mip --model cm2 "$T/c10.txt"
# an empty 25x25 Sudoku: the time goes into the root LP, before CBC's first node event
printf '%.0s.' $(seq 625) >"$T/s25.txt"
limited "mip solve, root LP" "limit reached" "$D" solve sudoku --engine mip "$T/s25.txt"

# Ctrl-C two seconds in: exit 3 within 5 s of the signal
interrupted() {
  local desc="$1"; shift
  "$@" >/dev/null 2>&1 </dev/null &
  local pid=$! start
  sleep 2
  start=$(date +%s)
  kill -INT "$pid" 2>/dev/null
  wait "$pid"
  local rc=$?
  checks=$((checks + 1))
  if [ "$rc" != 3 ] || [ $(($(date +%s) - start)) -gt 5 ]; then
    echo "FAIL: Ctrl-C on $desc: exit $rc after $(($(date +%s) - start)) s"; fails=$((fails + 1))
  fi
}
interrupted "sat count" "$D" count latin --n 9 --engine sat
interrupted "sat solve" "$D" solve battleship --engine sat "$big"
interrupted "mip solve, GBM" "$D" solve battleship --engine mip "$big"
interrupted "mip solve, CBM" "$D" solve battleship --engine mip --model cbm "$big"
interrupted "mip solve, CM1" "$D" solve circuit --engine mip "$T/c10.txt"
# CBC counts no failures: --fail-limit with a mip engine is refused, not ignored
for g in "hashi data/hashi/sample.grid" "battleship data/battleship/fig4_1_clued.txt" "circuit data/circuit/sample.txt" \
  "zebra data/zebra/einstein-1962.txt"; do
  set -- $g
  expect_out "$1 mip refuses --fail-limit" "--fail-limit is not supported by engine mip" "$D" solve "$1" --engine mip --fail-limit 1 "$SRC/$2"
done
finish
