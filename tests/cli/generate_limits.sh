# End-to-end: every generator stops when asked (--time-limit and --node-limit over the whole
# run, Ctrl-C), keeps what it finished and exits 3; hopeless sizes are refused; the header of a
# generated file names the seed and options that reproduce it. Each run is bounded by `timeout`.
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# bounded "description" CODE SECONDS cmd...: exits CODE within SECONDS (timeout's 124 otherwise)
bounded() {
  local desc="$1" want="$2" secs="$3"; shift 3
  timeout "$secs" "$@" >"$T/out" 2>"$T/err" </dev/null
  local rc=$?
  checks=$((checks + 1))
  if [ "$rc" != "$want" ]; then
    echo "FAIL: $desc: exit $rc, expected $want within ${secs}s: $*"; head -3 "$T/err"; fails=$((fails + 1))
  fi
}
# interrupted "description" cmd...: Ctrl-C after a second stops it with exit 3 within 10 s
interrupted() {
  local desc="$1"; shift
  timeout 10 timeout --preserve-status -s INT 1 "$@" >"$T/out" 2>"$T/err" </dev/null
  local rc=$?
  checks=$((checks + 1))
  if [ "$rc" != 3 ]; then echo "FAIL: $desc: exit $rc after Ctrl-C, expected 3: $*"; fails=$((fails + 1)); fi
}

# --time-limit bounds the whole run
bounded "circuit time limit" 3 10 "$D" generate circuit --size 30 --time-limit 1
bounded "battleship time limit" 3 10 "$D" generate battleship --rows 40 --cols 40 --time-limit 1
bounded "zebra time limit" 3 10 "$D" generate zebra --houses 30 --attributes 30 --time-limit 1
bounded "sudoku time limit" 3 10 "$D" generate sudoku --box 5x5 --minimal --time-limit 0.5
expect_out "sudoku beyond the generator's 32" "generate sudoku handles grids of side 1..32, got --box 6x6" "$D" generate sudoku --box 6x6
expect_exit "sudoku beyond the generator's 32 exits 2" 2 "$D" generate sudoku --box 6x6
expect_out "says why" "generate stopped (--time-limit reached): 0 of 1 finished" \
  timeout 10 "$D" generate circuit --size 30 --time-limit 0.5
# --node-limit: search nodes over the whole run
bounded "circuit node limit" 3 10 "$D" generate circuit --size 20 --node-limit 1000
bounded "battleship node limit" 3 10 "$D" generate battleship --rows 30 --cols 30 --node-limit 10000
bounded "sudoku node limit" 3 10 "$D" generate sudoku --box 4x4 --node-limit 1000
# Ctrl-C
interrupted "circuit ctrl-c" "$D" generate circuit --size 30
interrupted "battleship ctrl-c" "$D" generate battleship --rows 40 --cols 40
interrupted "zebra ctrl-c" "$D" generate zebra --houses 30 --attributes 30
interrupted "sudoku ctrl-c" "$D" generate sudoku --box 5x5 --minimal
# what was finished before the limit is kept, whole: every board of it solves
timeout 20 "$D" generate circuit --size 5 --number 100000 --time-limit 1 >"$T/many.txt" 2>/dev/null
rc=$?
checks=$((checks + 1)); [ "$rc" = 3 ] || { echo "FAIL: many boards: exit $rc, expected 3"; fails=$((fails + 1)); }
boards=$(grep -c '^# deduce generate' "$T/many.txt")
solved=$("$D" solve circuit --json "$T/many.txt" | grep -c '"status":"solved"')
checks=$((checks + 1))
[ "$boards" -gt 0 ] && [ "$solved" = "$boards" ] || {
  echo "FAIL: boards finished before the limit: $boards, solved $solved"; fails=$((fails + 1)); }
# sizes that cannot finish are refused with a message
expect_out "battleship size cap" "--rows must be" "$D" generate battleship --rows 200 --cols 200
expect_exit "battleship size cap exit" 2 "$D" generate battleship --rows 200 --cols 200

# --seed round-trips: the header's command (seed and options) reproduces the file
reproduces() {
  local desc="$1"; shift
  timeout 60 "$@" >"$T/first" 2>/dev/null
  local cmd; cmd=$(head -n 1 "$T/first" | sed 's/^# deduce //; s/: [0-9]* clues, .*//')
  eval "timeout 60 \"\$D\" $cmd" >"$T/again" 2>/dev/null
  # the rerun makes the file's first puzzle (with --number N the header names the first seed)
  checks=$((checks + 1))
  if ! head -n "$(wc -l <"$T/again")" "$T/first" | cmp -s - "$T/again"; then
    echo "FAIL: $desc: '$cmd' does not reproduce the output of: $*"; fails=$((fails + 1))
  fi
}
reproduces "sudoku seed" "$D" generate sudoku --seed 11 --symmetry rot180 --difficulty easy --number 2
reproduces "zebra seed" "$D" generate zebra --houses 6 --attributes 4 --seed 5
reproduces "zebra node limit" "$D" generate zebra --houses 6 --attributes 4 --seed 5 --node-limit 50
reproduces "battleship seed" "$D" generate battleship --rows 8 --cols 9 --seed 4 --fleet "1:3 2:2 3:1"
reproduces "circuit seed" "$D" generate circuit --size 6 --seed 9
# the header of the second puzzle of a batch names its own seed
timeout 60 "$D" generate battleship --rows 7 --seed 20 --number 2 >"$T/two" 2>/dev/null
timeout 60 "$D" generate battleship --rows 7 --seed 21 >"$T/one" 2>/dev/null
checks=$((checks + 1))
sed -n '/--seed 21/,$p' "$T/two" | cmp -s - "$T/one" || { echo "FAIL: second puzzle's seed"; fails=$((fails + 1)); }
finish
