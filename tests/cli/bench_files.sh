# The benches that take Sudoku FILEs (bitboard, sat, alldiff) read them as `deduce solve sudoku`
# does: a malformed record is named by file:line:col on stderr and skipped, the others are run;
# a puzzle given as nine rows is read too; a file without a puzzle exits 2.
source "$(dirname "$0")/lib.bash"
T=$(mktemp)
trap 'rm -f "$T" "$T.rows"' EXIT
P=$(grep -v '^#' "$SRC/data/sudoku/17clue.txt" | head -1)
printf '1234\n# a comment\n%s\n12x%s\n' "$P" "${P:3}" > "$T"
for b in bitboard sat alldiff; do
  case $b in
    bitboard) args=(--limit 5 "$T") ;;
    *) args=(--sets "$T" --limit 5) ;;
  esac
  expect_out "$b: a line of another size is named and skipped" \
    "deduce bench $b: $T:1:5: skipped: wrong length: 4 cells (2x2): the bench takes 9x9 puzzles (81 cells)" \
    "$D" bench "$b" "${args[@]}"
  expect_out "$b: a bad character is named at its column" \
    "deduce bench $b: $T:4:3: skipped: value 'x' (33) is too large for a 9x9 grid (at most 9)" \
    "$D" bench "$b" "${args[@]}"
done
# solutions 1: one puzzle read, unique
row=$(printf '%9s %7s %9s %9s %9s' 1 1 1 0 0)
expect_out "bitboard: the good puzzle is run" "$row" "$D" bench bitboard --limit 5 "$T"
echo "$P" | fold -w 9 > "$T.rows"
expect_out "bitboard: a puzzle as nine rows" "$row" "$D" bench bitboard "$T.rows"
expect_exit "bitboard: a file without a puzzle" 2 "$D" bench bitboard "$SRC/README.md"
finish
