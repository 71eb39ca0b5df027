# `deduce minclue` and `deduce bench minclue` end to end: both methods (--engine bits, mip) on
# time limits, 4x4 and 6x6 grids, the bench's proofs with fixed clues and from a known puzzle, bad options,
# the progress line.
source "$(dirname "$0")/lib.bash"
G="$SRC/data/sudoku/minclue-grid.txt"
expect_json "bits: a 22-clue puzzle, not proven in 1 s" "limit	22	false" "status clues proven" \
  "$D" minclue sudoku --time-limit 1 --json "$G"
expect_json "mip: the same start, not proven in 1 s" "limit	22	false" "status clues proven" \
  "$D" minclue sudoku --engine mip --time-limit 1 --json "$G"
expect_json "6x6 (2x3): 9 clues, proven" "solved	9	true" "status clues proven" \
  "$D" minclue sudoku --box 2x3 --json "$SRC/data/sudoku/minclue-6x6.txt"
expect_out "4x4 from stdin: 4 clues, proven" "# 4 clues, minimum proven" \
  bash -c "echo 1234341221434321 | '$D' minclue sudoku --box 2x2 -"
expect_out "minimal on 6x6" "...3.2....5..3.......1.451......6.2.  # 10 clues" \
  "$D" minimal sudoku --box 2x3 "$SRC/data/sudoku/6x6.txt"
expect_exit "other engines refused" 2 "$D" minclue sudoku --engine dlx "$G"
expect_out "bench: 8 clues fixed, both proven 17" "# 2 of 2 proven" \
  "$D" bench minclue --fixed 8 --grids 2 "$SRC/data/sudoku/17clue.txt"
expect_out "bench mip: 10 clues fixed" "# 1 of 1 proven" \
  "$D" bench minclue --method mip --fixed 10 --grids 1 "$SRC/data/sudoku/17clue.txt"
expect_exit "bench: --below needs a file" 2 "$D" bench minclue --below
expect_exit "bench: bad method" 2 "$D" bench minclue --method ilp
expect_exit "bench: a file that cannot be opened" 2 "$D" bench minclue --grids 1 "$SRC/data/sudoku/no-such-file.txt"
expect_exit "bench: a file without a puzzle" 2 "$D" bench minclue --grids 1 "$SRC/README.md"
T=$(mktemp)
P=$(grep -v '^#' "$SRC/data/sudoku/17clue.txt" | head -1)
printf '1234\n# a comment\n%s\n12x%s\n%s\n' "$(printf '.%.0s' $(seq 81))" "${P:3}" "$P" > "$T"
expect_out "bench: a line of another size is named by line and column and skipped" \
  "$T:1:5: skipped: wrong length: 4 cells (2x2): the bench takes 9x9 puzzles (81 cells)" \
  "$D" bench minclue --fixed 12 --grids 1 "$T"
expect_out "bench: a line with several solutions is named and skipped" "$T:3:1: skipped: several solutions" \
  "$D" bench minclue --fixed 12 --grids 1 "$T"
expect_out "bench: a bad character is named at its column" "$T:4:3: skipped: value 'x' (33) is too large" \
  "$D" bench minclue --fixed 12 --grids 1 "$T"
echo "$P" | fold -w 9 > "$T.rows"
expect_out "bench: a puzzle as a grid of nine rows" "# 1 of 1 proven" "$D" bench minclue --fixed 12 --grids 1 "$T.rows"
rm -f "$T.rows"
expect_out "bench: the puzzles after it are run" "# 1 of 1 proven" "$D" bench minclue --fixed 12 --grids 1 "$T"
rm -f "$T"
expect_out "bench: two grids at once, in grid order" "# 3 of 3 proven" \
  "$D" bench minclue --fixed 8 --grids 3 --jobs 2 "$SRC/data/sudoku/17clue.txt"
expect_exit "bench: --jobs with the IP refused" 2 "$D" bench minclue --method mip --jobs 2 --grids 1
# The progress line (--progress: one line a second and the last state at the end, on stderr).
expect_out "progress: the last line gives the result" "deduce: minclue: 9 clues, minimum proven" \
  "$D" minclue sudoku --progress --box 2x3 "$SRC/data/sudoku/minclue-6x6.txt"
expect_json "progress: the JSON on stdout unchanged" "solved	9	true" "status clues proven" \
  "$D" minclue sudoku --progress --box 2x3 --json "$SRC/data/sudoku/minclue-6x6.txt"
# A 9x9 run stopped after 2 s: a line a second, whatever the search is doing then (its
# phases take longer under a sanitizer or a loaded machine), then the best puzzle and bound.
err=$("$D" minclue sudoku --progress --time-limit 2 "$G" 2>&1 >/dev/null)
checks=$((checks + 1))
[ "$(grep -c '^deduce: minclue: ' <<<"$err")" -ge 2 ] && [[ "$err" == *"deduce: minclue: best 22 clues, at least "* ]] ||
  { echo "FAIL: progress of a 9x9 run:"; echo "$err"; fails=$((fails + 1)); }
expect_exit "progress: the IP shows none (refused)" 2 "$D" minclue sudoku --engine mip --progress --time-limit 1 "$G"
# A grid minclue rejects gets its error alone, without a progress line.
G12=$(printf '.%.0s' $(seq 144) | "$D" solve sudoku --box 3x4 --format line - 2>/dev/null | cut -d' ' -f1)
err=$(echo "$G12" | "$D" minclue sudoku --box 3x4 --progress - 2>&1 >/dev/null)
checks=$((checks + 1))
[[ "$err" == *"handle grids up to 9x9"* && "$err" != *"deduce: minclue:"* ]] ||
  { echo "FAIL: progress on a rejected grid: $err"; fails=$((fails + 1)); }
err=$("$D" minclue sudoku --progress --quiet --box 2x3 "$SRC/data/sudoku/minclue-6x6.txt" 2>&1 >/dev/null)
checks=$((checks + 1))
[ -z "$err" ] || { echo "FAIL: progress with --quiet: $err"; fails=$((fails + 1)); }
finish
