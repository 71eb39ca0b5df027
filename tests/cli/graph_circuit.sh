# End-to-end: deduce solve|count|generate circuit, and the --path variant.
source "$(dirname "$0")/lib.bash"
C="$SRC/data/circuit"
expect_out "genres lists circuit" "circuit" "$D" genres
n=$("$D" solve circuit --json --max-solutions 2 "$C/sample.txt" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: 2 unique samples, got $n"; fails=$((fails + 1)); }
expect_out "json edges" '"edges":[[' "$D" solve circuit --json "$C/sample.txt"
expect_out "path variant" '"path":[[0,0],' "$D" solve circuit --json --path 0,0:4,4 "$C/board5.txt"
expect_out "path text" 'path length 8' "$D" solve circuit --path 0,0:4,4 "$C/board5.txt"
expect_out "help names --path's value whole" "--path R1,C1:R2,C2        shortest-path variant" "$D" solve circuit --help
expect_exit "bad path option" 2 "$D" solve circuit --path 0,0 "$C/sample.txt"
# --path ends that are not two points of the board: bad input at the board, every engine
expect_out "path end outside the board" "$C/board5.txt:2:1: --path: (9,9) is outside the 5x5 board" \
  "$D" solve circuit --path 0,0:9,9 "$C/board5.txt"
expect_out "path end blacked out (mip)" "$C/board5.txt:10:1: --path: (4,0) is a blacked-out cell, not a point" \
  "$D" solve circuit --engine mip --path 4,0:0,0 "$C/board5.txt"
expect_out "path ends equal" "$C/board5.txt:2:1: --path: the two ends must differ" \
  "$D" solve circuit --path 1,1:1,1 "$C/board5.txt"
expect_exit "path end not a point exits 2" 2 "$D" solve circuit --path 0,0:3,2 "$C/board5.txt"
out=$("$D" generate circuit --size 5 --seed 4 | "$D" solve circuit --json --max-solutions 2 -)
checks=$((checks + 1)); [[ "$out" == *'"status":"solved"'* ]] || { echo "FAIL: generate | solve: $out"; fails=$((fails + 1)); }
expect_out "square has no solution" '"status":"unsolvable"' "$D" solve circuit --json - <<<$'o o\n\no o'
bad=$(mktemp)
printf 'o o\n\no x\n\n\no-o\n' >"$bad"
expect_out "bad drawing" "$bad:3:3: unexpected 'x'" "$D" solve circuit "$bad"
expect_exit "bad drawing exits 2" 2 "$D" solve circuit "$bad"
n=$("$D" solve circuit --json "$bad" 2>/dev/null | grep -c solved)
checks=$((checks + 1)); [ "$n" = 1 ] || { echo "FAIL: batch goes on after a bad board"; fails=$((fails + 1)); }
rm -f "$bad"
finish
