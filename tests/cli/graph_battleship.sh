# End-to-end: deduce solve|count|generate battleship.
source "$(dirname "$0")/lib.bash"
B="$SRC/data/battleship"
expect_out "genres lists battleship" "battleship" "$D" genres
expect_out "fig 4.1 clued" 'v~~o~<##>~ 6' "$D" solve battleship --max-solutions 2 "$B/fig4_1_clued.txt"
expect_out "fig 4.1 unique json" '"status":"solved"' "$D" solve battleship --json --max-solutions 2 "$B/fig4_1_clued.txt"
expect_out "json ships" '"ships":[[0,0,3,"V"]' "$D" solve battleship --json "$B/fig4_1_clued.txt"
expect_out "json grid" '"grid":["^~~~~<>~~~"' "$D" solve battleship --json "$B/fig4_1_clued.txt"
expect_out "counts only: multiple" '"status":"multiple"' "$D" solve battleship --json --max-solutions 2 "$B/fig4_1.txt"
expect_out "count" "252" "$D" count battleship "$B/fig4_1.txt"
out=$("$D" generate battleship --rows 10 --cols 10 --seed 7 | "$D" solve battleship --json --max-solutions 2 -)
checks=$((checks + 1)); [[ "$out" == *'"status":"solved"'* ]] || { echo "FAIL: generate | solve: $out"; fails=$((fails + 1)); }
out=$("$D" generate battleship --rows 8 --cols 12 --seed 3 --number 2 | "$D" solve battleship --json --max-solutions 2 - | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$out" = 2 ] || { echo "FAIL: generate 2 non-square: $out"; fails=$((fails + 1)); }
out=$("$D" generate battleship --rows 8 --cols 9 --seed 4 --budget 100000 --fleet "1:2 2:2 5:1" | "$D" solve battleship --json --max-solutions 2 -)
checks=$((checks + 1)); [[ "$out" == *'"status":"solved"'* ]] || { echo "FAIL: generate --budget --fleet | solve: $out"; fails=$((fails + 1)); }
expect_out "generate --fleet in the comment and fleet line" 'fleet 1:2 2:2 5:1' "$D" generate battleship --rows 8 --seed 4 --fleet "1:2 2:2 5:1"
expect_exit "generate --fleet malformed exits 2" 2 "$D" generate battleship --rows 8 --fleet "1x2"
expect_exit "generate --fleet too large exits 2" 2 "$D" generate battleship --rows 4 --fleet "4:9"
expect_exit "generate --budget malformed exits 2" 2 "$D" generate battleship --rows 8 --budget lots
bad=$(mktemp)
printf 'rows 1 1\ncols 1 1\n..\n.z\n\nrows 1 0\ncols 1 0\nfleet 1:1\n' >"$bad"
expect_out "bad grid char" "$bad:4:2: unexpected character" "$D" solve battleship "$bad"
expect_exit "bad input exits 2" 2 "$D" solve battleship "$bad"
n=$("$D" solve battleship --json "$bad" 2>/dev/null | grep -c solved)
checks=$((checks + 1)); [ "$n" = 1 ] || { echo "FAIL: batch goes on after a bad puzzle"; fails=$((fails + 1)); }
printf 'rows 2 0\ncols 1 1\nfleet 1:2\n' >"$bad"
expect_exit "unsolvable exits 1" 1 "$D" solve battleship "$bad"
rm -f "$bad"
finish
