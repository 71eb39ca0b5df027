# `deduce minclue` and `deduce bench minclue` end to end: both methods (--engine bits, mip) on
# time limits, the bench's proofs with fixed clues and from a known puzzle, bad options.
source "$(dirname "$0")/lib.bash"
G="$SRC/data/sudoku/minclue-grid.txt"
expect_json "bits: a 22-clue puzzle, not proven in 1 s" "limit	22	false" "status clues proven" \
  "$D" minclue sudoku --time-limit 1 --json "$G"
expect_json "mip: the same start, not proven in 1 s" "limit	22	false" "status clues proven" \
  "$D" minclue sudoku --engine mip --time-limit 1 --json "$G"
expect_exit "other engines refused" 2 "$D" minclue sudoku --engine dlx "$G"
expect_out "bench: 8 clues fixed, both proven 17" "# 2 of 2 proven" \
  "$D" bench minclue --fixed 8 --grids 2 "$SRC/data/sudoku/17clue.txt"
expect_out "bench mip: 10 clues fixed" "# 1 of 1 proven" \
  "$D" bench minclue --method mip --fixed 10 --grids 1 "$SRC/data/sudoku/17clue.txt"
expect_exit "bench: --below needs a file" 2 "$D" bench minclue --below
expect_exit "bench: bad method" 2 "$D" bench minclue --method ilp
finish
