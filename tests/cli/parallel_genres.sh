# --threads in the CP genres (the same counts as one thread), the progress line (--progress, off
# when stderr is not a terminal and with --quiet), and stops that report a lower bound.
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
same() {  # same "description" cmd...: one thread and three threads print the same
  local desc="$1"; shift
  local one three
  one=$("$@" 2>&1); three=$("$@" --threads 3 2>&1)
  checks=$((checks + 1))
  if [ "$one" != "$three" ] || [ -z "$one" ]; then
    echo "FAIL: $desc: one thread '$one', three '$three': $*"; fails=$((fails + 1))
  fi
}
expect_out "sudoku 4x4 on 2 threads" "288" bash -c "echo ................ | '$D' count sudoku --threads 2 -"
expect_out "latin 5 on 2 threads" "161280" "$D" count latin --n 5 --threads 2
expect_out "magic 3 on every core" "8" "$D" count magic --n 3 --threads 0
same "latin completion" "$D" count latin data/latin/completion.txt
same "hashi, two solutions" "$D" count hashi data/hashi/ambiguous.grid
same "battleship without clues" "$D" count battleship data/battleship/fig4_1.txt
printf 'o o o o\n\no o o o\n\no o o o\n' >"$T/open.txt"
same "circuit, an open board" "$D" count circuit "$T/open.txt"
same "circuit path (branch and bound)" "$D" solve circuit --path 0,0:4,4 data/circuit/board5.txt
same "zebra" "$D" count zebra data/zebra/einstein-1962.txt
expect_json "enigma basic model on 2 threads" "180	solved" "total status" "$D" solve enigma1225 --n 6 --model basic --threads 2 --json
expect_exit "enigma: threads for the basic model only" 2 "$D" solve enigma1225 --n 6 --threads 2
expect_out "sudoku: --threads picks cp" "288" bash -c "echo ................ | '$D' count sudoku --threads 2 --stats -"
expect_exit "sudoku dlx does not split" 2 bash -c "echo ................ | '$D' count sudoku --engine dlx --threads 2 -"

# --all prints every solution once
out=$("$D" solve latin --n 4 --all --threads 3 --format line | sort -u | grep -c .)
checks=$((checks + 1))
[ "$out" = 576 ] || { echo "FAIL: latin 4 --all on 3 threads: $out distinct lines"; fails=$((fails + 1)); }

# the progress line: forced by --progress, the last state printed at the end
expect_out "--progress" "subproblems (100%), 352 solutions" "$D" count queens --n 9 --progress
expect_out "--progress, dlx" "subproblems (100%), 150 solutions" "$D" count langford --n 8 --progress
expect_out "--progress, grid cp" "subproblems (100%), 576 solutions" "$D" count latin --n 4 --progress
err=$("$D" count queens --n 9 2>&1 >/dev/null)
checks=$((checks + 1))
[ -z "$err" ] || { echo "FAIL: progress without a terminal: $err"; fails=$((fails + 1)); }
err=$("$D" count queens --n 9 --progress --quiet 2>&1 >/dev/null)
checks=$((checks + 1))
[ -z "$err" ] || { echo "FAIL: progress with --quiet: $err"; fails=$((fails + 1)); }
expect_exit "--progress where the engine does not split" 2 "$D" count queens --n 6 --engine sat --progress
expect_out "--progress keeps the count" "352" "$D" count queens --n 9 --progress

# a limit, and Ctrl-C, stop every worker: status limit (exit 3), the count so far a lower bound
expect_json "time limit on 2 threads" "limit" "status" "$D" count queens --n 16 --threads 2 --time-limit 0.3 --json
expect_exit "time limit exit status" 3 "$D" count latin --n 6 --threads 2 --time-limit 0.3
timeout --preserve-status -s INT 1 "$D" count queens --n 17 --threads 2 --json >"$T/int.json" 2>/dev/null
rc=$?
checks=$((checks + 1))
status=$("$J" status <"$T/int.json")
count=$("$J" stats.solutions <"$T/int.json")
if [ "$rc" != 3 ] || [ "$status" != limit ] || ! [ "${count:-0}" -gt 0 ]; then
  echo "FAIL: Ctrl-C on 2 threads: exit $rc, status '$status', count '$count'"; fails=$((fails + 1))
fi
finish
