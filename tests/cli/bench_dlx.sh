# `deduce bench dlx` end to end on small counts: our engine and the reference agree on the
# counts and the updates (the bench exits 1 otherwise), bad options exit 2.
source "$(dirname "$0")/lib.bash"
expect_out "langford 8 counted" "langford n=8                              150" "$D" bench dlx --skip-sudoku --skip-pentomino --langford 8,9 --repeat 2
expect_exit "reference agrees" 0 "$D" bench dlx --skip-sudoku --skip-pentomino --langford 7,8,9,11
expect_out "help" "usage: deduce bench dlx" "$D" bench dlx --help
expect_exit "bad langford" 2 "$D" bench dlx --langford 12,x
expect_exit "bad repeat" 2 "$D" bench dlx --repeat 0
expect_exit "unknown option" 2 "$D" bench dlx --bogus
finish
