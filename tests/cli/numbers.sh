# sudoku, latin, magic end to end: the issue's examples, formats, statuses and bad input.
source "$(dirname "$0")/lib.bash"
DATA="$SRC/data/sudoku"
expect_out "genres" "sudoku" "$D" genres
expect_out "288 grids" "288" bash -c "echo ................ | '$D' count sudoku -"
expect_out "48 diagonal" "48" bash -c "echo ................ | '$D' count sudoku --diagonal -"
expect_out "latin 5" "161280" "$D" count latin --n 5
expect_out "magic 4" "7040" "$D" count magic --n 4
expect_out "magic 3" "8" "$D" count magic --n 3
n=$("$D" solve sudoku --json --max-solutions 2 --box 2x3 "$DATA/6x6.txt" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 3 ] || { echo "FAIL: 6x6 json: $n solved lines"; fails=$((fails + 1)); }
expect_out "S3 stats" "stats: nodes" "$D" solve sudoku --strategy S3 --stats "$DATA/17clue.txt"
expect_out "17clue line" "953168742862734951417952836746893125281645397395271468138529674574386219629417583" \
  "$D" solve sudoku "$DATA/17clue.txt"
expect_out "grid format in, grid out" "9 5 3 1 6 8 7 4 2" "$D" solve sudoku "$DATA/grid-format.txt"
expect_out "grid format, line out" "953168742862734951" "$D" solve sudoku --format line "$DATA/grid-format.txt"
expect_out "json fields" '"solution":"953168742' "$D" solve sudoku --json "$DATA/17clue.txt"
expect_out "json grid" '"grid":[[9,5,3,1,6,8,7,4,2],' "$D" solve sudoku --json "$DATA/17clue.txt"
expect_out "16x16 letters" "6E2A7F1D" "$D" solve sudoku --max-solutions 2 "$DATA/16x16.txt"
expect_out "diagonal" '"status":"solved"' "$D" solve sudoku --diagonal --json --max-solutions 2 "$DATA/diagonal.txt"
expect_out "not unique without --diagonal" '"status":"multiple"' "$D" solve sudoku --json --max-solutions 2 "$DATA/diagonal.txt"
n=$(echo 1000000000000000 | "$D" solve sudoku --all - | grep -c '^1')
checks=$((checks + 1)); [ "$n" = 72 ] || { echo "FAIL: --all printed $n grids, expected 72"; fails=$((fails + 1)); }
expect_out "multiple" '"status":"multiple"' bash -c "echo 1............... | '$D' solve sudoku --json --max-solutions 2 -"
expect_exit "multiple exits 0" 0 bash -c "echo 1............... | '$D' solve sudoku --max-solutions 2 -"
# 12345678. in row 1 and 9 in column 9: no clash among givens, but unsolvable
UNS="12345678........9${DOTS:-}"
UNS="$UNS$(printf '%.0s.' $(seq 64))"
expect_out "unsolvable" '"status":"unsolvable"' bash -c "echo '$UNS' | '$D' solve sudoku --json -"
expect_exit "unsolvable exits 1" 1 bash -c "echo '$UNS' | '$D' solve sudoku -"
for c in value bounds domain; do
  expect_out "alldiff $c" "953168742" "$D" solve sudoku --alldiff $c "$DATA/17clue.txt"
done
for s in S1 S2 S3 S4 S5 S6 S9; do
  expect_out "strategy $s" "288" bash -c "echo ................ | '$D' count sudoku --strategy $s -"
done
expect_out "var/val flags" "576" "$D" count latin --n 4 --var opre --val gav
expect_out "magic restarts" "stats:" "$D" solve magic --n 7 --val random --restarts luby --seed 2 --stats
expect_out "latin json grid" '"grid":[[1,2,3],' "$D" solve latin --n 3 --json
expect_out "latin completion" "1 2 3" bash -c "printf '1 0 0\n0 0 0\n0 0 0\n' | '$D' solve latin -"
expect_exit "bad box" 2 "$D" solve sudoku --box 3 "$DATA/17clue.txt"
expect_exit "bad format" 2 "$D" solve sudoku --format fancy "$DATA/17clue.txt"
expect_exit "missing file" 2 "$D" solve sudoku /nonexistent/file.txt
expect_exit "magic takes no files" 2 "$D" solve magic "$DATA/17clue.txt"
# malformed lines: file:line:col errors, the rest of the batch answered, exit 2
bad=$(mktemp)
printf '# batch with errors\n1...............\n1..\n..*.............\n11..............\n.1..............\n' >"$bad"
out=$("$D" solve sudoku --max-solutions 1 "$bad" 2>&1); rc=$?
for want in "$bad:3:4: wrong length" "$bad:4:3: bad character '*'" "$bad:5:2: given 1 clashes" "1234341221434321" "2134341212434321"; do
  checks=$((checks + 1))
  [[ "$out" == *"$want"* ]] || { echo "FAIL: malformed batch: missing '$want'"; echo "$out"; fails=$((fails + 1)); }
done
checks=$((checks + 1)); [ "$rc" = 2 ] || { echo "FAIL: malformed batch exit $rc"; fails=$((fails + 1)); }
rm -f "$bad"
finish
