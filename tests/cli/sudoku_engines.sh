# The sudoku genre's three engines: cp, dlx (exact cover) and ps12 (paper 001's PS-1-2).
source "$(dirname "$0")/lib.bash"
cd "$SRC"
expect_out "dlx counts 288 size-2 grids" "288" bash -c "echo ................ | '$D' count sudoku --engine dlx -"
expect_out "dlx counts 48 diagonal grids" "48" bash -c "echo ................ | '$D' count sudoku --engine dlx --diagonal -"
expect_out "ps12 trace on Example 1" "operations" "$D" solve sudoku --engine ps12 --trace data/exactcover/ps12-example1.txt
expect_out "dlx trace" "Total" "$D" solve sudoku --engine dlx --trace data/exactcover/ps12-example1.txt
expect_exit "ps12 cannot check uniqueness" 2 "$D" solve sudoku --engine ps12 --max-solutions 2 data/exactcover/ps12-example1.txt
expect_json "dlx uniqueness json" $'solved\t2\t1' "status line stats.solutions" "$D" solve sudoku --engine dlx --json --max-solutions 2 data/exactcover/ps12-example1.txt
expect_json "dlx multiple" $'multiple\t2' "status stats.solutions" bash -c "echo ................ | '$D' solve sudoku --engine dlx --json --max-solutions 2 -"
# no clash among the givens, but cell (1,3) has no candidate left
expect_json "dlx unsolvable" unsolvable status bash -c "echo 12........3...4. | '$D' solve sudoku --engine dlx --json -"
expect_json "ps12 unsolvable" unsolvable status bash -c "echo 12........3...4. | '$D' solve sudoku --engine ps12 --json -"
# the engines that count no failures refuse --fail-limit rather than ignore it
for e in bits ps12 mip; do
  expect_out "--fail-limit on $e" "--fail-limit is not supported by engine $e" "$D" solve sudoku --engine "$e" --fail-limit 1 data/exactcover/ps12-example1.txt
done
# ps12's time_ms is the search's time: an empty 36x36 stopped after 0.3 s
t=$(printf '%.0s.' $(seq 1296) | "$D" solve sudoku --engine ps12 --time-limit 0.3 --json - | "$J" stats.time_ms)
checks=$((checks + 1))
awk -v t="$t" 'BEGIN { exit !(t >= 250) }' || { echo "FAIL: ps12 time_ms $t after a 0.3 s limit"; fails=$((fails + 1)); }
expect_out "clashing givens are input errors" "<stdin>:1:5:" bash -c "echo 1...1........... | '$D' solve sudoku --engine dlx -"
# The three engines agree on a 500-puzzle sample of the 17-clue collection (every answer is also
# passed through the genre's independent checker by the driver).
big="$SRC/../shared/data/sudoku/17clue_royle.txt"
if [ -f "$big" ]; then
  sample=$(mktemp)
  awk 'NR % 98 == 1' "$big" | head -500 > "$sample"
  a=$("$D" solve sudoku --engine cp --format line "$sample" | md5sum)
  b=$("$D" solve sudoku --engine dlx --format line "$sample" | md5sum)
  c=$("$D" solve sudoku --engine ps12 --format line "$sample" | md5sum)
  n=$("$D" solve sudoku --engine dlx --max-solutions 2 --json "$sample" | grep -c '"status":"solved"')
  checks=$((checks + 2))
  if [ "$a" != "$b" ] || [ "$a" != "$c" ]; then echo "FAIL: engines disagree on the 17-clue sample"; fails=$((fails + 1)); fi
  if [ "$n" != 500 ]; then echo "FAIL: $n of 500 17-clue puzzles unique by dlx"; fails=$((fails + 1)); fi
  rm -f "$sample"
else
  echo "skipped: $big not present"
fi
finish
