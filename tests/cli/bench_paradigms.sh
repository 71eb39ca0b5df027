# `deduce bench paradigms` end to end on its quick tables: Table 3.1's ten clue counts, Table
# A.4's twenty Hashi puzzles with the paper's times beside ours, Table 7.5, Circuit CM2+ on the
# five 5x5 boards (--min-size/--max-size); bad options exit 2.
source "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
out=$("$D" bench paradigms --only sudoku)
checks=$((checks + 1))
if [ "$(echo "$out" | grep -c ' clues ')" != 10 ] || [[ "$out" != *"36 clues"*"0.0292 s"* ]]; then
  echo "FAIL: Table 3.1 rows"; echo "$out"; fails=$((fails + 1))
fi
out=$("$D" bench paradigms --only hashi)
checks=$((checks + 1))
if [ "$(echo "$out" | grep -c ' HDC (')" != 20 ] || [[ "$out" != *"30x30 no HDC"*"0.209 s"* ]]; then
  echo "FAIL: Table A.4 rows"; echo "$out"; fails=$((fails + 1))
fi
expect_out "Table 7.5" "einstein-1962" "$D" bench paradigms --only zebra
# Tables A.1-A.2 for one size: CM2 with its separated valid rows proves the five 5x5 boards
out=$("$D" bench paradigms --only circuit --circuit cm2+ --min-size 5 --max-size 5)
checks=$((checks + 1))
if [ "$(echo "$out" | grep -c '^  5x5  ')" != 5 ] || [ "$(echo "$out" | grep -c '^  [0-9]*x[0-9]*  .*|')" != 5 ] ||
  [[ "$out" != *"CM2+ (CBC)"* ]] || echo "$out" | grep -q '>'; then
  echo "FAIL: Circuit CM2+ 5x5 rows"; echo "$out"; fails=$((fails + 1))
fi
expect_exit "bad time limit" 2 "$D" bench paradigms --time-limit 0
expect_exit "unknown option" 2 "$D" bench paradigms --bogus
finish
