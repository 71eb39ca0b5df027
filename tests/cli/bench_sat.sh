# `deduce bench sat` end to end on the bundled samples: every encoding and cp find the four
# 17-clue puzzles unique (each solution passes sudoku::check, else the bench exits 1); bad
# options exit 2.
source "$(dirname "$0")/lib.bash"
cd "$SRC" || exit 1
expect_out "extended unique" "extended             4       4" "$D" bench sat --sets data/sudoku/17clue.txt --limit 4 --engines naive,extended,cp
expect_out "naive unique" "naive                4       4" "$D" bench sat --sets data/sudoku/17clue.txt --limit 4 --engines naive
expect_exit "all engines" 0 "$D" bench sat --sets data/sudoku/hardest.txt --limit 2 --amo commander
expect_exit "unknown engine" 2 "$D" bench sat --engines gecode
expect_exit "unknown at-most-one" 2 "$D" bench sat --amo binary
expect_exit "unknown option" 2 "$D" bench sat --bogus 1
expect_exit "missing value" 2 "$D" bench sat --limit
finish
