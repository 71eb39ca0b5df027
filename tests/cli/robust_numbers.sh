# sudoku, latin: inputs as other people's collections write them (BOM, CRLF, trailing blanks,
# no final newline, rows of characters, letters in numbers grids, non-square boxes) and bad or
# absurd input (reported as file:line:col, exit 2, the rest of the batch answered).
source "$(dirname "$0")/lib.bash"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
# the classic 9x9 (Wikipedia's) and its solution
P="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
S="534678912672195348198342567859761423426853791713924856961537284287419635345286179"
rows() { local s="$1" n="$2" sep="${3:-}" eol="${4:-\n}" r; for ((r = 0; r < n; r++)); do printf "%s$eol" "$(echo "${s:r*n:n}" | sed "s/./&$sep/g; s/$sep\$//")"; done; }

# a byte order mark, CRLF, a trailing blank and tab, no final newline
printf '\xef\xbb\xbf%s \t\r\n%s' "$P" "$P" >"$T/bom.txt"
n=$("$D" solve sudoku --json --max-solutions 2 "$T/bom.txt" | grep -c "\"status\":\"solved\".*\"solution\":\"$S\"")
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: BOM/CRLF/no final newline: $n of 2 solved"; fails=$((fails + 1)); }
# classic Mac OS line ends (a lone CR), rows of characters included
printf '%s\r%s\r' "$P" "$(rows "$P" 9 "" "\r")" >"$T/cr.txt"
n=$("$D" solve sudoku "$T/cr.txt" | grep -c "^$S\$")
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: CR line ends: $n of 2 solved"; fails=$((fails + 1)); }
# '0' for empty cells, lower case letters, blank lines and comments around
printf '\n\n# comment\n%s   # trailing comment\n\n\n' "${P//./0}" >"$T/zero.txt"
expect_out "0 for empty" "$S" "$D" solve sudoku "$T/zero.txt"
expect_exit "0 for empty exits 0" 0 "$D" solve sudoku "$T/zero.txt"

# rows of characters (the .sdk layout), with CRLF, indentation and a comment; two grids in a row
{ printf '# sdk\r\n'; rows "$P" 9 "" "  \r\n"; } >"$T/sdk.txt"
expect_out "rows of characters" "\"solution\":\"$S\"" "$D" solve sudoku --json --max-solutions 2 "$T/sdk.txt"
{ rows "$P" 9; rows "$P" 9; } >"$T/sdk2.txt"
n=$("$D" solve sudoku "$T/sdk2.txt" | grep -c "^$S\$")
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: two grids of rows: $n answers"; fails=$((fails + 1)); }
rows "$P" 9 | head -8 >"$T/short.txt"
expect_out "a grid of 8 rows" "short.txt:8:1: 8 rows of 9 cells: a grid of 9x9 needs 9 rows" "$D" solve sudoku "$T/short.txt"
# nine line puzzles of Latin squares of order 3 stay line puzzles; three rows of three are a grid
n=$(for i in 1 2 3 4 5 6 7 8 9; do echo 1..2.....; done | "$D" solve latin - | grep -c '^123231312$')
checks=$((checks + 1)); [ "$n" = 9 ] || { echo "FAIL: order-3 latin lines: $n answers"; fails=$((fails + 1)); }
expect_out "order-3 rows" "132321213" bash -c "printf '1..\n.2.\n..3\n' | '$D' solve latin -"

# what --format grid prints reads back, letters included (a 16x16)
L16=$("$D" solve sudoku - <<<"$(printf '%.0s.' $(seq 256))")
"$D" solve sudoku --format grid - <<<"$L16" >"$T/g16.txt"
expect_out "16x16 grid of letters" "\"solution\":\"$L16\"" "$D" solve sudoku --json --max-solutions 2 "$T/g16.txt"
rows "$L16" 16 >"$T/r16.txt"
expect_out "16x16 rows of characters" "\"solution\":\"$L16\"" "$D" solve sudoku --json --max-solutions 2 "$T/r16.txt"
tr 'A-G' 'a-g' <"$T/g16.txt" | sed 's/ / \t/g; s/$/\r/' >"$T/g16-lower.txt"
expect_out "16x16 lower case, tabs, CRLF" "\"solution\":\"$L16\"" "$D" solve sudoku --json "$T/g16-lower.txt"

# non-square boxes: 2x3 (6), 2x5 (10), 3x4 (12) with half the cells given, both formats
for shape in 2x3 2x5 3x4; do
  r=${shape%x*}; c=${shape#*x}; n=$((r * c))
  full=$("$D" solve sudoku --box "$shape" - <<<"$(printf '%.0s.' $(seq $((n * n))))")
  half=$(echo "$full" | sed 's/\(.\)./\1./g')
  expect_out "$shape line" "\"status\":\"" "$D" solve sudoku --json --max-solutions 2 - <<<"$half"
  out=$("$D" solve sudoku --json --max-solutions 2 - <<<"$half")
  checks=$((checks + 1))
  [[ "$out" == *'"status":"solved"'* || "$out" == *'"status":"multiple"'* ]] || { echo "FAIL: $shape: $out"; fails=$((fails + 1)); }
  rows "$half" "$n" " " >"$T/box.txt"
  sed -i 's/\./0/g' "$T/box.txt"
  out=$("$D" solve sudoku --json --max-solutions 2 "$T/box.txt")
  checks=$((checks + 1))
  [[ "$out" == *'"status":"solved"'* || "$out" == *'"status":"multiple"'* ]] || { echo "FAIL: $shape numbers: $out"; fails=$((fails + 1)); }
done

# printed grids: '|' between boxes and rule lines between bands, in rows of numbers and of
# characters, with and without outer frames; errors keep the source column
{ rows "$P" 9 " " | sed 's/^\(.\{5\}\) \(.\{5\}\) \(.*\)$/\1 | \2 | \3/'; } | sed '3a ------+-------+------' | sed '7a ------+-------+------' >"$T/bars.txt"
expect_out "numbers with bars" "$S" "$D" solve sudoku --format line "$T/bars.txt"
{ echo "+---+---+---+"; rows "$P" 9 | sed 's/^\(...\)\(...\)\(...\)$/|\1|\2|\3|/' | sed '3a +---+---+---+' | sed '7a +---+---+---+'; echo "+---+---+---+"; } >"$T/frame.txt"
expect_out "characters in a frame" "$S" "$D" solve sudoku "$T/frame.txt"
{ cat "$T/frame.txt"; echo; cat "$T/bars.txt"; } >"$T/two.txt"
n=$("$D" solve sudoku --format line "$T/two.txt" | grep -c "^$S\$")
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: framed grids in one file: $n answers"; fails=$((fails + 1)); }
sed '4s/^|\.98|\.\.\.|\.6\.|$/|.98|...|96.|/' "$T/frame.txt" >"$T/frameclash.txt"
expect_out "clash in a frame: source column" "frameclash.txt:4:10: given 9 clashes" "$D" solve sudoku "$T/frameclash.txt"
printf '..|..\n..|..\n--+--\n..|..\n..|..\n' >"$T/bars4.txt"
expect_out "4x4 with bars" "288" "$D" count sudoku "$T/bars4.txt"

# titles before grids: Project Euler's sudoku.txt ("Grid 01" + 9 rows of digits), "Puzzle 2: hard"
{ echo "Grid 01"; rows "${P//./0}" 9; echo "Grid 02"; rows "${P//./0}" 9; } >"$T/euler.txt"
n=$("$D" solve sudoku "$T/euler.txt" | grep -c "^$S\$")
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: Euler's Grid headers: $n of 2 solved"; fails=$((fails + 1)); }
printf 'Puzzle 1: easy\n1 2 3 4\n3 4 1 2\n. . . .\n. . . .\nPuzzle 2\n. . . .\n. . . .\n. . . .\n. . . 1\n' >"$T/titles.txt"
expect_out "titled numbers grids" "$(printf '4\n72')" "$D" count sudoku "$T/titles.txt"

# bad and absurd input: located errors, exit 2, the batch goes on
expect_out "empty file" "" "$D" solve sudoku /dev/null
expect_exit "empty file exits 0" 0 "$D" solve sudoku /dev/null
head -c 3000 /dev/urandom >"$T/garbage.bin"
expect_exit "binary garbage" 2 "$D" solve sudoku "$T/garbage.bin"
printf '1 2 99999999999\n0 0 0\n0 0 0\n' >"$T/huge.txt"
expect_out "huge number" "huge.txt:1:5: bad cell '99999999999'" "$D" solve latin "$T/huge.txt"
awk 'BEGIN { for (i = 0; i < 401; i++) print "0 0" }' >"$T/tall.txt"
expect_out "401 rows" "tall.txt:1:1: a grid of 401 rows (401x401): grid too large: 401x401 (at most 400x400)" \
  "$D" solve latin "$T/tall.txt"
# a 65x65 Sudoku (5x13 boxes, inferred) is beyond the 64-bit engines: an error record in its place, and
# the 4x4 after it is answered
{ awk 'BEGIN { for (i = 0; i < 65; i++) { s = "0"; for (j = 1; j < 65; j++) s = s " 0"; print s } }'; echo; echo ................; } >"$T/s65.txt"
for e in dlx ps12; do
  expect_json "65x65 on $e" "$(printf 'error\t1\tengine %s handles grids up to 64x64 (one bit per value)\nsolved\t67\t-' "$e")" \
    "status line message" "$D" solve sudoku --engine "$e" --json "$T/s65.txt"
  expect_exit "65x65 on $e exits 2" 2 "$D" solve sudoku --engine "$e" "$T/s65.txt"
done
# SAT models past 2^24 pairwise clauses are refused before they are built (a 100x100 grid
# would take gigabytes and minutes): a 64x64 Sudoku from a file, a Latin square given by --n
awk 'BEGIN { for (i = 0; i < 64; i++) { s = "0"; for (j = 1; j < 64; j++) s = s " 0"; print s } }' >"$T/s64.txt"
expect_out "64x64 on sat" "s64.txt:1:1: engine sat: the extended encoding of a 64x64 grid has 33030144 binary clauses (at most 16777216): use --engine cp" \
  "$D" solve sudoku --engine sat "$T/s64.txt"
expect_exit "64x64 on sat exits 2" 2 "$D" solve sudoku --engine sat "$T/s64.txt"
expect_out "latin --n 60 on sat" "error: engine sat: the extended encoding of a 60x60 grid has 19116000 binary clauses" \
  "$D" solve latin --engine sat --n 60
expect_exit "export latin --n 400" 2 "$D" export latin --engine sat --n 400
# a command that cannot take a well-formed grid reports it in its place and the batch goes on:
# minimal (up to 9x9) and the logic solver's commands (side up to 32) on a 36x36 before a 4x4,
# grids of numbers; a 36x36 has solutions, so it is an error record, never "no solution"
{ awk 'BEGIN { for (i = 0; i < 36; i++) { s = "0"; for (j = 1; j < 36; j++) s = s " 0"; print s } }'; echo
  printf '1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 0\n'; } >"$T/big-small.txt"
expect_out "minimal: the 4x4 after a 36x36" "$(printf 'error: %s:1:1: minclue and minimal handle grids up to 9x9\n......12.1.3.32.  # 6 clues' "$T/big-small.txt")" \
  "$D" minimal sudoku --quiet "$T/big-small.txt"
for c in explain hint rate candidates; do
  expect_json "$c: a 36x36, then the 4x4" "$(printf 'error\t%s handles grids of side 1..32\n' "$c")" "status message" \
    bash -c "'$D' $c sudoku --json '$T/big-small.txt' | head -1"
  expect_exit "$c: a 36x36 exits 2" 2 "$D" "$c" sudoku "$T/big-small.txt"
  expect_out "$c: the 4x4 is answered" "$([ "$c" = rate ] && echo "1.2 hidden single solved" || echo r4c4)" "$D" "$c" sudoku "$T/big-small.txt"
done
# a 200x200 empty Latin square: the model is built and --time-limit bounds the search
awk 'BEGIN { for (i = 0; i < 200; i++) { s = "0"; for (j = 1; j < 200; j++) s = s " 0"; print s } }' >"$T/l200.txt"
expect_exit "200x200 within the limit" 3 timeout 60 "$D" solve latin --time-limit 5 "$T/l200.txt"
finish
