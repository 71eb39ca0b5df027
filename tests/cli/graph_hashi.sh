# End-to-end: deduce solve|count hashi (grids, game IDs, JSON, uniqueness, errors, --hdc).
source "$(dirname "$0")/lib.bash"
H="$SRC/data/hashi"
expect_out "genres lists hashi" "hashi" "$D" genres
expect_out "grid solve" '4=6===3' "$D" solve hashi "$H/sample.grid"
expect_out "ids json unique" '"status":"solved"' "$D" solve hashi --json --max-solutions 2 "$H/sample.txt"
expect_out "json bridges" '"bridges":[[' "$D" solve hashi --json "$H/sample.txt"
expect_out "ambiguous" '"status":"multiple"' "$D" solve hashi --json --max-solutions 2 "$H/ambiguous.grid"
expect_out "count" "2" "$D" count hashi "$H/ambiguous.grid"
expect_out "hdc" '"hdc_fixings":' "$D" solve hashi --json --hdc "$H/sample.txt"
expect_out "stdin id" '2=6=4-1' "$D" solve hashi - <<<"7x7m2:3a5b3l1i2k1a2a6a4a1"
expect_out "puzz.link url" '3=4=3' "$D" solve hashi - <<<"https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"
expect_out "puzz.link url ending in '/' and blanks" '3=4=3' "$D" solve hashi - <<<"https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3/  "
expect_out "puzz.link url with a '/' inside the body" "<stdin>:1:41: unexpected '/' in the puzz.link body" \
  "$D" solve hashi - <<<"https://puzz.link/p?hashikake/5/5/4g2i3h/23k3g1g3g4g3"
n=$("$D" solve hashi --json --max-solutions 2 "$H/sample.url" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 4 ] || { echo "FAIL: 4 unique puzz.link samples, got $n"; fails=$((fails + 1)); }
mixed=$(mktemp)
printf '7x7m2:3a5b3l1i2k1a2a6a4a1\nhttps://puzz.link/p?hashikake/5/5/4g.\n' >"$mixed"
expect_out "bad url position" "$mixed:2:37: islands without a number" "$D" solve hashi "$mixed"
n=$("$D" solve hashi --json "$mixed" 2>/dev/null | grep -c solved)
checks=$((checks + 1)); [ "$n" = 1 ] || { echo "FAIL: batch goes on after a bad URL, got $n"; fails=$((fails + 1)); }
rm -f "$mixed"
n=$("$D" solve hashi --json --max-solutions 2 "$H/sample.txt" "$H/sample.grid" | grep -c '"status":"solved"')
checks=$((checks + 1)); [ "$n" = 12 ] || { echo "FAIL: 12 unique sample puzzles, got $n"; fails=$((fails + 1)); }
# bad input: file:line:col on stderr, exit 2, and the rest of the batch still answered
bad=$(mktemp)
printf '7x7m2:3a5b3l1i2k1a2a6a4a1\n7x7m2:3a5b3l1i2k1a2a6a4a!\n7x7m2:3a5b3l1i2k1a2a6a4a1\n' >"$bad"
expect_out "bad id position" "$bad:2:25: unexpected character" "$D" solve hashi "$bad"
expect_exit "bad id exit" 2 "$D" solve hashi "$bad"
n=$("$D" solve hashi --json "$bad" 2>/dev/null | grep -c solved)
checks=$((checks + 1)); [ "$n" = 2 ] || { echo "FAIL: batch goes on after a bad puzzle, got $n"; fails=$((fails + 1)); }
printf '1.2\n.x.\n2.1\n' >"$bad"
expect_out "bad grid position" "$bad:2:2:" "$D" solve hashi "$bad"
printf '2.1\n' >"$bad"
expect_exit "unsolvable exits 1" 1 "$D" solve hashi "$bad"
expect_exit "missing file" 2 "$D" solve hashi /nonexistent/file.grid
rm -f "$bad"
if [ -d "$SRC/../shared/data/hashi" ]; then
  n=$("$D" solve hashi --json --max-solutions 2 "$SRC"/../shared/data/hashi/*.txt | grep -c '"status":"solved"')
  checks=$((checks + 1)); [ "$n" = 160 ] || { echo "FAIL: 160 shared puzzles unique, got $n"; fails=$((fails + 1)); }
fi
finish
