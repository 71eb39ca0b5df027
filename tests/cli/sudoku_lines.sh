# The line reader of the driver (app::Parts::lineReader, the sudoku genre's 81-character lines)
# reads a source exactly as the general reader does: one-line puzzles among comments, blank
# lines, CRLF and lone CR line ends, bad lines, clashing givens, grids of rows and of numbers,
# each answered in place with its own line (and column for errors), in every output format.
. "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT

P1='.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'
P2='.................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....'
S1=953168742862734951417952836746893125281645397395271468138529674574386219629417583
S2=143657982952438761867192435795863124314279658286514397438921576671385249529746813
{
  echo "# a collection"
  echo "$P1"
  echo
  echo "  $P2  # with a comment"
  echo "$P1" | tr . 0
  printf '%s\r\n' "$P2"
  printf '%s\r' "$P1"
  echo "${P1:0:80}"
  echo "${P1}5"
  echo "${P1:0:80}A"
  echo "55${P1:2}"
  echo "${P1:0:40} ${P1:40}"
  echo "9 rows:"
  for r in 0 1 2 3 4 5 6 7 8; do echo "${P2:$((r * 9)):9}"; done
  echo
  echo "$P2"
  printf ' \t# indented comment\n'
  echo "123456789"
  echo "$P1"
  printf '4 3 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n'
  echo "$P2#c"
  printf '\f%s\n' "$P1"
  printf '%s\v\n' "$P1"
  echo "${P1//./x}"
  printf '%s' "$P2"
} >"$T/mixed.txt"

expect_json "records, lines and columns" \
  "$(printf 'solved\t2\t-\nsolved\t4\t-\nsolved\t5\t-\nsolved\t6\t-\nsolved\t7\t-\nerror\t8\t81\nerror\t9\t83
error\t10\t81\nerror\t11\t2\nerror\t12\t1\nsolved\t14\t-\nsolved\t24\t-\nerror\t26\t10\nsolved\t27\t-\nsolved\t28\t-
solved\t32\t-\nsolved\t33\t-\nsolved\t34\t-\nerror\t35\t1\nsolved\t36\t-')" \
  "status line col" "$D" solve sudoku --json "$T/mixed.txt"

want="$S1
$S2
$S1
$S2
$S1
error: $T/mixed.txt:8:81: wrong length: 80 cells is not a square grid (64 for 8x8, 81 for 9x9)
error: $T/mixed.txt:9:83: wrong length: 82 cells is not a square grid (81 for 9x9, 100 for 10x10)
error: $T/mixed.txt:10:81: value 'A' (10) is too large for a 9x9 grid (at most 9)
error: $T/mixed.txt:11:2: given 5 clashes with the same value in row 1 (row 1, column 1)
error: $T/mixed.txt:12:1: a grid of 2 rows (2x2): no box shape to infer for this size: give --box RxC
$S2
$S2
error: $T/mixed.txt:26:10: wrong length: 9 cells (3x3): no box shape to infer for this size: give --box RxC
$S1
4 3 1 2
1 2 3 4
2 1 4 3
3 4 2 1

$S2
$S1
$S1
error: $T/mixed.txt:35:1: value 'x' (33) is too large for a 9x9 grid (at most 9)
$S2"
for input in file stdin; do
  if [ $input = file ]; then out=$("$D" solve sudoku "$T/mixed.txt" 2>/dev/null); else
    out=$("$D" solve sudoku - <"$T/mixed.txt" 2>/dev/null | sed "s|<stdin>|$T/mixed.txt|"); fi
  checks=$((checks + 1))
  [ "$out" = "$want" ] || { echo "FAIL: text answers from a $input"; diff <(echo "$want") <(echo "$out"); fails=$((fails + 1)); }
done
expect_exit "bad records: exit 2" 2 "$D" solve sudoku "$T/mixed.txt"

# a stream of one-line puzzles is answered line by line, the same answers
out=$(printf '%s\n%s\n' "$P1" "$P2" | cat | "$D" solve sudoku --max-solutions 2 -)
checks=$((checks + 1))
[ "$out" = "$S1
$S2" ] || { echo "FAIL: a stream of lines: $out"; fails=$((fails + 1)); }

# options that change how a line is read: --diagonal (clash test on the diagonals), --pencil
expect_out "--diagonal: the clash on the main diagonal" "clashes with the same value in the main diagonal" \
  bash -c "printf '1%s1%s\n' \"\$(printf '.%.0s' {1..29})\" \"\$(printf '.%.0s' {1..50})\" | '$D' solve sudoku --diagonal -"
expect_out "--format grid keeps the input's empty character" "9 5 3 1 6 8 7 4 2" \
  "$D" solve sudoku --format grid "$T/mixed.txt"
expect_out "multiple solutions on the answer's line" "  multiple solutions" \
  bash -c "printf '%s\n' \"\$(printf '.%.0s' {1..81})\" | '$D' solve sudoku --max-solutions 2 -"
finish
