# Zebra puzzles end to end: the issue's example commands, statuses, errors, generate, bench.
source "$(dirname "$0")/lib.bash"
Z="$SRC/data/zebra/einstein-1962.txt"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# deduce solve zebra data/zebra/einstein-1962.txt
expect_out "classic: zebra" "The Japanese owns the zebra." "$D" solve zebra "$Z"
expect_out "classic: water" "The Norwegian drinks water." "$D" solve zebra "$Z"
expect_out "classic: house 1" "1      yellow  Norwegian    water         Kools          fox" "$D" solve zebra "$Z"
expect_out "classic: house 5" "5      green   Japanese     coffee        Parliaments    zebra" "$D" solve zebra "$Z"
for h in given 1+2 1+2+3; do
  expect_out "classic unique with heuristics $h" '"status":"solved"' "$D" solve zebra --json --max-solutions 2 --heuristics $h --var input "$Z"
done
expect_exit "classic exits 0" 0 "$D" solve zebra "$Z"
expect_out "count classic" "1" "$D" count zebra "$Z"

# deduce solve zebra --json --max-solutions 2 puzzle.txt
cp "$Z" "$tmp/puzzle.txt"
expect_out "json uniqueness" '"line":1,"houses":[{"color":"yellow","nationality":"Norwegian"' "$D" solve zebra --json --max-solutions 2 "$tmp/puzzle.txt"
expect_out "json answers" '"answers":["The Norwegian drinks water.","The Japanese owns the zebra."]' "$D" solve zebra --json --max-solutions 2 "$tmp/puzzle.txt"
grep -v "Norwegian next-to blue" "$Z" > "$tmp/less.txt"
expect_out "clue removed: multiple" '"status":"multiple"' "$D" solve zebra --json --max-solutions 2 "$tmp/less.txt"
expect_out "clue removed: unfixed json" '"unfixed":[' "$D" solve zebra --json --max-solutions 2 "$tmp/less.txt"
expect_out "clue removed: unfixed text" "multiple solutions: the clues do not fix" "$D" solve zebra --max-solutions 2 "$tmp/less.txt"
expect_out "clue removed: undetermined answer" "owns the zebra. (in this solution only" "$D" solve zebra --max-solutions 2 "$tmp/less.txt"
{ cat "$Z"; echo "Japanese at first"; } > "$tmp/contra.txt"
expect_out "contradiction: unsolvable" '"status":"unsolvable"' "$D" solve zebra --json "$tmp/contra.txt"
expect_exit "contradiction exits 1" 1 "$D" solve zebra "$tmp/contra.txt"

# errors: file:line:col, exit 2, the rest of a batch still answered
printf 'color: red green\npet: dog cat\nred = unicorn\n' > "$tmp/bad.txt"
expect_out "unknown name" "bad.txt:3:7: unknown name 'unicorn'" "$D" solve zebra "$tmp/bad.txt"
expect_exit "bad input exits 2" 2 "$D" solve zebra "$tmp/bad.txt"
printf 'color: red green\npet: dog red\n' > "$tmp/two.txt"
expect_out "value under two attributes" "two.txt:2:10: value 'red' is listed under two attributes" "$D" solve zebra "$tmp/two.txt"
printf 'color: red green\npet: dog cat fish\n' > "$tmp/count.txt"
expect_out "wrong number of values" "count.txt:2:6: wrong number of values" "$D" solve zebra "$tmp/count.txt"
printf 'color: red green\npet: dog cat\nred beside dog\n' > "$tmp/rel.txt"
expect_out "malformed clue" "rel.txt:3:5: unknown relation 'beside'" "$D" solve zebra "$tmp/rel.txt"
printf 'color: red green\nred at 3\n---\ncolor: red green\nred at 2\n? red\n' > "$tmp/batch.txt"
expect_out "batch: error reported" "batch.txt:2:8: house 3 out of range 1..2" "$D" solve zebra "$tmp/batch.txt"
expect_out "batch: rest answered" '"status":"solved"' "$D" solve zebra --json "$tmp/batch.txt"
expect_exit "batch exits 2" 2 "$D" solve zebra "$tmp/batch.txt"
expect_exit "missing file exits 2" 2 "$D" solve zebra "$tmp/nonexistent.txt"
expect_exit "comments only: no record, exit 0 (as in every genre)" 0 bash -c "printf '# a\\n# b\\n' | '$D' solve zebra -"
expect_exit "node limit exits 3" 3 "$D" solve zebra --node-limit 1 "$SRC/data/zebra/generated-10x10-seed1.txt"
expect_out "count json" '"count":1' "$D" count zebra --json "$Z"
expect_exit "bad heuristics" 2 "$D" solve zebra --heuristics 4 "$Z"

# deduce generate zebra --houses 8 --attributes 8 --seed 3 | deduce solve zebra -
expect_out "generate | solve" '"status":"solved"' bash -c "'$D' generate zebra --houses 8 --attributes 8 --seed 3 | '$D' solve zebra --json --max-solutions 2 -"
expect_out "generate | solve text" "house  nationality" bash -c "'$D' generate zebra --houses 8 --attributes 8 --seed 3 | '$D' solve zebra -"
expect_out "generate 10x10 unique" '"status":"solved"' bash -c "'$D' generate zebra --houses 10 --attributes 10 --seed 2 | '$D' solve zebra --json --max-solutions 2 --var mid -"
"$D" generate zebra --houses 6 --attributes 4 --seed 9 > "$tmp/g1.txt"
"$D" generate zebra --houses 6 --attributes 4 --seed 9 > "$tmp/g2.txt"
checks=$((checks + 1))
if ! cmp -s "$tmp/g1.txt" "$tmp/g2.txt"; then echo "FAIL: generate is not deterministic for a seed"; fails=$((fails + 1)); fi
# the shipped 10x10 sample (made by generate --seed 1) is unique; not compared byte for byte with
# today's generator, whose clue choice depends on which second solution the kernel finds first
expect_out "10x10 sample unique" '"status":"solved"' "$D" solve zebra --json --max-solutions 2 --var mid "$SRC/data/zebra/generated-10x10-seed1.txt"
expect_exit "generate bad size" 2 "$D" generate zebra --houses 1
expect_out "genre help" "--heuristics" "$D" solve zebra --help

# deduce bench zebra (short budget here; the full run is in docs/results/zebra.md)
expect_out "bench zebra" "21,612" "$D" bench zebra --budget 0.001 --seeds 1
finish
