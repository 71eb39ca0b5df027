# `deduce minclue --threads` and `deduce bench minclue --threads`: the same clue counts and
# proofs as one thread (9x9 with clues fixed, 6x6 on the exact-cover checks), a time limit on
# every core, bad thread counts.
source "$(dirname "$0")/lib.bash"
G="$SRC/data/sudoku/minclue-grid.txt"
expect_json "6x6 on 2 threads: 9 clues, proven, as on one" "solved	9	true" "status clues proven" \
  "$D" minclue sudoku --box 2x3 --threads 2 --json "$SRC/data/sudoku/minclue-6x6.txt"
expect_json "bits on 2 threads: the 22-clue start, not proven in 1 s" "limit	22	false" "status clues proven" \
  "$D" minclue sudoku --threads 2 --time-limit 1 --json "$G"
expect_out "every core: a bound below the best" "not proven: at least" \
  "$D" minclue sudoku --threads 0 --time-limit 1 "$G"
expect_out "bench: 8 clues fixed on 2 threads, both proven 17" "# 2 of 2 proven" \
  "$D" bench minclue --fixed 8 --grids 2 --threads 2 "$SRC/data/sudoku/17clue.txt"
out1=$("$D" bench minclue --fixed 8 --grids 2 "$SRC/data/sudoku/17clue.txt" | awk '$1 ~ /^[0-9]+$/ {print $3, $4, $5}')
out2=$("$D" bench minclue --fixed 8 --grids 2 --threads 2 --jobs 2 "$SRC/data/sudoku/17clue.txt" |
  awk '$1 ~ /^[0-9]+$/ {print $3, $4, $5}')
checks=$((checks + 1))
if [ "$out1" != "$out2" ] || [ -z "$out1" ]; then
  echo "FAIL: bench clues/lower/proven differ between 1 and 2 threads: '$out1' vs '$out2'"; fails=$((fails + 1))
fi
expect_exit "bench: --threads with the IP refused" 2 "$D" bench minclue --method mip --threads 2 --grids 1
expect_exit "negative thread count refused" 2 "$D" minclue sudoku --threads -1 "$G"
finish
