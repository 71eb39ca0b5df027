# End to end: exactcover, langford, pentomino, queens --engine dlx, estimates.
source "$(dirname "$0")/lib.bash"
X="$SRC/data/exactcover"
expect_out "genres" "langford" "$D" genres
expect_out "knuth count" "1" "$D" count exactcover "$X/knuth.dlx"
expect_out "knuth solve json" '"options":[0,3,4]' "$D" solve exactcover --json "$X/knuth.dlx"
expect_out "knuth solve text" "C E F" "$D" solve exactcover "$X/knuth.dlx"
expect_out "colours json" '"options":[1,3]' "$D" solve exactcover --json "$X/colours.dlx"
expect_out "stdin" '"status":"solved"' bash -c "\"$D\" solve exactcover --json - < \"$X/knuth.dlx\""
expect_out "uniqueness" '"status":"solved"' "$D" solve exactcover --json --max-solutions 2 "$X/knuth.dlx"
expect_out "bad file: file:line:col" "bad.dlx:5:3: unknown item 'D'" "$D" count exactcover "$X/bad.dlx"
expect_exit "bad file exits 2" 2 "$D" count exactcover "$X/bad.dlx"
# the rest of a batch is still answered
expect_out "batch goes on" '"count":1' "$D" count exactcover --json "$X/bad.dlx" "$X/knuth.dlx"
expect_exit "missing file exits 2" 2 "$D" count exactcover "$X/nonexistent.dlx"
expect_out "trace table" "Total" "$D" count exactcover --trace "$X/knuth.dlx"
expect_out "estimate" "nodes:" "$D" estimate exactcover --estimate 100 "$X/knuth.dlx"
expect_out "estimate json" '"estimate":{"probes":100' "$D" estimate exactcover --json --estimate 100 "$X/knuth.dlx"
expect_exit "bad rule" 2 "$D" count exactcover --rule sideways "$X/knuth.dlx"
expect_out "random rule" "1" "$D" count exactcover --rule random --seed 5 "$X/knuth.dlx"
expect_out "langford 3" "3 1 2 1 3 2" "$D" solve langford --n 3
expect_out "langford 7" "26" "$D" count langford --n 7
expect_out "langford 8" "150" "$D" count langford --n 8
expect_out "langford reversals" "52" "$D" count langford --n 7 --reversals
expect_out "langford json" '"sequence":[' "$D" solve langford --n 4 --json --stats
expect_exit "langford 5 unsolvable" 1 "$D" solve langford --n 5
expect_out "langford estimate" "updates:" "$D" estimate langford --n 12 --estimate 200
expect_exit "langford node limit" 3 "$D" count langford --n 12 --node-limit 1000
expect_out "queens dlx 8" "92" "$D" count queens --n 8 --engine dlx
expect_out "queens dlx 10" "724" "$D" count queens --n 10 --engine dlx
expect_out "queens dlx json" '"solution":[' "$D" solve queens --n 8 --engine dlx --json --stats
expect_out "queens cp estimate" "nodes:" "$D" estimate queens --n 8 --estimate 500
expect_out "queens dlx estimate" "updates:" "$D" estimate queens --n 8 --engine dlx --estimate 500
expect_out "pentomino 3x20" "8" "$D" count pentomino --rows 3 --cols 20
expect_out "pentomino solve json" '"grid":[' "$D" solve pentomino --rows 3 --cols 20 --json
expect_exit "pentomino bad board" 2 "$D" count pentomino --rows 7 --cols 10
expect_exit "pentomino symmetry on odd board" 2 "$D" count pentomino --rows 5 --cols 12 --no-symmetry
finish
