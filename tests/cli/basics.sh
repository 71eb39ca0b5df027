# The command line skeleton: help, version, genres, usage errors, queens end to end.
source "$(dirname "$0")/lib.bash"
expect_out "version" "deduce 0." "$D" --version
expect_out "help" "usage:" "$D" --help
expect_out "genres lists queens" "queens" "$D" genres
expect_out "count queens 12" "14200" "$D" count queens --n 12
expect_out "count queens 8" "92" "$D" count queens --n 8
expect_out "solve json" '"status":"solved"' "$D" solve queens --n 8 --json --stats
expect_out "solve json stats" '"propagations":' "$D" solve queens --n 8 --json --stats
expect_out "uniqueness" '"status":"multiple"' "$D" solve queens --n 8 --json --max-solutions 2
expect_out "unsolvable" '"status":"unsolvable"' "$D" solve queens --n 3 --json
expect_exit "unsolvable exits 1" 1 "$D" solve queens --n 3
expect_exit "no args" 2 "$D"
expect_exit "unknown command" 2 "$D" frobnicate
expect_exit "unknown genre" 2 "$D" solve nosuchgenre
expect_exit "unknown option" 2 "$D" solve queens --bogus
expect_exit "missing value" 2 "$D" solve queens --n
expect_exit "bad integer" 2 "$D" solve queens --n eight
expect_exit "bad strategy" 2 "$D" solve queens --strategy S13
expect_exit "node limit exits 3" 3 "$D" count queens --n 14 --node-limit 100
expect_out "node limit json" '"status":"limit"' "$D" count queens --n 14 --node-limit 100 --json
expect_out "strategy flags" "92" "$D" count queens --n 8 --strategy S6 --alldiff bounds
expect_out "genre help" "--alldiff" "$D" solve queens --help
# Ctrl-C: a long count stops cleanly with what it found so far and exit 3
out=$(mktemp)
"$D" count queens --n 20 >"$out" 2>&1 &
pid=$!
sleep 0.5
kill -INT $pid
timeout 10 tail --pid=$pid -f /dev/null
wait $pid; rc=$?
checks=$((checks + 1))
if [ "$rc" != 3 ] || ! grep -q "limit reached" "$out"; then echo "FAIL: ctrl-c: exit $rc"; cat "$out"; fails=$((fails + 1)); fi
rm -f "$out"
finish
