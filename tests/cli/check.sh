# End-to-end: deduce check <genre> PUZZLES ANSWERS — every genre's own answers (text and JSON)
# are valid; corrupted, truncated, missing and foreign answers are invalid at the right line.
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# count_is "description" N "pattern" cmd...: N lines of the output match the pattern
count_is() {
  local desc="$1" want="$2" pat="$3"; shift 3
  local n; n=$("$@" 2>/dev/null | grep -c -- "$pat")
  checks=$((checks + 1))
  [ "$n" = "$want" ] || { echo "FAIL: $desc: $n lines match '$pat', expected $want: $*"; fails=$((fails + 1)); }
}
# roundtrip GENRE RECORDS ARGS...: solve, then check the text and the JSON answers: all valid
roundtrip() {
  local g="$1" n="$2"; shift 2
  "$D" solve "$g" "$@" >"$T/$g.txt" 2>/dev/null
  "$D" solve "$g" --json "$@" >"$T/$g.json" 2>/dev/null
  count_is "$g text answers valid" "$n" '^valid$' "$D" check "$g" "$@" "$T/$g.txt"
  expect_exit "$g text exit" 0 "$D" check "$g" "$@" "$T/$g.txt"
  count_is "$g json answers valid" "$n" '"status":"valid"' "$D" check "$g" --json "$@" "$T/$g.json"
  expect_exit "$g json exit" 0 "$D" check "$g" "$@" "$T/$g.json"
}
roundtrip queens 1 --n 8
roundtrip langford 1 --n 7
roundtrip pentomino 1
roundtrip magic 1 --n 4
roundtrip latin 1 --n 5
roundtrip enigma1225 1 --n 6
roundtrip exactcover 2 "$SRC/data/exactcover/sudoku4.dlx" "$SRC/data/exactcover/colours.dlx"
roundtrip zebra 1 "$SRC/data/zebra/einstein-1962.txt"
roundtrip hashi 8 "$SRC/data/hashi/sample.txt"
roundtrip hashi 4 "$SRC/data/hashi/sample.grid"
roundtrip battleship 1 "$SRC/data/battleship/fig4_1_clued.txt"
roundtrip circuit 1 "$SRC/data/circuit/board5.txt"
roundtrip circuit 1 --path 0,0:4,4 "$SRC/data/circuit/board5.txt"
roundtrip sudoku 3 "$SRC/data/sudoku/6x6.txt"
"$D" solve sudoku --format grid "$SRC/data/sudoku/6x6.txt" >"$T/grid.txt"
count_is "sudoku grid answers valid" 3 '^valid$' "$D" check sudoku "$SRC/data/sudoku/6x6.txt" "$T/grid.txt"

# a changed digit in the second answer: invalid at line 2, the others valid, exit 1
S="$SRC/data/sudoku/6x6.txt"
awk 'NR == 2 {$0 = (substr($0, 1, 1) == "1" ? "2" : "1") substr($0, 2)} {print}' "$T/sudoku.txt" >"$T/digit.txt"
expect_out "changed digit" "invalid: $T/digit.txt:2:1: the answer breaks the rules" "$D" check sudoku "$S" "$T/digit.txt"
count_is "changed digit: others valid" 2 '^valid$' "$D" check sudoku "$S" "$T/digit.txt"
expect_exit "changed digit exit" 1 "$D" check sudoku "$S" "$T/digit.txt"
# the same in JSON: the "grid" field changed
sed '2s/"grid":\[\[\([0-9]\)/"grid":[[9/' "$T/sudoku.json" >"$T/digit.json"
expect_out "changed digit json" '"status":"invalid","file":"'"$S"'","line":3,"answer_file":"'"$T"'/digit.json","answer_line":2' \
  "$D" check sudoku --json "$S" "$T/digit.json"
# a valid grid that is the answer of another puzzle: the givens disagree
tac "$T/sudoku.txt" >"$T/swapped.txt"
expect_out "givens kept" "does not keep its given" "$D" check sudoku "$S" "$T/swapped.txt"
# JSON answers name their puzzle's line: a swapped order is caught by it
tac "$T/sudoku.json" >"$T/swapped.json"
expect_out "json line mismatch" "answer is for the puzzle at line 4, not 2" "$D" check sudoku "$S" "$T/swapped.json"
# a cell that is not a cell character
sed '1s/^./?/' "$T/sudoku.txt" >"$T/char.txt"
expect_out "bad character" "$T/char.txt:1:1: '?' is not a cell character" "$D" check sudoku "$S" "$T/char.txt"

# hashi: a removed bridge (text: one '-' piece gone; JSON: the first bridge of the first answer)
H="$SRC/data/hashi/sample.grid"
awk 'NR == 12 {sub(/-----/, ".....")} {print}' "$T/hashi.txt" >"$T/bridge.txt"
expect_out "removed bridge" "$T/bridge.txt:9:1: the answer breaks the rules: island" "$D" check hashi "$H" "$T/bridge.txt"
expect_exit "removed bridge exit" 1 "$D" check hashi "$H" "$T/bridge.txt"
count_is "removed bridge: others valid" 3 '^valid$' "$D" check hashi "$H" "$T/bridge.txt"
sed '1s/"bridges":\[\[[0-9,]*\],/"bridges":[/' "$T/hashi.json" >"$T/bridge.json"
expect_out "removed bridge json" "bridge.json:1:1: the answer breaks the rules: island" "$D" check hashi "$H" "$T/bridge.json"
# a bridge piece where the puzzle has an island
awk 'NR==1 {$0 = "." substr($0, 2)} {print}' "$T/hashi.txt" >"$T/island.txt"
expect_out "island missing" "$T/island.txt:1:1: the puzzle has the island 4 here" "$D" check hashi "$H" "$T/island.txt"

# battleship: a ship moved one cell to the right
B="$SRC/data/battleship/fig4_1_clued.txt"
sed '8s/o~/~o/' "$T/battleship.txt" >"$T/moved.txt"
expect_out "ship moved" "invalid: $T/moved.txt:1:1: the answer breaks the rules" "$D" check battleship "$B" "$T/moved.txt"
sed 's/"ships":\[\[0,0,3,"V"\]/"ships":[[0,1,3,"V"]/' "$T/battleship.json" >"$T/moved.json"
expect_out "ship moved json" '"status":"invalid"' "$D" check battleship --json "$B" "$T/moved.json"
sed 's/"ships":\[\[0,0,3,"V"\]/"ships":[[0,0,3,"D"]/' "$T/battleship.json" >"$T/dir.json"
expect_out "ship direction json" 'the direction of ship 1 is not "H" or "V"' "$D" check battleship "$B" "$T/dir.json"

# truncated answers: the puzzles after the cut have none
head -c 50 "$T/sudoku.txt" >"$T/cut.txt"
expect_out "truncated line" "$T/cut.txt:2:1: the line has 13 cells, expected 36" "$D" check sudoku "$S" "$T/cut.txt"
expect_out "truncated: answers end" "$T/cut.txt:3:1: the answers end here" "$D" check sudoku "$S" "$T/cut.txt"
count_is "truncated: first valid" 1 '^valid' "$D" check sudoku "$S" "$T/cut.txt"
head -c 100 "$T/sudoku.json" >"$T/cut.json"
expect_out "truncated json" "$T/cut.json:1:101: not a JSON object" "$D" check sudoku "$S" "$T/cut.json"
head -n 9 "$T/hashi.txt" >"$T/cut-hashi.txt"
expect_out "truncated grid" "$T/cut-hashi.txt:10:1: the answers end here, row 2 of the grid expected" \
  "$D" check hashi "$H" "$T/cut-hashi.txt"
count_is "truncated grid: first valid" 1 '^valid$' "$D" check hashi "$H" "$T/cut-hashi.txt"
# garbage
printf 'garbage\n\x1b[31m\n' >"$T/garbage.txt"
expect_out "garbage" "$T/garbage.txt:1:1: the line has 7 cells, expected 36" "$D" check sudoku "$S" "$T/garbage.txt"
expect_out "control bytes escaped" "$T/garbage.txt:2:1: '\\x1b' is not a cell character" "$D" check sudoku "$S" "$T/garbage.txt"
expect_exit "garbage exit" 1 "$D" check sudoku "$S" "$T/garbage.txt"
printf '{"grid": 7}\n[1,2]\n{"solution":"12"}\n' >"$T/garbage.json"
expect_out "garbage json 1" '"grid" is not an array' "$D" check sudoku "$S" "$T/garbage.json"
expect_out "garbage json 2" "$T/garbage.json:2:1: not a JSON object" "$D" check sudoku "$S" "$T/garbage.json"
expect_out "garbage json 3" '"solution" has 2 cells, expected 36' "$D" check sudoku "$S" "$T/garbage.json"
# text answers: the first byte is not "{", which would make the file JSON (exit 2)
{ printf 'x'; head -c 3000 /dev/urandom; } >"$T/random"
expect_exit "random bytes" 1 "$D" check hashi "$H" "$T/random"
expect_exit "random bytes as json" 2 "$D" check hashi --answer-format json "$H" "$T/random"
# answers the solver could not give, and more answers than puzzles
printf 'no solution\n' >"$T/none.txt"
expect_out "stated" "the answer says: no solution" "$D" check queens --n 8 "$T/none.txt"
cat "$T/queens.txt" "$T/queens.txt" >"$T/extra.txt"
expect_out "extra answers" "$T/extra.txt:9:1: more answers than puzzles" "$D" check queens --n 8 "$T/extra.txt"
expect_exit "extra answers exit" 2 "$D" check queens --n 8 "$T/extra.txt"
# usage
expect_exit "no answers file" 2 "$D" check sudoku
expect_exit "answers file missing" 2 "$D" check sudoku "$S" "$T/nonexistent"
expect_exit "both stdin" 2 "$D" check sudoku - -
expect_exit "bad answer format" 2 "$D" check sudoku --answer-format xml "$S" "$T/sudoku.txt"
expect_exit "answer format outside check" 2 "$D" solve sudoku --answer-format json "$S"
expect_out "puzzles on stdin" "valid" "$D" check sudoku - "$T/sudoku.txt" <"$S"
# options that steer a search are refused by check, not ignored
expect_exit "check refuses --engine" 2 "$D" check sudoku --engine cp data/sudoku/6x6.txt data/sudoku/6x6.txt
expect_out "check refuses --strategy" "does not apply to check" "$D" check sudoku --strategy S1 data/sudoku/6x6.txt data/sudoku/6x6.txt
# m3 and m4: '#' three and '@' four bridges, in either direction; an island beside a passing '#'
printf '5x5m4:b4g4aGa4g4b\n5x5m3:b3g3aCa3g3b\n7x4m3:b1c23c4m2a2\n' >"$T/hashi-m34.txt"
expect_out "hashi four bridges drawn" "4@G@4" "$D" solve hashi "$T/hashi-m34.txt"
roundtrip hashi 3 "$T/hashi-m34.txt"
# touching islands: their bridges are not drawn, the checker infers them from the numbers
# (in a square of four, one bridge each: two double bridges also give the numbers, not connected)
printf '22\n\n22\n22\n\n3.3\n1.1\n' >"$T/touching.grid"
expect_out "touching islands drawn" $'22\n\n22\n22\n\n3=3\n1.1' "$D" solve hashi "$T/touching.grid"
roundtrip hashi 3 "$T/touching.grid"
# blocks of touching 2s: a valid answer asks for a Hamiltonian cycle through the block (single
# bridges; the double ones that also give the numbers leave it in pieces), found in the drawing
for n in 6 20; do
  for ((r = 0; r < n; r++)); do printf '%*s\n' "$n" '' | tr ' ' 2; done >"$T/twos$n.grid"
  roundtrip hashi 1 "$T/twos$n.grid"
done
# 7x7 has no such cycle (an odd number of islands): no drawing of it is valid, and proving that
# outlasts the search's budget: undecided (exit 3 as for a limit, JSON status "undecided"), and
# never called invalid
for ((r = 0; r < 7; r++)); do echo 2222222; done >"$T/twos7.grid"
expect_out "touching block undecided" \
  "undecided: $T/twos7.grid:1:1: cannot decide which bridges join the touching islands" \
  "$D" check hashi "$T/twos7.grid" "$T/twos7.grid"
expect_exit "touching block undecided: exit" 3 "$D" check hashi "$T/twos7.grid" "$T/twos7.grid"
expect_out "touching block undecided: json" '"status":"undecided"' \
  "$D" check hashi --json "$T/twos7.grid" "$T/twos7.grid"
# 5x5 is small enough to prove: invalid
for ((r = 0; r < 5; r++)); do echo 22222; done >"$T/twos5.grid"
expect_out "touching block proven invalid" "invalid: $T/twos5.grid:1:1: the answer breaks the rules" \
  "$D" check hashi "$T/twos5.grid" "$T/twos5.grid"
# circuit --path naming a blacked-out cell: the puzzle is bad input, reported at that cell of the
# drawing (exit 2), not a verdict on the answer — neither a valid answer nor solve's error record
CB="$SRC/data/circuit/board5.txt"
expect_out "circuit path end not a point" "$CB:8:5: --path: (3,2) is a blacked-out cell, not a point" \
  "$D" check circuit --path 3,2:4,4 "$CB" "$T/circuit.txt"
expect_exit "circuit path end not a point: exit" 2 "$D" check circuit --path 3,2:4,4 "$CB" "$T/circuit.txt"
"$D" solve circuit --path 3,2:4,4 "$CB" >"$T/circuit-badpath.txt" 2>/dev/null
count_is "circuit bad path: no verdict on solve's error record" 0 'valid' \
  "$D" check circuit --path 3,2:4,4 "$CB" "$T/circuit-badpath.txt"
expect_exit "circuit bad path: solve's error record: exit" 2 \
  "$D" check circuit --path 3,2:4,4 "$CB" "$T/circuit-badpath.txt"
finish
