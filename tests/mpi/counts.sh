# Counts on N ranks equal the known values (one-process answers), CP and exact cover, and bad
# input fails cleanly on every rank.
source "$(dirname "$0")/lib.bash"
NP="$3"
expect_count "queens 10 (CP)" 724 "$NP" count queens --n 10 --subproblems 60
expect_count "queens 11 (CP), 7 subproblems" 2680 "$NP" count queens --n 11 --subproblems 7
expect_count "langford 8 (DLX)" 150 "$NP" count langford --n 8 --subproblems 40
expect_count "langford 8 with reversals" 300 "$NP" count langford --n 8 --reversals
expect_count "langford 11 (DLX)" 17792 "$NP" count langford --n 11 --subproblems 300
expect_count "pentomino 6x10, symmetry broken" 2339 "$NP" count pentomino --no-symmetry --subproblems 100
expect_count "magic 3 (CP)" 8 "$NP" count magic --n 3
expect_fail "unknown genre" "unknown genre" "$NP" count sudoku --n 3
expect_fail "missing --n" "needs --n" "$NP" count queens
expect_fail "bad --subproblems" "--subproblems" "$NP" count queens --n 8 --subproblems 0
expect_fail "no checkpoint to resume" "cannot read the checkpoint" "$NP" count queens --n 8 --resume /nonexistent/cp.txt
finish
