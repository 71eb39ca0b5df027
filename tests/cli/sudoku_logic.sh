# The setter's tools end to end: hint and explain from positions with pencil marks (--pencil).
source "$(dirname "$0")/lib.bash"
P="$SRC/data/sudoku/position.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expect_out "hint from a framed position" "r3c8 = 6: hidden single in box 3" "$D" hint sudoku --pencil "$P"
expect_out "hint json" '"line":3,"technique":"hidden single","placements":[[2,7,6]]' "$D" hint sudoku --pencil --json "$P"
expect_out "explain from a position" "solved (hardest: hidden pair" "$D" explain sudoku --pencil "$P"
# pencil marks steer the hint: r1c3 marked 27, and the 7 in r3c1 leaves 2 alone (a naked single)
{
  printf '4 6 27 . 3 . . . .\n. . . . . . . . .\n7 . . . . . . . .\n'
  for r in 4 5 6 7 8 9; do printf '. . . . . . . . .\n'; done
} > "$tmp/marks.txt"
expect_out "pencil-mark naked single" "r1c3 = 2: naked single" "$D" hint sudoku --pencil --techniques naked-single "$tmp/marks.txt"
{
  printf '4 6 {2} . 3 . . . .\n'
  for r in 2 3 4 5 6 7 8 9; do printf '. . . . . . . . .\n'; done
} > "$tmp/brace.txt"
expect_out "a one-mark cell in braces" "r1c3 = 2: naked single" "$D" hint sudoku --pencil --techniques naked-single "$tmp/brace.txt"
# a 729-character candidate grid: the givens of the sample, every value elsewhere
line="4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
grid=""
for ((i = 0; i < 81; i++)); do
  c=${line:i:1}
  if [ "$c" = . ]; then grid+=123456789; else grid+=$(printf '%*s' $((c - 1)) '' | tr ' ' .)$c$(printf '%*s' $((9 - c)) '' | tr ' ' .); fi
done
echo "$grid" > "$tmp/c729.txt"
expect_out "729-character grid" "r9c3 = 7: hidden single in box 7" "$D" hint sudoku --pencil "$tmp/c729.txt"
# errors: file:line:col, exit 2; a position whose marks leave a cell empty: no hint
printf '4 6 {2 . 3\n' > "$tmp/bad.txt"
expect_out "unclosed brace" "bad.txt:1:5: '{' without '}'" "$D" hint sudoku --pencil "$tmp/bad.txt"
expect_exit "bad position exits 2" 2 "$D" hint sudoku --pencil "$tmp/bad.txt"
{
  printf '4 6 1 . 3 . . .\n'
  for r in 2 3 4 5 6 7 8 9; do printf '. . . . . . . . .\n'; done
} > "$tmp/short.txt"
expect_out "cells missing" "cells, expected 81" "$D" hint sudoku --pencil "$tmp/short.txt"
printf '4 4 . . . . . . .\n' > "$tmp/clash.txt"
for r in 2 3 4 5 6 7 8 9; do printf '. . . . . . . . .\n' >> "$tmp/clash.txt"; done
expect_out "clashing values" "clash.txt:1:1: given 4 clashes" "$D" hint sudoku --pencil "$tmp/clash.txt"
finish
